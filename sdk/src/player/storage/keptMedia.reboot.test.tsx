// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Subject, type Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeHost, type FakeFileStore } from '../../host/index.js';
import { sha256Hex } from '../../host/localFiles.js';
import { PlayerApp } from '../../render/PlayerApp.js';
import { imagePlaylistContent } from '../../testing/playableFixtures.js';
import { servingFetch } from '../../testing/servingFetch.js';
import { defaultWidgets } from '../../widgets/index.js';
import { CREDENTIALS_KEY } from '../credentials.js';
import type { GraphQLClient } from '../server-link/graphqlClient.js';
import { KEPT_CONTENT_KEY, MEDIA_FILE_PREFIX } from './keptMedia.js';

afterEach(cleanup);

const ORIGIN = 'http://screens.test';
const BYTES: Record<string, Uint8Array> = {
  a: new Uint8Array(400).fill(1),
  b: new Uint8Array(300).fill(2),
};

/** The same content version (v1) on every boot: two pictures, with their real checksums. */
async function contentV1() {
  const data = imagePlaylistContent([{ id: 'a' }, { id: 'b' }], { playlistId: 'p' });
  for (const file of data.content.files) {
    file.playbackChecksum = await sha256Hex(BYTES[file._id]!);
    file.fileSizeInBytes = BYTES[file._id]!.length;
  }
  return new TextEncoder().encode(JSON.stringify(data));
}

/** A server that always answers content version v1; `serving` says which pictures it serves. */
async function server(serving: string[]) {
  const files = new Map<string, Uint8Array>([[`${ORIGIN}/api/content/p/v1`, await contentV1()]]);
  for (const id of serving) files.set(`${ORIGIN}/blobs/${id}.png`, BYTES[id]!);
  const serve = servingFetch(files);
  const fetched: string[] = [];
  const client: GraphQLClient = {
    request: async () =>
      ({
        currentDevice: {
          _id: 'd1',
          name: 'Lobby',
          publishedContent: { collectionName: 'playlist', entityId: 'p' },
        },
        currentContentVersion: { hash: 'v1', url: '/api/content/p/v1', spreadMs: 0 },
      }) as never,
    subscribe: () => new Subject() as unknown as Observable<never>,
    dispose: () => undefined,
  };
  const fetch = (input: string, init?: RequestInit) => {
    fetched.push(input);
    return serve(input, init);
  };
  return { client, fetch, fetched };
}

/** Boots a player on `host`; what it warns about lands in the returned list. */
function boot(host: FakeHost, client: GraphQLClient): string[] {
  const warnings: string[] = [];
  render(
    <PlayerApp
      host={host}
      widgets={defaultWidgets}
      apiUrl={`${ORIGIN}/graphql`}
      client={client}
      preloadImages={async () => {}}
      logger={{ warn: (message) => void warnings.push(message) }}
    />,
  );
  return warnings;
}

const keptMedia = (store: FakeFileStore) =>
  [...store.keys()].filter((name) => name.startsWith(MEDIA_FILE_PREFIX)).sort();

describe('kept media across a reboot', () => {
  it('fetches again the file the last boot could not keep, when the server answers the same content', async () => {
    const fileStore = new Map() as FakeFileStore;
    const stateStore = new Map<string, string>();
    const credentials = { [CREDENTIALS_KEY]: { deviceId: 'd1', deviceToken: 'mqd_abc' } };
    const nameOf = async (id: string) => `${MEDIA_FILE_PREFIX}${await sha256Hex(BYTES[id]!)}`;

    // First boot: picture b cannot be fetched, so only a is kept; b plays from the network and
    // the content is remembered as it is.
    const first = await server(['a']);
    const firstHost = new FakeHost({
      fetch: first.fetch,
      fileStore,
      stateStore,
      state: credentials,
    });
    const warnings = boot(firstHost, first.client);
    const shownA = await screen.findByAltText<HTMLImageElement>('a.png');
    await waitFor(() => expect(stateStore.has(KEPT_CONTENT_KEY)).toBe(true));
    expect(keptMedia(fileStore)).toEqual([await nameOf('a')]);
    expect(shownA.src).not.toContain(`${ORIGIN}/blobs/`);
    expect(warnings).toContain('A media file could not be kept; it plays from the network');
    cleanup();

    // Reboot: the kept content plays at once; the server answers the same version v1, and the
    // player prepares it again, so the host is asked for b (and only b) and keeps it.
    const second = await server(['a', 'b']);
    const host = new FakeHost({ fetch: second.fetch, fileStore, stateStore });
    boot(host, second.client);
    await waitFor(async () =>
      expect(keptMedia(fileStore)).toEqual([await nameOf('a'), await nameOf('b')].sort()),
    );
    const pictures = second.fetched.filter((url) => url.includes('/blobs/'));
    expect(pictures).toEqual([`${ORIGIN}/blobs/b.png`]);
    // The stage shows the kept picture a from the device, not from the network.
    const nameA = await nameOf('a');
    const localA = (await host.files.list()).find((f) => f.name === nameA)!.url;
    expect((await screen.findByAltText<HTMLImageElement>('a.png')).src).toBe(localA);
  });
});
