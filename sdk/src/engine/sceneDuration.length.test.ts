import { describe, expect, it } from 'vitest';
import { playlistSchema, type Scene } from '../model/index.js';
import { flattenPlaylist, type ContentDocuments } from './compile.js';
import { sceneItemsEndSeconds, silentTailSeconds, type ItemSeconds } from './sceneDuration.js';

/** A scene of text-like items from [start, end] pairs, with an optional stored duration. */
function scene(times: Array<[number, number]>, duration?: number, type = 'text'): Scene {
  return {
    _id: 'scene',
    name: 'Scene',
    type: 'slides',
    ...(duration === undefined ? {} : { duration }),
    sceneItems: times.map(([start, end], n) => ({
      _id: `i${n}`,
      start,
      end,
      x: 0,
      y: 0,
      w: 50,
      h: 50,
      rotation: 0,
      item: { type },
    })),
  };
}

/** A feed whose content "lasts" 20 entries of 20 s, as the RSS widget states its length. */
const feedOf400: ItemSeconds = (sceneItem) => (sceneItem.item.type === 'feed' ? 400 : undefined);

/** How long a screen plays the scene, as the compiled playlist times it. */
function playedSeconds(played: Scene): number {
  const playlist = playlistSchema.parse({
    _id: 'p',
    name: 'P',
    playlistItems: [{ _id: 'pi', type: 'scene-inline', zoneId: 0, scene: played }],
  });
  const docs: ContentDocuments = { playlists: new Map(), scenes: new Map(), files: new Map() };
  const compiled = flattenPlaylist(playlist, docs, [], feedOf400);
  return (compiled.zones[0]?.entries[0]?.durationMs ?? 0) / 1000;
}

describe('the scene length a screen plays', () => {
  it('is the length the editor set, whatever its items would last on their own', () => {
    // An RSS feed would last 400 s; the operator's 60 s is what plays.
    expect(playedSeconds(scene([[0, 60]], 60, 'feed'))).toBe(60);
    // A length set longer than the items plays in full (the editor warns about the silence).
    expect(playedSeconds(scene([[0, 60]], 90))).toBe(90);
  });
});

describe('sceneItemsEndSeconds', () => {
  it('is the latest item end, or nothing for a scene without items', () => {
    expect(
      sceneItemsEndSeconds(
        scene([
          [0, 30],
          [10, 60],
          [5, 45],
        ]),
      ),
    ).toBe(60);
    expect(sceneItemsEndSeconds(scene([]))).toBeUndefined();
  });
});

describe('silentTailSeconds', () => {
  it('counts the seconds past the last item end', () => {
    expect(silentTailSeconds(scene([[0, 60]]), 400)).toBe(340);
    expect(silentTailSeconds(scene([[0, 60]]), 60)).toBe(0);
    // Items running past the length are cut, not silent.
    expect(silentTailSeconds(scene([[0, 90]]), 60)).toBe(0);
    expect(
      silentTailSeconds(
        scene([
          [0, 0.1],
          [0, 0.2],
        ]),
        0.30000000000000004,
      ),
    ).toBe(0.1);
  });

  it('is the whole length for a scene without items', () => {
    expect(silentTailSeconds(scene([]), 60)).toBe(60);
  });
});
