import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EVENT_WITHIN_MS, TestServer } from '../test/harness.js';
import { FOREIGN_COOKIE_REFUSED, FOREIGN_ORIGIN_REFUSED } from './origins.js';

// A browser attaches the session cookie to a socket any page opens to this server; the upgrade
// checks the page's Origin against the origins CORS allows, over a real WebSocket.
const EVIL = 'http://evil.example';
const KIOSK = 'https://kiosk.example';

type Opened =
  | { refused: false; ask(query: string): Promise<unknown> }
  | { refused: true; status: number; body: string };

/** Opens a graphql-ws socket with these upgrade headers; answers once acknowledged or refused. */
function openSocket(
  url: string,
  headers: Record<string, string>,
  connectionParams?: Record<string, unknown>,
): Promise<Opened> {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', {
    headers,
  });
  const messages: Record<string, unknown>[] = [];
  const waiting: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse((data as Buffer).toString('utf8')) as Record<string, unknown>);
    for (const wake of waiting.splice(0)) wake();
  });
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message`)), EVENT_WITHIN_MS);
      const look = () => {
        const index = messages.findIndex((m) => m.type === type);
        if (index < 0) return void waiting.push(look);
        clearTimeout(timer);
        resolve(messages.splice(index, 1)[0]!);
      };
      look();
    });
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_req, res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ refused: true, status: res.statusCode ?? 0, body }));
    });
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams }));
      void next('connection_ack').then(() =>
        resolve({
          refused: false,
          async ask(query) {
            socket.send(JSON.stringify({ id: query, type: 'subscribe', payload: { query } }));
            const answer = await next('next');
            socket.close();
            return (answer.payload as { data: unknown }).data;
          },
        }),
      );
    });
  });
}

const CURRENT_USER = '{ currentUser { email { email } } }';
const ADMIN = { currentUser: { email: { email: 'admin@marquee.local' } } };

describe('WebSocket Origin', () => {
  let t: TestServer;
  let cookie: string;
  let device: { deviceId: string; deviceToken: string };
  beforeAll(async () => {
    t = await TestServer.start({ CORS_ORIGINS: KIOSK });
    const token = await t.signIn();
    cookie = `screens_token=${token}`;
    device = await t.pairDevice(token);
  });
  afterAll(() => t?.close());

  it("refuses a foreign page's socket that carries the session cookie (403)", async () => {
    expect(await openSocket(t.url, { cookie, origin: EVIL })).toEqual({
      refused: true,
      status: 403,
      body: FOREIGN_COOKIE_REFUSED,
    });
  });

  it('refuses the cookie from allowed origins too: CORS never grants them cookies', async () => {
    for (const origin of ['null', KIOSK])
      expect(await openSocket(t.url, { cookie, origin })).toMatchObject({ status: 403 });
  });

  it("opens the console's socket (same origin) with the cookie", async () => {
    const opened = await openSocket(t.url, { cookie, origin: t.url });
    if (opened.refused) throw new Error(`refused: ${opened.body}`);
    expect(await opened.ask(CURRENT_USER)).toEqual(ADMIN);
  });

  it('opens a socket without Origin (a program, not a page) with the cookie', async () => {
    const opened = await openSocket(t.url, { cookie });
    if (opened.refused) throw new Error(`refused: ${opened.body}`);
    expect(await opened.ask(CURRENT_USER)).toEqual(ADMIN);
  });

  it('opens players with a device token from file:// (null) and allowed origins', async () => {
    for (const origin of ['null', KIOSK]) {
      const opened = await openSocket(
        t.url,
        { origin },
        { authorization: `Bearer ${device.deviceToken}` },
      );
      if (opened.refused) throw new Error(`${origin} refused: ${opened.body}`);
      expect(await opened.ask('{ currentDevice { _id } }')).toEqual({
        currentDevice: { _id: device.deviceId },
      });
    }
  });

  it('refuses pages of origins CORS does not allow, as HTTP does', async () => {
    const opened = await openSocket(
      t.url,
      { origin: EVIL },
      { authorization: `Bearer ${device.deviceToken}` },
    );
    expect(opened).toEqual({ refused: true, status: 403, body: FOREIGN_ORIGIN_REFUSED });
  });
});

describe('WebSocket Origin behind a proxy that rewrites Host', () => {
  let t: TestServer;
  beforeAll(
    async () => void (t = await TestServer.start({ PUBLIC_URL: 'https://signage.example' })),
  );
  afterAll(() => t?.close());

  it("counts PUBLIC_URL's origin as the site's own", async () => {
    const cookie = `screens_token=${await t.signIn()}`;
    const opened = await openSocket(t.url, { cookie, origin: 'https://signage.example' });
    if (opened.refused) throw new Error(`refused: ${opened.body}`);
    expect(await opened.ask(CURRENT_USER)).toEqual(ADMIN);
  });
});
