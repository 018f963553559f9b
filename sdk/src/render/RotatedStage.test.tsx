// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { CAPABILITIES, FakeHost } from '../host/index.js';
import { CREDENTIALS_KEY } from '../player/credentials.js';
import type { GraphQLClient } from '../player/server-link/graphqlClient.js';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import { servingFetch } from '../testing/servingFetch.js';
import { defaultWidgets } from '../widgets/index.js';
import { PlayerApp } from './PlayerApp.js';
import { rotatedStyle } from './RotatedStage.js';

afterEach(cleanup);

/** A paired screen whose server says: rotate the picture 90 degrees. */
function rotatedScreen(capabilities: readonly (typeof CAPABILITIES)[number][]) {
  const content = imagePlaylistContent([{ id: 'welcome' }], { playlistId: 'p' });
  const serve = servingFetch(
    new Map([
      ['http://screens.test/api/content/p/v1', new TextEncoder().encode(JSON.stringify(content))],
    ]),
  );
  const client: GraphQLClient = {
    request: async (document) => {
      if (!document.toString().includes('query CurrentDevice')) return {} as never;
      return {
        currentDevice: {
          _id: 'd1',
          name: 'Lobby',
          publishedContent: { collectionName: 'playlist', entityId: 'p' },
          pendingCommands: [],
          settings: { volume: null, rotation: 90, displaySchedule: [] },
        },
        currentContentVersion: { hash: 'v1', url: '/api/content/p/v1', spreadMs: 0 },
      } as never;
    },
    subscribe: () => NEVER,
    dispose: () => undefined,
  };
  const host = new FakeHost({
    capabilities,
    state: { [CREDENTIALS_KEY]: { deviceId: 'd1', deviceToken: 'mqd_abc' } },
    fetch: serve,
  });
  render(
    <PlayerApp
      host={host}
      widgets={defaultWidgets}
      apiUrl="http://screens.test/graphql"
      client={client}
      preloadImages={async () => {}}
    />,
  );
  return host;
}

describe('stage rotation', () => {
  it('turns its own stage where the platform cannot rotate the picture', async () => {
    const host = rotatedScreen(CAPABILITIES.filter((c) => c !== 'orientation'));
    const rotated = await screen.findByTestId('rotated-stage');
    expect(rotated.dataset.rotation).toBe('90');
    expect(rotated.style.transform).toBe('translate(-50%, -50%) rotate(90deg)');
    // Sideways, the stage takes the screen's height as its width.
    expect(rotated.style.width).toBe('100vh');
    expect(rotated.style.height).toBe('100vw');
    expect(await screen.findByAltText('welcome.png')).not.toBeNull();
    expect(rotated.contains(screen.getByTestId('stage'))).toBe(true);
    expect(host.rotation).toBe(0);
  });

  it('leaves the stage upright where the platform rotates the picture', async () => {
    const host = rotatedScreen(CAPABILITIES);
    await waitFor(() => expect(host.rotation).toBe(90));
    expect(await screen.findByAltText('welcome.png')).not.toBeNull();
    expect(screen.queryByTestId('rotated-stage')).toBeNull();
  });

  it('keeps the screen-sized box upside down at 180 degrees', () => {
    expect(rotatedStyle(180)).toMatchObject({
      width: '100vw',
      height: '100vh',
      transform: 'translate(-50%, -50%) rotate(180deg)',
    });
  });
});
