import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { guardedFetch, type GuardOptions } from './guardedFetch.js';
import { startCountingServer, type CountingServer } from '../test/net/counting-server.js';

// A form POST (an OAuth code exchange) goes through the same guard as a GET; what differs is
// what happens on a redirect: the form is never sent a second time.

interface Seen {
  method: string;
  path: string;
  type: string | undefined;
  body: string;
}

let server: CountingServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString();
}

/** A site that redirects /redirect/<status> to /landed and records every request it gets. */
async function site() {
  const seen: Seen[] = [];
  server = await startCountingServer('127.0.0.1', (req, res) => {
    void bodyOf(req).then((body) => {
      const path = req.url ?? '/';
      seen.push({ method: req.method ?? '', path, type: req.headers['content-type'], body });
      const status = /^\/redirect\/(\d+)$/.exec(path)?.[1];
      if (status) return res.writeHead(Number(status), { location: '/landed' }).end();
      res.end(`${req.method} ${path}`);
    });
  });
  const options: GuardOptions = {
    resolve: async () => ['127.0.0.1'],
    allowInternal: [{ address: '127.0.0.1', port: server.port }],
  };
  return { base: `http://api.example:${server.port}`, options, seen };
}

const form = new URLSearchParams({ client_id: 'app', code: 'a&b=c' });

describe('a form POST', () => {
  it('sends the form url-encoded and returns the answer', async () => {
    const { base, options, seen } = await site();
    const page = await guardedFetch(`${base}/token`, { method: 'POST', form }, options);
    expect(page.body.toString()).toBe('POST /token');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/token',
        type: 'application/x-www-form-urlencoded',
        body: 'client_id=app&code=a%26b%3Dc',
      },
    ]);
  });

  it.each([301, 302, 303])('follows a %i as a GET without the form', async (status) => {
    const { base, options, seen } = await site();
    const page = await guardedFetch(
      `${base}/redirect/${status}`,
      { method: 'POST', form },
      options,
    );
    expect(page.body.toString()).toBe('GET /landed');
    expect(seen[1]).toEqual({ method: 'GET', path: '/landed', type: undefined, body: '' });
  });

  it.each([307, 308])('stops at a %i rather than send the form again', async (status) => {
    const { base, options, seen } = await site();
    const fetching = guardedFetch(`${base}/redirect/${status}`, { method: 'POST', form }, options);
    await expect(fetching).rejects.toThrow(
      'The page could not be reached: it redirected a form to another address.',
    );
    expect(seen.map((s) => s.path)).toEqual([`/redirect/${status}`]);
  });

  it('still follows a 307 of a GET with the same method', async () => {
    const { base, options } = await site();
    const page = await guardedFetch(`${base}/redirect/307`, {}, options);
    expect(page.body.toString()).toBe('GET /landed');
  });
});
