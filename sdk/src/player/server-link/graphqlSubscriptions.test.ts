import { describe, expect, it } from 'vitest';
import { firstValueFrom, take, toArray } from 'rxjs';
import { CurrentDeviceChangedDocument, PairingStateDocument } from '../graphql/generated.js';
import { FakeSocketServer } from '../../testing/fakeWebSocket.js';
import { createGraphQLClient, errorCodeOf } from './graphqlClient.js';

function client(server: FakeSocketServer) {
  return createGraphQLClient({
    apiUrl: 'https://marquee.test/graphql',
    fetch: () => Promise.reject(new Error('no HTTP here')),
    webSocketImpl: server.WebSocket,
    // A macrotask per retry: immediate, yet leaves the test room to change the server between tries.
    retryWait: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
  });
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A connection attempt or retry takes one macrotask, so a client that has not subscribed after a
// hundred never will; polling without a bound would leave the test to its hang timeout.
const MAX_SETTLES = 100;

/** Lets the client run until `socket()` has sent its subscribe, then asserts that it has. */
async function untilSubscribed(socket: () => FakeSocketServer['sockets'][number] | undefined) {
  const subscribed = () => socket()?.sent.some((m) => m.type === 'subscribe') ?? false;
  for (let i = 0; i < MAX_SETTLES && !subscribed(); i++) await settle();
  expect(subscribed(), 'the client subscribed on the socket').toBe(true);
}

describe('GraphQL subscriptions', () => {
  it('authenticates the socket with the device token and delivers events', async () => {
    const server = new FakeSocketServer();
    const events = firstValueFrom(
      client(server)
        .subscribe(CurrentDeviceChangedDocument, {}, { token: 'mqd_t' })
        .pipe(take(1), toArray()),
    );
    await settle();
    const socket = server.sockets[0]!;
    expect(socket.url).toBe('wss://marquee.test/graphql');
    expect(socket.sent[0]).toEqual({
      type: 'connection_init',
      payload: { authorization: 'Bearer mqd_t' },
    });
    expect(socket.sent[1]?.payload?.query).toContain('subscription CurrentDeviceChanged');
    socket.next({ currentDeviceChanged: { _id: 'd1', name: 'Lobby', publishedContent: null } });
    expect(await events).toEqual([
      { currentDeviceChanged: { _id: 'd1', name: 'Lobby', publishedContent: null } },
    ]);
  });

  it('keeps retrying while the server is down, then subscribes', async () => {
    const server = new FakeSocketServer();
    server.mode = { type: 'fail' };
    const first = firstValueFrom(
      client(server).subscribe(PairingStateDocument, { pairingSecret: 's' }),
    );
    for (let i = 0; i < 5; i++) await settle();
    expect(server.sockets.length).toBeGreaterThan(2);
    server.mode = { type: 'accept' };
    await untilSubscribed(() => server.sockets.at(-1));
    server.sockets.at(-1)!.next({ pairingState: { status: 'PAIRED' } });
    expect(await first).toEqual({ pairingState: { status: 'PAIRED' } });
  });

  it('reports a refused token as UNAUTHENTICATED instead of retrying', async () => {
    const server = new FakeSocketServer();
    server.mode = { type: 'close', code: 4403, reason: 'Forbidden' };
    const error = await firstValueFrom(
      client(server).subscribe(CurrentDeviceChangedDocument, {}, { token: 'bad' }),
    ).catch((e: unknown) => e);
    expect(errorCodeOf(error)).toBe('UNAUTHENTICATED');
    expect(server.sockets).toHaveLength(1);
  });

  it('tells the subscriber when the socket drops and again when it is back', async () => {
    const server = new FakeSocketServer();
    const seen: string[] = [];
    const subscription = client(server)
      .subscribe(
        CurrentDeviceChangedDocument,
        {},
        {
          token: 'mqd_t',
          onDisconnected: () => seen.push('lost'),
          onReconnected: () => seen.push('back'),
        },
      )
      .subscribe();
    await untilSubscribed(() => server.sockets[0]);
    server.sockets[0]!.close(1006, 'gone');
    await untilSubscribed(() => server.sockets[1]);
    expect(seen).toEqual(['lost', 'back']);
    subscription.unsubscribe();
  });
});
