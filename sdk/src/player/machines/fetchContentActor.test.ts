import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { FakeHost } from '../../host/fakeHost.js';
import type { GraphQLClient } from '../server-link/graphqlClient.js';
import type { KeptMedia } from '../storage/keptMedia.js';
import { createPlayerActors } from './playerActors.js';

const URL_PATH = '/api/content/a1/-/playlist/p1/' + 'cd'.repeat(32);
const CONTENT = { collectionName: 'playlist', entityId: 'p1', content: { playlists: [] } };

/** The announced version fetched by a player whose media is kept by `keptMedia`. */
async function fetchAnnounced(keptMedia: KeptMedia | null) {
  const gets: string[] = [];
  const host = new FakeHost({
    fetch: (url) => {
      gets.push(String(url));
      return Promise.resolve(new Response(JSON.stringify(CONTENT), { status: 200 }));
    },
  });
  const overSocket = vi.fn(() => Promise.resolve({ contentAt: CONTENT }));
  const client = {
    request: vi.fn(),
    subscribe: vi.fn(),
    requestOverSocket: overSocket,
    dispose: vi.fn(),
  } as unknown as GraphQLClient;
  const actors = createPlayerActors({
    host,
    client,
    preloadImages: () => Promise.resolve(),
    keptMedia,
    apiUrl: 'https://marquee.test/graphql',
  });
  const version = { hash: 'cd'.repeat(32), url: URL_PATH, spreadMs: 0 };
  const actor = createActor(actors.fetchContent, {
    input: { token: 'mqd_t', version, deviceName: 'Lobby' },
  }).start();
  const fetched = await toPromise(actor);
  return { fetched, gets, overSocket };
}

describe('the fetch of an announced content version', () => {
  it('goes over the socket on a player that keeps its content itself (TVs, Android)', async () => {
    const { fetched, gets, overSocket } = await fetchAnnounced({} as KeptMedia);
    expect(fetched.playable).toEqual(CONTENT);
    expect(overSocket).toHaveBeenCalledWith(
      expect.anything(),
      { url: URL_PATH },
      { token: 'mqd_t' },
    );
    expect(gets).toEqual([]);
  });

  it('is a GET on the browser player, whose service worker keeps what it GETs', async () => {
    const { fetched, gets, overSocket } = await fetchAnnounced(null);
    expect(fetched.playable).toEqual(CONTENT);
    expect(gets).toEqual([`https://marquee.test${URL_PATH}`]);
    expect(overSocket).not.toHaveBeenCalled();
  });
});
