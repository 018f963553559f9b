import { afterEach, describe, expect, it, vi } from 'vitest';
import { noItemSeconds } from '../../engine/index.js';
import { FakeHost } from '../../host/index.js';
import type { GraphQLClient } from '../server-link/graphqlClient.js';
import { createPlayerRuntime, type PlayerRuntimeState } from './playerRuntime.js';
import { SERVER_TIME_EVERY_MS } from './serverClock.js';

afterEach(() => void vi.useRealTimers());

/** A server that hands out one pairing code and answers the time; counts what it was asked. */
function fakeServer(serverTime = '2030-01-01T00:00:00.000Z') {
  const asked: string[] = [];
  const client: GraphQLClient = {
    request: async (document) => {
      const name = /(?:query|mutation) (\w+)/.exec(document.toString())?.[1] ?? '';
      asked.push(name);
      if (name === 'ServerTime') return { serverTime } as never;
      if (name === 'RequestPairingCode')
        return {
          requestPairingCode: {
            pairingCode: '7K3M9QXD',
            pairingSecret: 'secret',
            expiresAt: '2999-01-01T00:00:00Z',
          },
        } as never;
      throw new Error(`not scripted: ${name}`);
    },
    subscribe: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }) as never,
    dispose: () => undefined,
  };
  return { client, asked };
}

function runtimeOn(client: GraphQLClient) {
  return createPlayerRuntime({
    host: new FakeHost(),
    apiUrl: 'https://marquee.test/graphql',
    itemSeconds: noItemSeconds,
    client,
    preloadImages: async () => undefined,
    deliverPlaybackEvents: async () => ({ acknowledgedIds: [] }),
    events: new EventTarget(),
  });
}

describe('the player runtime', () => {
  it('shows a pairing code and the time zone once started', async () => {
    const runtime = runtimeOn(fakeServer().client);
    const states: PlayerRuntimeState[] = [];
    runtime.subscribe((state) => void states.push(state));
    expect(runtime.getState().snapshot).toBeNull();

    runtime.start();
    await vi.waitFor(() =>
      expect(runtime.getState().snapshot?.context.pairing?.code).toBe('7K3M9QXD'),
    );
    // The fake host reports no zone: the runtime's own is used.
    expect(runtime.getState().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(runtime.getState().snapshot?.matches('pairing')).toBe(true);
    expect(states.at(-1)).toBe(runtime.getState());
    runtime.stop();
  });

  it('plays on server time and asks the server again only while started', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00.000Z') - 5_000 });
    const server = fakeServer();
    const runtime = runtimeOn(server.client);
    runtime.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.serverOffsetMs()).toBe(5_000);

    runtime.stop();
    const askedAtStop = server.asked.filter((name) => name === 'ServerTime').length;
    await vi.advanceTimersByTimeAsync(2 * SERVER_TIME_EVERY_MS);
    expect(server.asked.filter((name) => name === 'ServerTime')).toHaveLength(askedAtStop);
  });

  it('starts again after a stop, with the state it had', async () => {
    const runtime = runtimeOn(fakeServer().client);
    runtime.start();
    await vi.waitFor(() => expect(runtime.getState().snapshot?.matches('pairing')).toBe(true));
    runtime.stop();
    expect(runtime.getState().snapshot?.matches('pairing')).toBe(true);

    runtime.start();
    await vi.waitFor(() =>
      expect(runtime.getState().snapshot?.context.pairing?.code).toBe('7K3M9QXD'),
    );
    runtime.stop();
  });
});
