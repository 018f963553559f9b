import { describe, expect, it } from 'vitest';
import { playlistsReachingScene, type ListedPlaylist } from './playlistChoices';

const ref = (playlistId: string) => ({
  _id: `r-${playlistId}`,
  type: 'playlist-reference',
  playlistId,
});
const showing = (playlistId: string) => ({
  _id: `i-${playlistId}`,
  type: 'scene-inline',
  scene: {
    _id: `holder-of-${playlistId}`,
    sceneItems: [{ _id: 'x', item: { type: 'playlist', body: { playlistId } } }],
  },
});
const playlist = (_id: string, playlistItems: unknown[]): ListedPlaylist => ({
  _id,
  name: _id,
  playlistItems,
});

describe('playlists that would show the edited scene again', () => {
  it('follows references and the playlist items of inline scenes, through loops', () => {
    const playlists = [
      playlist('holds', [{ _id: 'h', type: 'scene-reference', sceneId: 'edited' }]),
      playlist('refers', [ref('holds')]),
      playlist('shows', [showing('refers')]),
      playlist('loops', [ref('loops'), ref('other')]),
      playlist('other', [showing('loops')]),
    ];
    expect([...playlistsReachingScene('edited', playlists, new Map())].sort()).toEqual([
      'holds',
      'refers',
      'shows',
    ]);
  });
});
