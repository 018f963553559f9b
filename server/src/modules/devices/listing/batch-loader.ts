/**
 * Collects the keys asked for during one turn of the event loop and loads them with one query.
 * A publish to a playlist that 10,000 screens show wakes 10,000 subscriptions at once; each
 * re-reads its device and the name of what it shows. Batched, that is a handful of
 * `where id in (...)` queries (of at most `maxBatch` keys, well under SQLite's and PostgreSQL's
 * parameter limits) instead of tens of thousands of single-row ones.
 */
export function createBatchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 500,
): (key: K) => Promise<V | undefined> {
  let pending:
    Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]> | undefined;

  const flush = async () => {
    const batch = pending!;
    pending = undefined;
    const keys = [...batch.keys()];
    for (let i = 0; i < keys.length; i += maxBatch) {
      const chunk = keys.slice(i, i + maxBatch);
      try {
        const values = await load(chunk);
        for (const key of chunk) for (const w of batch.get(key)!) w.resolve(values.get(key));
      } catch (error) {
        for (const key of chunk) for (const w of batch.get(key)!) w.reject(error);
      }
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        setImmediate(() => void flush());
      }
      const waiting = pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
