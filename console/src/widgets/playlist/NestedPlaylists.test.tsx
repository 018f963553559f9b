// @vitest-environment jsdom
import { usePlayableContent } from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/fakeApi';
import { NestedPlaylists, nestedPlaylistIds } from './NestedPlaylists';
import { playlistServer } from '../../test/playlistWidget';

const sceneShowing = (...playlistIds: string[]): Scene => ({
  _id: 'sc',
  name: 'Canteen',
  type: 'slides',
  duration: 60,
  sceneItems: playlistIds.map((playlistId, i) => ({
    _id: `p${i}`,
    start: 0,
    end: 60,
    x: 0,
    y: 0,
    w: 50,
    h: 50,
    rotation: 0,
    item: { type: 'playlist', body: { playlistId } },
  })),
});

/** What a playlist widget inside the preview can see. */
function Seen() {
  const { playlists, files } = usePlayableContent();
  return <p data-testid="seen">{`${[...playlists.keys()].sort().join(',')} / ${files.size}`}</p>;
}

describe('the preview of playlist items', () => {
  it('lists each shown playlist once, in a stable order', () => {
    expect(nestedPlaylistIds(sceneShowing('p-menu', 'p-lobby', 'p-menu'))).toEqual([
      'p-lobby',
      'p-menu',
    ]);
    expect(nestedPlaylistIds(sceneShowing())).toEqual([]);
  });

  it('gives the widgets every shown playlist with its files, fetched without the cache', async () => {
    const api = playlistServer();
    renderPage(
      <NestedPlaylists scene={sceneShowing('p-menu', 'p-lobby')}>
        <Seen />
      </NestedPlaylists>,
      { api },
    );
    await screen.findByText('p-lobby,p-menu / 2');
    expect(api.sent('PlaylistWidgetContent')).toHaveLength(2);
  });

  it('needs no server for a scene without playlist items', () => {
    // No Apollo provider at all: a scene of images must still draw.
    const { container } = render(
      <NestedPlaylists scene={sceneShowing()}>
        <Seen />
      </NestedPlaylists>,
    );
    expect(container.textContent).toContain(' / 0');
  });
});
