/**
 * One subscriber's pending events, read as an async iterator or handed to a consumer. Events are
 * ids only and every subscriber reloads current state when it reads one, so an event equal to one
 * still waiting is not queued twice: it moves to the end, and the one reload there sees both
 * changes. That keeps a queue bounded by the number of distinct events (a fan-out to 10,000
 * screens queues each id once) and costs one Set lookup, where a general-purpose push stream
 * allocates several promises per event.
 */
export class EventQueue<E> implements AsyncIterableIterator<E> {
  /** Made when an event first has to wait: most queues of idle screens never hold one. */
  private pending: Map<string, E> | undefined;
  private waiting: ((step: IteratorResult<E, undefined>) => void) | undefined;
  private consumer: Consumer<E> | undefined;
  /** The consumer has an event in hand (or one is about to be handed over). */
  private handling = false;
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
    this.pending ??= new Map<string, E>();
    this.pending.delete(key);
    this.pending.set(key, event);
    this.handOver();
  }

  /**
   * Its reader is waiting in next(), or its consumer is idle, with nothing pending: whatever
   * reads it has finished with every event so far.
   */
  get parked(): boolean {
    return this.waiting !== undefined || (this.consumer !== undefined && !this.handling);
  }

  next(): Promise<IteratorResult<E, undefined>> {
    const taken = this.take();
    if (taken) return Promise.resolve({ value: taken.event, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    // A second concurrent next() is not something for-await does; it would replace the first.
    return new Promise((resolve) => (this.waiting = resolve));
  }

  /**
   * Hands each event to the consumer instead of to a reader of next(): one at a time, in order,
   * the next once the last one's handling settled, never inside the push that brought it (a
   * publisher telling 10,000 screens goes on to the next). A stream that writes its own results
   * then holds nothing while it waits, where a reader holds a suspended chain of promises. A
   * handling that fails ends the queue, and the consumer hears why.
   */
  consume(consumer: Consumer<E>): void {
    this.consumer = consumer;
    if (this.ended) consumer.ended();
    else this.handOver();
  }

  /** Ends at once, also for a reader waiting in next() or a consumer. */
  return(): Promise<IteratorResult<E, undefined>> {
    if (!this.ended) {
      this.ended = true;
      this.pending = undefined;
      this.onEnd();
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve?.({ value: undefined, done: true });
      this.consumer?.ended();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  /** Ended: nothing more is handed over, and what a handling in progress makes is not wanted. */
  get isEnded(): boolean {
    return this.ended;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<E> {
    return this;
  }

  /** The oldest pending event, taken off the queue. */
  private take(): { event: E } | undefined {
    const pending = this.pending;
    if (!pending) return undefined;
    for (const [key, event] of pending) {
      pending.delete(key);
      // Dropped once empty, so a burst does not leave every screen holding an empty map.
      if (pending.size === 0) this.pending = undefined;
      return { event };
    }
    return undefined;
  }

  /** Starts the consumer on what is pending, in a microtask, unless it is busy already. */
  private handOver(): void {
    if (!this.consumer || this.handling || !this.pending) return;
    this.handling = true;
    queueMicrotask(() => this.handleNext());
  }

  private handleNext(): void {
    const taken = this.ended ? undefined : this.take();
    if (!taken) {
      this.handling = false;
      return;
    }
    let handled: Promise<void> | void;
    try {
      handled = this.consumer!.handle(taken.event);
    } catch (error) {
      this.fail(error);
      return;
    }
    if (handled)
      handled.then(
        () => this.handleNext(),
        (error: unknown) => this.fail(error),
      );
    else this.handleNext();
  }

  private fail(error: unknown): void {
    this.handling = false;
    if (this.ended) return; // Ended while handling (the subscriber left): no one to tell.
    const consumer = this.consumer!;
    this.consumer = undefined;
    void this.return();
    consumer.failed(error);
  }
}

/** What consumes an EventQueue (EventQueue.consume). */
export interface Consumer<E> {
  /** Handles one event; the next comes once the returned promise settles. */
  handle(event: E): Promise<void> | void;
  /** The queue ended (returned). A handling in progress goes on, and should see isEnded. */
  ended(): void;
  /** A handling failed: the queue has ended. */
  failed(error: unknown): void;
}

/** The end of a stream, as its iterators answer it. */
export type Done = IteratorResult<never, undefined>;
export const DONE: Done = { value: undefined, done: true };

/**
 * The iterator graphql-ws runs for a stream that writes its results to the socket itself: each
 * event is made into a result (`produce`; undefined: nothing to tell) and written, unless the
 * stream ended meanwhile. It starts when graphql-ws first asks for a result, and that ask settles
 * only when the queue ends (done; graphql-ws sends `complete`) or a result fails (rejected;
 * graphql-ws sends the error). Ending it ends the queue. An idle screen's stream then holds one
 * promise, where pulling results through the iterator held a suspended chain of them.
 */
export function consumedStream<E, R>(
  queue: EventQueue<E>,
  produce: (event: E) => Promise<R | undefined>,
  write: (result: R) => void,
): AsyncIterableIterator<never> {
  const handle = async (event: E) => {
    const result = await produce(event);
    if (result !== undefined && !queue.isEnded) write(result);
  };
  let over: Promise<Done> | undefined;
  const iterator: AsyncIterableIterator<never> = {
    next: () =>
      (over ??= new Promise<Done>((resolve, reject) =>
        queue.consume({ handle, ended: () => resolve(DONE), failed: reject }),
      )),
    return: async () => {
      await queue.return();
      return DONE;
    },
    [Symbol.asyncIterator]: returnThis,
  };
  return iterator;
}

/** `[Symbol.asyncIterator]` of an iterator that is its own iterable, shared by all of them. */
export function returnThis<T>(this: T): T {
  return this;
}
