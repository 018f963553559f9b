/** Scene time as the timeline shows it: minutes, seconds and tenths (1:05.3). */
export function formatSceneTime(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}

/** Where a time falls on a bar of the scene's length, in percent (0..100). */
export const percentOfScene = (ms: number, durationMs: number) =>
  durationMs > 0 ? Math.min(100, Math.max(0, (ms / durationMs) * 100)) : 0;
