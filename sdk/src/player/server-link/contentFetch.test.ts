import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostFetch } from '../../host/index.js';
import { FakeSocketServer, type FakeSocket } from '../../testing/fakeWebSocket.js';
import { CurrentDeviceChangedDocument } from '../graphql/generated.js';
import { fetchContentVersion, spreadWait } from './contentFetch.js';
import { createGraphQLClient, errorCodeOf } from './graphqlClient.js';

describe("a screen's wait before it fetches an announced version", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether the wait for `spreadMs`, with the random draw `draw`, has ended after `ms`. */
  async function endedAfter(spreadMs: number, draw: number, ms: number): Promise<boolean> {
    let ended = false;
    void spreadWait(spreadMs, () => draw).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(ms);
    return ended;
  }

  it('is never in the first fifth of the spread, while the server still tells the others', async () => {
    // 10,000 screens told: a 5 s spread. The earliest screen waits a second.
    expect(await endedAfter(5000, 0, 999)).toBe(false);
    expect(await endedAfter(5000, 0, 1000)).toBe(true);
  });

  it('spreads the rest over the whole window', async () => {
    expect(await endedAfter(5000, 0.5, 2999)).toBe(false);
    expect(await endedAfter(5000, 0.5, 3000)).toBe(true);
    expect(await endedAfter(5000, 0.999, 4996)).toBe(true);
  });

  it('fetches at once when the screen is told alone', async () => {
    expect(await endedAfter(0, 0.7, 0)).toBe(true);
  });
});

describe("a screen's fetch of an announced version", () => {
  const PATH = '/api/content/a1/-/playlist/p1/' + 'ab'.repeat(32);
  const CONTENT = { collectionName: 'playlist', entityId: 'p1', content: { playlists: [] } };

  /** The player's client on a scripted socket; HTTP answers CONTENT and records each GET. */
  function link() {
    const server = new FakeSocketServer();
    const gets: string[] = [];
    const fetch: HostFetch = (url) => {
      gets.push(String(url));
      return Promise.resolve(new Response(JSON.stringify(CONTENT), { status: 200 }));
    };
    const client = createGraphQLClient({
      apiUrl: 'https://marquee.test/graphql',
      fetch,
      webSocketImpl: server.WebSocket,
      retryWait: () => new Promise<void>(() => undefined),
    });
    const fetchVersion = () =>
      fetchContentVersion(fetch, 'https://marquee.test/graphql', PATH, { client, token: 'mqd_t' });
    return { server, gets, client, fetchVersion };
  }

  /** Opens the device's socket, as its subscriptions do, and lets it be acknowledged. */
  async function connected({ server, client }: ReturnType<typeof link>) {
    client.subscribe(CurrentDeviceChangedDocument, {}, { token: 'mqd_t' }).subscribe();
    for (let i = 0; i < 10; i++) await new Promise<void>((resolve) => setTimeout(resolve, 0));
    expect(server.sockets[0]?.sent.map((m) => m.type)).toEqual(['connection_init', 'subscribe']);
    return server.sockets[0]!;
  }

  /** The operation the fetch sent on the socket, once it has. */
  async function asked(socket: FakeSocket) {
    for (let i = 0; i < 10 && socket.sent.length < 3; i++) await Promise.resolve();
    return socket.sent[2];
  }

  it('GETs the address when the device has no open socket', async () => {
    const screen = link();
    expect(await screen.fetchVersion()).toEqual(CONTENT);
    expect(screen.gets).toEqual([`https://marquee.test${PATH}`]);
    expect(screen.server.sockets).toHaveLength(0);
  });

  it('asks over the open socket instead, and makes no request of its own', async () => {
    const screen = link();
    const socket = await connected(screen);
    const fetched = screen.fetchVersion();
    expect(await asked(socket)).toMatchObject({
      type: 'subscribe',
      payload: { query: expect.stringContaining('contentAt(url: $url)'), variables: { url: PATH } },
    });
    socket.next({ contentAt: CONTENT });
    expect(await fetched).toEqual(CONTENT);
    expect(screen.gets).toEqual([]);
  });

  it('fails as the GET would when the version is no longer current', async () => {
    const screen = link();
    const socket = await connected(screen);
    const fetched = screen.fetchVersion().catch((error: unknown) => error);
    await asked(socket);
    socket.errors([
      { message: 'This content version is no longer current', extensions: { code: 'NOT_FOUND' } },
    ]);
    expect(errorCodeOf(await fetched)).toBe('NOT_FOUND');
  });

  it('fails with a network error when the socket drops first, and then GETs', async () => {
    const screen = link();
    const socket = await connected(screen);
    const fetched = screen.fetchVersion().catch((error: unknown) => error);
    await asked(socket);
    socket.close(1006, 'gone');
    expect(errorCodeOf(await fetched)).toBe('NETWORK_ERROR');
    expect(await screen.fetchVersion()).toEqual(CONTENT);
    expect(screen.gets).toHaveLength(1);
  });
});
