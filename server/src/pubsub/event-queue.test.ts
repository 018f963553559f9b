import { describe, expect, it } from 'vitest';
import { consumedStream, EventQueue } from './event-queue.js';

/** Resolves once the microtasks queued so far (and those they queue) have run. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A promise and the function that resolves it, for a handling the test finishes by hand. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('an event queue handed to a consumer', () => {
  it('hands events over one at a time, in order, equal waiting ones once', async () => {
    let ended = 0;
    const queue = new EventQueue<string>(() => ended++);
    const handled: string[] = [];
    const busy = deferred();
    queue.consume({
      handle: (event) => {
        handled.push(event);
        return event === 'a' ? busy.promise : undefined;
      },
      ended: () => {},
      failed: () => {},
    });
    queue.push('a');
    // Not inside the push: a publisher telling many screens goes on to the next.
    expect(handled).toEqual([]);
    await settled();
    expect(handled).toEqual(['a']);
    expect(queue.parked).toBe(false);
    queue.push('b');
    queue.push('c');
    queue.push('b');
    await settled();
    expect(handled).toEqual(['a']);
    busy.resolve();
    await settled();
    // 'b' heard twice while 'a' was handled is read once, after 'c' (the later one counts).
    expect(handled).toEqual(['a', 'c', 'b']);
    expect(queue.parked).toBe(true);
    await queue.return();
    expect(ended).toBe(1);
  });

  it('ends, and tells the consumer why, when a handling fails', async () => {
    let ended = 0;
    const queue = new EventQueue<string>(() => ended++);
    const failures: unknown[] = [];
    queue.consume({
      handle: () => Promise.reject(new Error('database gone')),
      ended: () => {},
      failed: (error) => failures.push(error),
    });
    queue.push('a');
    await settled();
    expect(failures).toEqual([new Error('database gone')]);
    expect(ended).toBe(1);
    expect(queue.isEnded).toBe(true);
  });
});

describe('the stream graphql-ws holds for results written by the server', () => {
  it('writes each result, starts when first asked, and is done when ended', async () => {
    let ended = 0;
    const queue = new EventQueue<number>(() => ended++);
    const written: string[] = [];
    const stream = consumedStream(
      queue,
      async (n) => (n > 0 ? `result ${n}` : undefined),
      (result) => written.push(result),
    );
    queue.push(1);
    await settled();
    expect(written).toEqual([]);
    const over = stream.next();
    await settled();
    expect(written).toEqual(['result 1']);
    queue.push(0);
    queue.push(2);
    await settled();
    expect(written).toEqual(['result 1', 'result 2']);
    await stream.return!();
    expect(await over).toEqual({ value: undefined, done: true });
    expect(ended).toBe(1);
  });

  it("drops a result made after it ended: nothing follows graphql-ws's complete", async () => {
    const queue = new EventQueue<number>(() => {});
    const written: string[] = [];
    const reading = deferred();
    const stream = consumedStream(
      queue,
      async (n) => {
        await reading.promise;
        return `result ${n}`;
      },
      (result) => written.push(result),
    );
    const over = stream.next();
    queue.push(1);
    await settled();
    await stream.return!();
    reading.resolve();
    await settled();
    expect(await over).toEqual({ value: undefined, done: true });
    expect(written).toEqual([]);
  });

  it('rejects what graphql-ws waits on when a result fails, so the client hears the error', async () => {
    const queue = new EventQueue<number>(() => {});
    const stream = consumedStream(
      queue,
      () => Promise.reject(new Error('no such screen')),
      () => {},
    );
    const over = stream.next();
    queue.push(1);
    await expect(over).rejects.toThrow('no such screen');
  });
});
