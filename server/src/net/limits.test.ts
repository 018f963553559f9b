import type { RequestListener, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualClock } from '../clock.js';
import { FetchFailed } from './errors.js';
import { guardedFetch, type GuardOptions } from './guardedFetch.js';
import { startCountingServer, type CountingServer } from '../test/net/counting-server.js';

// Time is virtual: the guard's limit runs on the clock it is given, and each test moves that
// clock when its server has seen the request, so nothing waits on real time.

let server: CountingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: RequestListener) {
  server = await startCountingServer('127.0.0.1', handler);
  const options: GuardOptions = {
    resolve: async () => ['127.0.0.1'],
    allowInternal: [{ address: '127.0.0.1', port: server.port }],
  };
  return { url: `http://slow.example:${server.port}/`, options };
}

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

/** Writes 64 KiB at a time, as fast as the reader takes it, until the reader hangs up. */
function streamForever(res: ServerResponse) {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const more = () => {
    while (!res.destroyed && res.write(chunk));
  };
  res.on('drain', more);
  more();
}

describe('the time limit', () => {
  it('ends a fetch the server never answers, at 10 seconds and not before', async () => {
    const clock = new VirtualClock();
    let settled = false;
    let pendingAtJustUnder: boolean | undefined;
    const { url, options } = await serve(() => {
      void (async () => {
        clock.advance(9_999);
        await nextTick();
        pendingAtJustUnder = !settled;
        clock.advance(1);
      })();
    });
    const error = await guardedFetch(url, {}, { ...options, clock })
      .catch((e: unknown) => e)
      .finally(() => (settled = true));
    expect(pendingAtJustUnder).toBe(true);
    expect(error).toBeInstanceOf(FetchFailed);
    expect((error as Error).message).toBe(
      'The page could not be reached: it did not answer within 10 seconds.',
    );
  });

  it('covers the body too, with the limit given', async () => {
    const clock = new VirtualClock();
    const { url, options } = await serve((_req, res) => {
      res.writeHead(200).write('the start of a page that never ends');
      setImmediate(() => clock.advance(200));
    });
    const fetching = guardedFetch(url, {}, { ...options, clock, timeLimitMs: 200 });
    await expect(fetching).rejects.toThrow(
      'The page could not be reached: it did not answer within 200 ms.',
    );
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const { url, options } = await serve(() => controller.abort());
    const fetching = guardedFetch(url, {}, { ...options, signal: controller.signal });
    await expect(fetching).rejects.toThrow(
      'The page could not be reached: the fetch was cancelled.',
    );
  });
});

describe('the size limit', () => {
  it('stops reading a body that never ends at 2 MB and hangs up', async () => {
    let hungUp!: () => void;
    const closed = new Promise<void>((resolve) => (hungUp = resolve));
    const { url, options } = await serve((_req, res) => {
      res.on('close', hungUp);
      streamForever(res);
    });
    const error = await guardedFetch(url, {}, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailed);
    expect((error as Error).message).toBe('The page could not be fetched: it is larger than 2 MB.');
    await closed;
  });

  it('refuses a declared length over the limit without reading on', async () => {
    const { url, options } = await serve((_req, res) => {
      res.writeHead(200, { 'content-length': String(3 * 1024 * 1024) }).write('x');
    });
    await expect(guardedFetch(url, {}, options)).rejects.toThrow(
      'The page could not be fetched: it is larger than 2 MB.',
    );
  });

  it('returns a body up to the limit given, and not a byte more', async () => {
    const { url, options } = await serve((req, res) =>
      res.end(req.url === '/?long' ? '0123456789A' : '0123456789'),
    );
    const page = await guardedFetch(url, {}, { ...options, sizeLimitBytes: 10 });
    expect(page.body.toString()).toBe('0123456789');
    await expect(
      guardedFetch(`${url}?long`, {}, { ...options, sizeLimitBytes: 10 }),
    ).rejects.toThrow('The page could not be fetched: it is larger than 10 bytes.');
  });

  it('reads only the headers when asked, whatever the body', async () => {
    let hungUp!: () => void;
    const closed = new Promise<void>((resolve) => (hungUp = resolve));
    const { url, options } = await serve((_req, res) => {
      res.on('close', hungUp);
      res.setHeader('x-frame-options', 'DENY');
      streamForever(res);
    });
    const page = await guardedFetch(url, { read: 'headers' }, options);
    expect(page.status).toBe(200);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body.length).toBe(0);
    await closed;
  });
});
