import { Repeater } from 'graphql-yoga';

/**
 * Maps a pub/sub event stream to values for a subscription, skipping events that map to
 * undefined. Built on Repeater so that a client unsubscribing ends the source at once (a bare
 * async generator would hang in `await source.next()` until the next event).
 */
export function mapEvents<E, R>(
  source: AsyncIterableIterator<E>,
  map: (event: E) => Promise<R | undefined>,
): AsyncIterableIterator<R> {
  return new Repeater<R>(async (push, stop) => {
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      return source.return?.();
    });
    try {
      for await (const event of source) {
        const value = await map(event);
        if (value !== undefined) await push(value);
      }
      stop();
    } catch (error) {
      // A read that fails after the subscriber has gone (a server shutting down closes its
      // database under open subscriptions) has no one left to tell; otherwise the client hears it.
      if (!stopped) stop(error);
    }
  });
}

/** The source's events, after `first`: a subscription that opens with the current state. */
export function startWith<E>(first: E, source: AsyncIterableIterator<E>): AsyncIterableIterator<E> {
  return new Repeater<E>(async (push, stop) => {
    void stop.then(() => source.return?.());
    await push(first);
    for await (const event of source) await push(event);
    stop();
  });
}
