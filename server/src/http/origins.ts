import type { IncomingMessage } from 'node:http';
import { AUTH_COOKIE } from '@marquee/sdk/model';
import type { Config } from '../config.js';
import { readCookie } from '../request/cookies.js';

type OriginConfig = Pick<Config, 'corsOrigins' | 'publicUrl'>;

/**
 * Origins whose pages may use the API from another site, with a bearer token and never with the
 * session cookie: PUBLIC_URL's, CORS_ORIGINS and the packaged players' (`null` for TV apps on
 * file://, the Android shell's). The HTTP CORS policy and the WebSocket upgrade both ask here.
 */
export function isAllowedOrigin(config: Pick<Config, 'corsOrigins'>, origin: string): boolean {
  return config.corsOrigins.includes(origin);
}

/**
 * Whether a page of the server's own site sent the request: its Origin is PUBLIC_URL's, or names
 * the host the request was addressed to (the console served by this server, or Vite's dev server
 * proxying to it). The scheme is not compared with the Host: TLS may end at a proxy, so the
 * server cannot always tell it, and another site always differs in host.
 */
export function isOwnOrigin(
  config: Pick<Config, 'publicUrl'>,
  req: IncomingMessage,
  origin: string,
): boolean {
  if (config.publicUrl && new URL(config.publicUrl).origin === origin) return true;
  const host = req.headers.host?.toLowerCase();
  if (!host || !URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}

export const FOREIGN_ORIGIN_REFUSED = 'This origin may not open a socket to this server';
export const FOREIGN_COOKIE_REFUSED =
  "A page of another site may not open a socket with this site's session cookie";

/**
 * Why a WebSocket upgrade must be refused (403), or null to open it; the same rule as CORS:
 * - no Origin (a program, not a browser page) or the site's own pages: open, cookie and all;
 * - another site's page carrying the session cookie: refused. A browser attaches the cookie to
 *   any page's socket, so using it would let that page act as the signed-in user (cross-site
 *   WebSocket hijacking); CORS never grants cookies to other origins either. Refusing, rather
 *   than opening the socket as anonymous, tells the page plainly why it gets nothing;
 * - other pages: open only for the allowed origins (players with a device token, TV apps on
 *   file://), which authenticate with a token in the connection parameters.
 */
export function socketRefusal(config: OriginConfig, req: IncomingMessage): string | null {
  const origin = req.headers.origin;
  if (origin === undefined || isOwnOrigin(config, req, origin)) return null;
  if (readCookie(req.headers.cookie, AUTH_COOKIE) !== undefined) return FOREIGN_COOKIE_REFUSED;
  return isAllowedOrigin(config, origin) ? null : FOREIGN_ORIGIN_REFUSED;
}
