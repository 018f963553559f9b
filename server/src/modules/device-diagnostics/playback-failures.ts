import type { LogLevel } from './repo.js';

/**
 * Whether a line of a player's log says something failed to play. The player writes no event of
 * its own for a failed item: an error or crash line (an uncaught error, a widget that threw)
 * counts, and so do the video widget's warnings that a video could not play and is being
 * reloaded (sdk/src/widgets/video/render.tsx: "Video error (...)", "Video stalled",
 * "Video play was refused", "Platform video ... failed"). Other warnings (a muted start, a
 * server time ignored) are not failures.
 */
export function isPlaybackFailure(line: { level: string; message: string }): boolean {
  const level = line.level as LogLevel;
  if (level === 'error' || level === 'crash') return true;
  if (level !== 'warn') return false;
  return /^(Video error\b|Video stalled\b|Video play was refused\b|Platform video .* failed)/.test(
    line.message,
  );
}
