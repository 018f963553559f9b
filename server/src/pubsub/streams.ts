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
    void stop.then(() => source.return?.());
    for await (const event of source) {
      const value = await map(event);
      if (value !== undefined) await push(value);
    }
    stop();
  });
}
