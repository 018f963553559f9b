import { DONE, returnThis, type Done } from './event-queue.js';

/**
 * Maps a pub/sub event stream to values for a subscription, skipping events that map to
 * undefined. Pull-based (an event is read and mapped when the subscriber asks for the next
 * value) and without a push buffer of its own: a publish that wakes 10,000 subscriptions costs
 * one promise chain each. Ending it ends the source at once.
 */
export function mapEvents<E, R>(
  source: AsyncIterableIterator<E>,
  map: (event: E) => Promise<R | undefined>,
): AsyncIterableIterator<R> {
  let ended = false;
  const end = async (): Promise<Done> => {
    if (!ended) {
      ended = true;
      await source.return?.();
    }
    return DONE;
  };
  const iterator: AsyncIterableIterator<R> = {
    async next(): Promise<IteratorResult<R, undefined>> {
      while (!ended) {
        const step = await source.next();
        if (step.done) return end();
        let value: R | undefined;
        try {
          value = await map(step.value);
        } catch (error) {
          // A read that fails after the subscriber has gone (a server shutting down closes its
          // database under open subscriptions) has no one left to tell; otherwise the client
          // hears it, and the stream is over.
          if (ended) return DONE;
          await end();
          throw error;
        }
        if (ended) break;
        if (value !== undefined) return { value, done: false };
      }
      return DONE;
    },
    return: end,
    [Symbol.asyncIterator]: returnThis,
  };
  return iterator;
}

/** The source's events, after `first`: a subscription that opens with the current state. */
export function startWith<E>(first: E, source: AsyncIterableIterator<E>): AsyncIterableIterator<E> {
  let started = false;
  const iterator: AsyncIterableIterator<E> = {
    next() {
      if (started) return source.next();
      started = true;
      return Promise.resolve({ value: first, done: false });
    },
    return: async () => {
      started = true;
      return (await source.return?.()) ?? DONE;
    },
    [Symbol.asyncIterator]: returnThis,
  };
  return iterator;
}
