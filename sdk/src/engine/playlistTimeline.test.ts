import { describe, expect, it } from 'vitest';
import { playlistSchema, sceneSchema, type Playlist, type Scene } from '../model/index.js';
import { buildZoneTimelines, type ContentIndex } from './playlistTimeline.js';
import { positionAt } from './timeline.js';

const imageScene = (id: string, duration: number): Scene =>
  sceneSchema.parse({
    _id: id,
    name: id,
    type: 'image',
    duration,
    sceneItems: [
      {
        _id: `${id}-i`,
        start: 0,
        end: duration,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type: 'image' },
      },
    ],
  });

function index(playlists: Playlist[], scenes: Scene[] = []): ContentIndex {
  return {
    playlists: new Map(playlists.map((p) => [p._id, p])),
    scenes: new Map(scenes.map((s) => [s._id, s])),
    files: new Map(),
  };
}

describe('buildZoneTimelines', () => {
  it('plays inline and referenced scenes in order, skipping missing ones', () => {
    const playlist = playlistSchema.parse({
      _id: 'p',
      name: 'p',
      playlistItems: [
        { _id: '1', type: 'scene-inline', scene: imageScene('a', 6) },
        { _id: '2', type: 'scene-reference', sceneId: 'b' },
        { _id: '3', type: 'scene-reference', sceneId: 'gone' },
      ],
    });
    const zone = buildZoneTimelines(playlist, index([playlist], [imageScene('b', 4)])).get(0)!;
    expect(zone.entries.map((e) => e.scene._id)).toEqual(['a', 'b']);
    expect(zone.totalMs).toBe(10_000);
    expect(zone.entries[positionAt(zone, 7000)!.index]!.scene._id).toBe('b');
  });

  it('inlines nested playlists into the zone of the item and never loops into itself', () => {
    const outer = playlistSchema.parse({
      _id: 'outer',
      name: 'outer',
      playlistItems: [
        { _id: '1', type: 'scene-inline', scene: imageScene('a', 1), zoneId: 1 },
        { _id: '2', type: 'playlist-reference', playlistId: 'inner', zoneId: 1 },
      ],
    });
    const inner = playlistSchema.parse({
      _id: 'inner',
      name: 'inner',
      playlistItems: [
        { _id: '3', type: 'scene-inline', scene: imageScene('b', 1) },
        { _id: '4', type: 'playlist-reference', playlistId: 'outer' },
      ],
    });
    const zones = buildZoneTimelines(outer, index([outer, inner]));
    expect([...zones.keys()]).toEqual([1]);
    const entries = zones.get(1)!.entries;
    expect(entries.map((e) => e.scene._id)).toEqual(['a', 'b']);
    expect(entries[1]!.renderPath).toEqual(['outer', 'inner']);
    expect(new Set(entries.map((e) => e.key)).size).toBe(2);
  });
});
