// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Subject, type Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeHost } from '../host/index.js';
import { CREDENTIALS_KEY } from '../player/credentials.js';
import type { GraphQLClient } from '../player/server-link/graphqlClient.js';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import { servingFetch } from '../testing/servingFetch.js';
import { PlayerApp } from './PlayerApp.js';
import { defaultWidgets } from '../widgets/index.js';

afterEach(cleanup);

/** A scripted server: answers by operation name, and lets the test push subscription events. */
function fakeServer() {
  const pairingState = new Subject<unknown>();
  const deviceChanged = new Subject<unknown>();
  const answers: Record<string, unknown> = {
    RequestPairingCode: {
      requestPairingCode: {
        pairingCode: '7K3M9QXD',
        pairingSecret: 'secret',
        expiresAt: '2999-01-01T00:00:00Z',
      },
    },
    ClaimDevice: { claimDevice: { deviceId: 'd1', deviceToken: 'mqd_abc' } },
    CurrentDevice: {
      currentDevice: {
        _id: 'd1',
        name: 'Lobby',
        publishedContent: { collectionName: 'playlist', entityId: 'p' },
      },
      currentContentVersion: { hash: 'v1', url: '/api/content/p/v1', spreadMs: 0 },
    },
  };
  // The content itself comes over HTTP by its hash, through the host's fetch.
  const content = imagePlaylistContent([{ id: 'welcome' }], { playlistId: 'p' });
  const serve = servingFetch(
    new Map([
      ['http://screens.test/api/content/p/v1', new TextEncoder().encode(JSON.stringify(content))],
    ]),
  );
  const asked: string[] = [];
  const client: GraphQLClient = {
    request: async (document) => {
      const name = /(?:query|mutation) (\w+)/.exec(document.toString())?.[1] ?? '';
      asked.push(name);
      return answers[name] as never;
    },
    subscribe: (document, _variables, options) => {
      const text = document.toString();
      if (text.includes('pairingState')) return pairingState as unknown as Observable<never>;
      if (text.includes('contentVersionChanged'))
        return contentVersions as unknown as Observable<never>;
      if (options?.onDisconnected) connection.drop = options.onDisconnected;
      return deviceChanged as unknown as Observable<never>;
    },
    dispose: () => undefined,
  };
  const contentVersions = new Subject<unknown>();
  const connection: { drop?: () => void } = {};
  return { client, pairingState, deviceChanged, connection, serve, asked };
}

/** A paired player (its token stored) playing the published image, and its scripted server. */
async function playingPairedPlayer() {
  const server = fakeServer();
  const host = new FakeHost({
    state: { [CREDENTIALS_KEY]: { deviceId: 'd1', deviceToken: 'mqd_abc' } },
    fetch: server.serve,
  });
  render(
    <PlayerApp
      host={host}
      widgets={defaultWidgets}
      apiUrl="http://screens.test/graphql"
      client={server.client}
      preloadImages={async () => {}}
    />,
  );
  const image = await screen.findByAltText('welcome.png');
  act(() => void fireEvent.load(image));
  await waitFor(() => expect(screen.getByTestId('player').dataset.state).toBe('session.playing'));
  return server;
}

describe('PlayerApp', () => {
  it('pairs, keeps the device token and plays the published image', async () => {
    const server = fakeServer();
    const host = new FakeHost({ fetch: server.serve });
    render(
      <PlayerApp
        host={host}
        widgets={defaultWidgets}
        apiUrl="http://screens.test/graphql"
        client={server.client}
        preloadImages={async () => {}}
      />,
    );
    expect((await screen.findByTestId('pairing-code')).textContent).toBe('7K3M-9QXD');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain(
      'http://screens.test/devices?pairingCode=7K3M9QXD',
    );

    act(() => server.pairingState.next({ pairingState: { status: 'PAIRED' } }));
    const image = await screen.findByAltText<HTMLImageElement>('welcome.png');
    expect(image.src).toBe('http://screens.test/blobs/welcome.png');
    expect(await host.localState.get(CREDENTIALS_KEY)).toEqual({
      deviceId: 'd1',
      deviceToken: 'mqd_abc',
    });
    await waitFor(() => expect(screen.getByTestId('player').dataset.state).toBe('session.playing'));
  });

  it('skips pairing when a device token is stored', async () => {
    const server = fakeServer();
    const host = new FakeHost({
      state: { [CREDENTIALS_KEY]: { deviceId: 'd1', deviceToken: 'mqd_abc' } },
      fetch: server.serve,
    });
    render(
      <PlayerApp
        host={host}
        widgets={defaultWidgets}
        apiUrl="http://screens.test/graphql"
        client={server.client}
        preloadImages={async () => {}}
      />,
    );
    expect(await screen.findByAltText('welcome.png')).not.toBeNull();
    expect(screen.queryByTestId('pairing-code')).toBeNull();
  });

  // What a screen plays arrives as a content version; a publish to 10,000 screens also changes
  // each one's device document, which must not bring 10,000 queries with it.
  it('asks the server nothing more when only the device document changes', async () => {
    const server = await playingPairedPlayer();
    const askedBefore = server.asked.filter((name) => name === 'CurrentDevice').length;
    expect(askedBefore).toBe(1);

    const device = { _id: 'd1', name: 'Lobby', publishedContent: null, pendingCommands: [] };
    act(() => server.deviceChanged.next({ currentDeviceChanged: { ...device, name: 'Bar' } }));
    expect(screen.getByTestId('player').dataset.state).toBe('session.playing');
    expect(server.asked.filter((name) => name === 'CurrentDevice')).toHaveLength(askedBefore);
    // A device that is gone is asked about again.
    act(() => server.deviceChanged.next({ currentDeviceChanged: null }));
    await waitFor(() =>
      expect(server.asked.filter((name) => name === 'CurrentDevice')).toHaveLength(2),
    );
  });

  it('keeps the stage playing while the connection to the server is down', async () => {
    const server = await playingPairedPlayer();
    act(() => server.connection.drop?.());
    expect(screen.getByTestId('player').dataset.state).toBe('session.offline');
    const layer = screen.getByAltText('welcome.png').closest('[data-testid="stage-layer"]');
    expect((layer as HTMLElement).dataset.visible).toBe('true');
  });

  it('paints black, but lets a platform video plane under the page show through', () => {
    const background = (host: FakeHost) => {
      const view = render(
        <PlayerApp
          host={host}
          widgets={defaultWidgets}
          apiUrl="https://marquee.test/graphql"
          client={fakeServer().client}
        />,
      );
      const value = screen.getByTestId('player').style.background;
      view.unmount();
      return value;
    };
    expect(background(new FakeHost({ capabilities: ['local-files'] }))).toBe('rgb(0, 0, 0)');
    expect(background(new FakeHost({ capabilities: ['video-preparation'] }))).toBe('transparent');
  });
});
