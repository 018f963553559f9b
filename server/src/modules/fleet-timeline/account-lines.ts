/**
 * Work done one at a time per key (an account), with at most `maxInLine` of a key's jobs running
 * or waiting: the timeline planners are two worker threads for the whole server, and one
 * account asking for many heavy timelines at once held both, so every other account's timeline
 * waited 20 s and more behind them. In line per account, an account holds one planner at most
 * and the others keep the rest. `run` answers `undefined` when the key's line is full (nothing
 * was started).
 */
export function linesPerKey(maxInLine: number) {
  const lines = new Map<string, { tail: Promise<unknown>; inLine: number }>();
  return function run<T>(key: string, work: () => Promise<T>): Promise<T> | undefined {
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { tail: Promise.resolve(), inLine: 0 }));
    if (line.inLine >= maxInLine) return undefined;
    line.inLine++;
    const done = line.tail.then(work);
    const held = line;
    line.tail = done.then(
      () => leave(key, held),
      () => leave(key, held),
    );
    return done;
  };

  function leave(key: string, line: { inLine: number }) {
    line.inLine--;
    if (line.inLine === 0 && lines.get(key) === line) lines.delete(key);
  }
}
