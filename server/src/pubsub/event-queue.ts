/**
 * One subscriber's pending events, read as an async iterator. Events are ids only and every
 * subscriber reloads current state when it reads one, so an event equal to one still waiting is
 * not queued twice: it moves to the end, and the one reload there sees both changes. That keeps a queue
 * bounded by the number of distinct events (a fan-out to 10,000 screens queues each id once) and
 * costs one Set lookup, where a general-purpose push stream allocates several promises per event.
 */
export class EventQueue<E> implements AsyncIterableIterator<E> {
  private readonly pending = new Map<string, E>();
  private waiting: ((step: IteratorResult<E, undefined>) => void) | undefined;
  private ended = false;

  constructor(private readonly onEnd: () => void) {}

  push(event: E): void {
    if (this.ended) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value: event, done: false });
      return;
    }
    // Moved to the end when already waiting: an event may say what is true from now on (a
    // publish's content), so the latest of equal events must also be the last one read.
    const key = JSON.stringify(event);
    this.pending.delete(key);
    this.pending.set(key, event);
  }

  /**
   * Its reader is waiting in next() with nothing pending: whatever reads it has finished with
   * every event so far.
   */
  get parked(): boolean {
    return this.waiting !== undefined;
  }

  next(): Promise<IteratorResult<E, undefined>> {
    for (const [key, event] of this.pending) {
      this.pending.delete(key);
      return Promise.resolve({ value: event, done: false });
    }
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    // A second concurrent next() is not something for-await does; it would replace the first.
    return new Promise((resolve) => (this.waiting = resolve));
  }

  /** Ends at once, also for a reader waiting in next(). */
  return(): Promise<IteratorResult<E, undefined>> {
    if (!this.ended) {
      this.ended = true;
      this.pending.clear();
      this.onEnd();
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve?.({ value: undefined, done: true });
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<E> {
    return this;
  }
}
