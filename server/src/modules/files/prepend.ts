/**
 * An event stream that first yields `initial`: a subscriber gets the current state at once, and
 * no change can slip between its query and its subscription.
 */
export function prepend<E>(initial: E, source: AsyncIterableIterator<E>): AsyncIterableIterator<E> {
  let first = true;
  const iterator: AsyncIterableIterator<E> = {
    next() {
      if (first) {
        first = false;
        return Promise.resolve({ value: initial, done: false });
      }
      return source.next();
    },
    return(value?: unknown) {
      return source.return?.(value) ?? Promise.resolve({ value: undefined, done: true });
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
