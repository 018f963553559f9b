/**
 * Waking many waiters over several turns of the event loop. Resolving a promise is cheap, but the
 * waiter's continuation runs in the same turn as the resolve: a content change that wakes 10,000
 * screens at once would run 10,000 continuations back to back and hold /health and every socket
 * for a tenth of a second. Woken SLICE at a time, they let I/O in between and reach the last
 * screen about as soon.
 *
 * A bulk action has five such stages running beside each other (screens told, their devices,
 * groups, settings and commands read), and every stage used to take a slice in each turn: turns
 * of 40-80 ms, and /health waited for two of them. So the stages share one budget per turn
 * instead: a slice starts only while the turn has spent less than TURN_BUDGET_MS; the rest wait
 * for a later turn, after the I/O waiting by then. A slice is small (50 screens, a few ms), so a
 * turn ends soon after its budget.
 */
export const SLICE = 50;

/**
 * Screens per slice when each is only written a notice made once (about 25 us a screen): a slice
 * of SLICE would spend more turns than writes.
 */
export const NOTICE_SLICE = 250;

/** Wall time a turn of the event loop spends on sliced work before the rest waits. */
export const TURN_BUDGET_MS = 8;

/**
 * Wall time one slice of notice writes may take before the rest waits for a later turn. A write
 * to a screen's socket usually takes about 25 us, but on a busy machine the kernel can take
 * 100-200 us for each: a fixed count of 1,000 then held the event loop for 100-200 ms, and
 * /health with it (the fleet benchmark's publish rounds). A slice ends at its count or this
 * time, whichever comes first.
 */
export const NOTICE_SLICE_MS = 20;

/** A clock in ms. */
export type Clock = () => number;

/**
 * What slices are timed by: wall time. A test that counts what a turn does stops it (`now: () =>
 * 0`), so a pause of the test process cannot cut a slice short; one that times slices passes its
 * own clock.
 */
export const sliceClock: { now: Clock } = { now: () => performance.now() };

/**
 * One slice of a turn: full once `limit` items counted or `budgetMs` passed since it began (at
 * least one item, so a slow visit cannot stop the work).
 */
export function sliceOfTurn(limit: number, budgetMs: number, clock?: Clock) {
  const now = clock ?? sliceClock.now;
  const began = now();
  let counted = 0;
  return {
    count: () => void counted++,
    full: () => counted >= limit || (counted > 0 && now() - began >= budgetMs),
  };
}

/**
 * Hands out turns of the event loop against a budget. `now` is a clock in ms (performance.now in
 * the server; a test's own to count what fits in a turn).
 *
 * How a turn is told apart: a marker, queued with setImmediate, runs first in each turn's
 * immediates while anyone waits (it queues itself again before anything that turn queues) and
 * notes when the turn began. A waiter queued behind it goes ahead while less than the budget has
 * passed since, and otherwise queues itself again, for the next turn. The first waiter after the
 * marker always goes ahead, so no turn is spent on nothing.
 */
export function createTurnBudget(now: () => number, budgetMs = TURN_BUDGET_MS) {
  let turnBeganAt = 0;
  let waiting = 0;
  let marking = false;
  const markTurn = () => {
    turnBeganAt = now();
    if (waiting > 0) setImmediate(markTurn);
    else marking = false;
  };
  return (): Promise<void> =>
    new Promise((resolve) => {
      waiting++;
      if (!marking) {
        marking = true;
        setImmediate(markTurn);
      }
      const go = () => {
        if (now() - turnBeganAt >= budgetMs) return void setImmediate(go);
        waiting--;
        resolve();
      };
      setImmediate(go);
    });
}

/**
 * Resolves in a later turn of the event loop, after the I/O waiting now, once that turn has room
 * in its budget for more sliced work.
 */
export const nextTurn: () => Promise<void> = createTurnBudget(() => performance.now());

/**
 * Visits each item, `slice` of them per turn (the first slice now), or fewer when they take more
 * than `budgetMs`. A visit that returns false did nothing (a screen that does not show the
 * changed content) and does not count toward the slice.
 */
export async function inSlices<T>(
  items: readonly T[],
  visit: (item: T) => boolean | void,
  slice = SLICE,
  { budgetMs = TURN_BUDGET_MS, now }: { budgetMs?: number; now?: Clock } = {},
): Promise<void> {
  let turn = sliceOfTurn(slice, budgetMs, now);
  for (const item of items) {
    if (turn.full()) {
      await nextTurn();
      turn = sliceOfTurn(slice, budgetMs, now);
    }
    if (visit(item) !== false) turn.count();
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

/**
 * Tasks that come one at a time (each screen's request, read from its socket), run in order,
 * `slice` per turn within the turn's budget, after the I/O waiting: the 10,000 requests one poll
 * can read after an emergency broadcast are answered over several turns, between the other
 * sliced work (the broadcast's notices still being written), instead of all in the turn that read
 * them. Returns the function that queues a task with what to do if it throws: a throwing task
 * must not stop the ones behind it.
 */
export function slicedQueue(slice = SLICE, budgetMs = TURN_BUDGET_MS) {
  type Queued = { task: () => void; onError: (error: unknown) => void };
  let queued: (Queued | undefined)[] = [];
  let next = 0;
  let draining = false;
  const run = ({ task, onError }: Queued) => {
    try {
      task();
    } catch (error) {
      onError(error);
    }
  };
  const drain = async () => {
    while (next < queued.length) {
      await nextTurn();
      const turn = sliceOfTurn(slice, budgetMs);
      while (next < queued.length && !turn.full()) {
        const item = queued[next]!;
        queued[next++] = undefined;
        run(item);
        turn.count();
      }
    }
    queued = [];
    next = 0;
    draining = false;
  };
  return (task: () => void, onError: (error: unknown) => void) => {
    queued.push({ task, onError });
    if (draining) return;
    draining = true;
    void drain();
  };
}
