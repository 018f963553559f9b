/**
 * Waking many waiters over several turns of the event loop. Resolving a promise is cheap, but the
 * waiter's continuation runs in the same turn as the resolve: a content change that wakes 10,000
 * screens at once would run 10,000 continuations back to back and hold /health and every socket
 * for a tenth of a second. Woken SLICE at a time, one slice per turn, they let I/O in between and
 * reach the last screen about as soon. A publish to a group has three such stages running beside
 * each other (screens told, their devices read, their groups read), each a slice per turn: 250
 * keeps such a turn near 10 ms of CPU, 500 took up to 30.
 */
export const SLICE = 250;

/** Resolves in the next turn of the event loop, after the I/O that is waiting now. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Visits each item, `slice` of them per turn (the first slice now). A visit that returns false did
 * nothing (a screen that does not show the changed content) and does not count toward the slice.
 */
export async function inSlices<T>(
  items: readonly T[],
  visit: (item: T) => boolean | void,
  slice = SLICE,
): Promise<void> {
  let woken = 0;
  for (const item of items) {
    if (woken >= slice) {
      await nextTurn();
      woken = 0;
    }
    if (visit(item) !== false) woken++;
  }
}

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * One promise that many callers wait for (the snapshot every screen showing a content waits for),
 * handed out so that once it settles its waiters resume `slice` per turn. A caller after that gets
 * the outcome at once, unless waiters are still being resumed: then it queues behind them, so no
 * turn resumes much more than a slice.
 */
export function sharedInSlices<T>(source: Promise<T>, slice = SLICE): () => Promise<T> {
  let queue: Waiter<T>[] | undefined = [];
  let outcome: PromiseSettledResult<T> | undefined;
  const settle = (w: Waiter<T>) => {
    if (outcome!.status === 'fulfilled') w.resolve(outcome!.value);
    else w.reject(outcome!.reason);
  };
  const release = async (result: PromiseSettledResult<T>) => {
    outcome = result;
    while (queue!.length > 0) {
      for (const w of queue!.splice(0, slice)) settle(w);
      if (queue!.length > 0) await nextTurn();
    }
    queue = undefined;
  };
  source.then(
    (value) => release({ status: 'fulfilled', value }),
    (reason: unknown) => release({ status: 'rejected', reason }),
  );
  return () => {
    if (queue) return new Promise<T>((resolve, reject) => queue!.push({ resolve, reject }));
    return outcome!.status === 'fulfilled'
      ? Promise.resolve(outcome!.value)
      : Promise.reject(outcome!.reason as Error);
  };
}
