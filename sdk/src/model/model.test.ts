import { describe, expect, it } from 'vitest';
import { parseContent, playlistSchema } from './index.js';

const imageItem = (id: string, fileId: string, duration: number) => ({
  _id: id,
  type: 'scene-inline',
  scene: {
    _id: `scene-${id}`,
    name: id,
    type: 'image',
    duration,
    sceneItems: [
      {
        _id: `si-${id}`,
        start: 0,
        end: duration,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type: 'image', fileId },
      },
    ],
  },
});

describe('playlist model', () => {
  it('accepts a playlist of inline image scenes and fills the defaults', () => {
    const r = parseContent(playlistSchema, {
      _id: 'p1',
      name: 'Demo',
      playlistItems: [imageItem('a', 'f1', 5)],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.mediaFit).toBe('contain');
    expect(r.value.playlistItems[0]?.zoneId).toBe(0);
  });

  it('names the exact path of a bad field instead of throwing', () => {
    const bad = imageItem('a', 'f1', 5);
    (bad.scene.sceneItems[0] as { w: number }).w = 140;
    const r = parseContent(playlistSchema, { _id: 'p1', name: 'Demo', playlistItems: [bad] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path)).toContain('$.playlistItems[0].scene.sceneItems[0].w');
  });

  it('keeps fields it does not model yet, such as timing rules', () => {
    const item = { ...imageItem('a', 'f1', 5), timingRulesV2: [{ mode: 'weekly' }] };
    const r = parseContent(playlistSchema, { _id: 'p1', name: 'Demo', playlistItems: [item] });
    expect(r.ok && (r.value.playlistItems[0] as Record<string, unknown>).timingRulesV2).toEqual([
      { mode: 'weekly' },
    ]);
  });
});
