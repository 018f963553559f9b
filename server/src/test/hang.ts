// Hang detectors for parsers of outside data. Each parser is timed on the worst input found for
// it at the largest size the server accepts for it. At those sizes a scan that restarts from
// every position (quadratic) or a pattern that backtracks takes minutes, so a bound of seconds
// tells the two shapes apart on a busy 2-core machine without being a benchmark.

/** What a parser may take on its worst input at its size limit. */
export const HANG_MS = 2_000;

/** Milliseconds `run` takes. */
export function runMs(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}
