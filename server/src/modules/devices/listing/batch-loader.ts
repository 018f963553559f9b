import { nextTurn, SLICE } from '../../../pubsub/turns.js';

interface Waiter<V> {
  resolve: (v: V | undefined) => void;
  reject: (e: unknown) => void;
}

/**
 * Collects the keys asked for until a turn of the event loop has room for the read (turns.ts)
 * and loads them with one query.
 * A publish to a playlist that 10,000 screens show wakes 10,000 subscriptions at once; each
 * re-reads its device and the name of what it shows. Batched, that is a handful of
 * `where id in (...)` queries (of at most `maxBatch` keys, well under SQLite's and PostgreSQL's
 * parameter limits) instead of tens of thousands of single-row ones.
 *
 * The answers are handed out `slice` waiters at a time, each slice in a turn with budget left:
 * each waiter's continuation runs in the turn it is resolved in, and 10,000 of them (every screen
 * asking for the name of the one playlist they all show) in one turn would hold /health and every
 * socket meanwhile.
 */
export function createBatchLoader<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
  maxBatch = 500,
  slice = SLICE,
): (key: K) => Promise<V | undefined> {
  let pending: Map<K, Waiter<V>[]> | undefined;

  const flush = async () => {
    const batch = pending!;
    pending = undefined;
    const keys = [...batch.keys()];
    let woken = 0;
    for (let i = 0; i < keys.length; i += maxBatch) {
      const chunk = keys.slice(i, i + maxBatch);
      let settle: (w: Waiter<V>, key: K) => void;
      try {
        const values = await load(chunk);
        settle = (w, key) => w.resolve(values.get(key));
      } catch (error) {
        settle = (w) => w.reject(error);
      }
      for (const key of chunk)
        for (const w of batch.get(key)!) {
          if (woken >= slice) {
            await nextTurn();
            woken = 0;
          }
          settle(w, key);
          woken++;
        }
    }
  };

  return (key) =>
    new Promise((resolve, reject) => {
      if (!pending) {
        pending = new Map();
        void nextTurn().then(flush);
      }
      const waiting = pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}
