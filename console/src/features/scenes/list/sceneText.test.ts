import { describe, expect, it } from 'vitest';
import type { SceneListItemFragment } from '../../../graphql/generated';
import { sceneDocument } from '../../../widgets/shared/listedScene';
import { formatSeconds, newestFirst, sceneSeconds } from './sceneText';

const summary = (fields: Partial<SceneListItemFragment>): SceneListItemFragment => ({
  _id: 's1',
  name: 'Menu',
  type: 'slides',
  duration: null,
  aspectRatio: null,
  aspectRatioId: null,
  sceneItems: [],
  spaceIds: ['s-main'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

describe('scene list rules', () => {
  it('writes durations as m:ss, with hours once there are any', () => {
    expect(formatSeconds(0)).toBe('0:00');
    expect(formatSeconds(45)).toBe('0:45');
    expect(formatSeconds(60)).toBe('1:00');
    expect(formatSeconds(12.4)).toBe('0:12');
    expect(formatSeconds(3600)).toBe('1:00:00');
    expect(formatSeconds(3725)).toBe('1:02:05');
  });

  it('orders the last changed first', () => {
    const older = summary({ _id: 'a', updatedAt: '2026-01-01T00:00:00.000Z' });
    const newer = summary({ _id: 'b', updatedAt: '2026-02-01T00:00:00.000Z' });
    expect(newestFirst([older, newer]).map((s) => s._id)).toEqual(['b', 'a']);
  });

  it('times a scene as a screen does: its duration, else its type default', () => {
    const none = () => undefined;
    expect(sceneSeconds(summary({ duration: 20 }), none)).toBe(20);
    expect(sceneSeconds(summary({ type: 'image' }), none)).toBe(3600);
    expect(sceneSeconds(summary({}), none)).toBe(60);
  });

  it('gives no document for stored items the model refuses (no half-drawn thumbnail)', () => {
    expect(sceneDocument(summary({ sceneItems: [{ _id: 'x', start: 5, end: 1 }] }))).toBeNull();
    expect(sceneDocument(summary({ aspectRatio: { width: 9, height: 16 } }))).toMatchObject({
      aspectRatio: { width: 9, height: 16 },
      sceneItems: [],
    });
  });
});
