// Content-Security-Policy for the two pages the server hands out. Scripts come only from the
// server itself (the builds have no inline script); styles may be inline because Fluent UI's
// Griffel and the pages' own <style> blocks inject them. The console may not be framed at all
// (clickjacking); the player may be framed by its own origin (the TV frame page
// /player/frame.html and the console's previews) and by PLAYER_FRAME_ANCESTORS, the deliberate
// exception for a TV shell that hosts the player page in a frame.

const join = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/**
 * The YouTube item plays through the provider's IFrame API, a script only YouTube serves;
 * it is the one script from elsewhere, in the console's preview and the player.
 */
const YOUTUBE_SCRIPTS = 'https://www.youtube.com https://s.ytimg.com';

/**
 * The operator console: everything from here, media and uploads from anywhere it is stored.
 * `chatScripts` are the origins of the configured support chat's script (none by default).
 */
export const consoleCsp = (chatScripts: readonly string[] = []) =>
  join({
    'default-src': "'self'",
    'script-src': ["'self'", YOUTUBE_SCRIPTS, ...chatScripts].join(' '),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob: https: http:",
    'media-src': "'self' data: blob: https: http:",
    'font-src': "'self' data: https:",
    // Uploads may go straight to an S3 bucket; subscriptions use the WebSocket.
    'connect-src': "'self' ws: wss: https: http:",
    // Web-page widgets preview their site; the player preview is same-origin.
    'frame-src': "'self' https: http:",
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });

/** The web player: widgets show media, pages and feeds from anywhere; scripts only from here. */
export function playerCsp(frameAncestors: readonly string[]): string {
  return join({
    'default-src': "'self'",
    'script-src': `'self' ${YOUTUBE_SCRIPTS}`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': '* data: blob:',
    'media-src': '* data: blob:',
    // Kept fonts load from the device's copies, blob: URLs where a host keeps files in memory.
    'font-src': '* data: blob:',
    'connect-src': '* data: blob: ws: wss:',
    'frame-src': '* data: blob:',
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'frame-ancestors': ["'self'", ...frameAncestors].join(' '),
  });
}

/** Headers every served page carries besides its CSP. */
export function pageHeaders(csp: string, framable: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For engines without frame-ancestors; SAMEORIGIN still lets the player's own pages frame it.
    'X-Frame-Options': framable ? 'SAMEORIGIN' : 'DENY',
  };
}
