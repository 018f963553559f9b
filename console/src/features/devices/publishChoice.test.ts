import { describe, expect, it } from 'vitest';
import { initialPlaylistId, publishToScreensPath } from './publishChoice';

// As the API lists them: oldest first.
const playlists = [{ _id: 'demo' }, { _id: 'lunch' }, { _id: 'just-built' }];

describe('the playlist the Publish dialog starts with', () => {
  it('is the one the operator came from', () => {
    expect(initialPlaylistId(playlists, 'lunch')).toBe('lunch');
  });

  it('is the newest without one, or when that one is gone', () => {
    expect(initialPlaylistId(playlists, null)).toBe('just-built');
    expect(initialPlaylistId(playlists, 'deleted')).toBe('just-built');
  });

  it('is none when there are no playlists yet', () => {
    expect(initialPlaylistId([], 'lunch')).toBe('');
    expect(initialPlaylistId(undefined, null)).toBe('');
  });

  it('comes from the Screens address a playlist links to', () => {
    expect(publishToScreensPath('p 1')).toBe('/devices?playlist=p+1');
  });
});
