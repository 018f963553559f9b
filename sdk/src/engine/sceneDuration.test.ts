import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCENE_DURATION_S,
  IMAGE_SCENE_DEFAULT_DURATION_S,
  type Scene,
} from '../model/index.js';
import {
  noItemSeconds,
  sceneDurationSeconds,
  sumItemFileFacts,
  type ItemSeconds,
} from './sceneDuration.js';

function scene(type: Scene['type'], duration?: number, fileId = 'f1'): Scene {
  return {
    _id: 's',
    name: 's',
    type,
    duration,
    sceneItems: [
      {
        _id: 'i',
        start: 0,
        end: 10,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        rotation: 0,
        item: { type, fileId },
      },
    ],
  };
}

const files = new Map([
  ['f1', { duration: 42.5, pageCount: 3 }],
  ['empty', {}],
]);
const lookup = (id: string) => files.get(id);

/** A rule as a widget states it: a "timed" item lasts its file's duration. */
const timed: ItemSeconds = (sceneItem, facts) =>
  sceneItem.item.type === 'timed'
    ? sumItemFileFacts(sceneItem, facts, (f) => f.duration) || undefined
    : undefined;

function withItems(...items: Array<{ type: string; start: number; fileId: string }>): Scene {
  return {
    ...scene('slides'),
    sceneItems: items.map(({ type, start, fileId }, n) => ({
      _id: `i${n}`,
      start,
      end: start + 10,
      x: 0,
      y: 0,
      w: 50,
      h: 50,
      rotation: 0,
      item: { type, fileId },
    })),
  };
}

describe('sceneDurationSeconds', () => {
  it('uses an explicit duration whatever the items', () => {
    expect(sceneDurationSeconds(scene('image', 6), lookup, timed)).toBe(6);
    expect(
      sceneDurationSeconds(withItems({ type: 'timed', start: 0, fileId: 'f1' }), lookup, timed),
    ).toBe(42.5);
    expect(
      sceneDurationSeconds(
        { ...withItems({ type: 'timed', start: 0, fileId: 'f1' }), duration: 5 },
        lookup,
        timed,
      ),
    ).toBe(5);
  });

  it('gives image scenes an hour and other scenes the default', () => {
    expect(sceneDurationSeconds(scene('image'), lookup, noItemSeconds)).toBe(
      IMAGE_SCENE_DEFAULT_DURATION_S,
    );
    expect(sceneDurationSeconds(scene('slides'), lookup, noItemSeconds)).toBe(
      DEFAULT_SCENE_DURATION_S,
    );
  });

  it('lasts until the latest end of an item with a length of its own', () => {
    const scene = withItems(
      { type: 'timed', start: 0, fileId: 'f1' },
      { type: 'timed', start: 20, fileId: 'f1' },
      { type: 'still', start: 100, fileId: 'f1' },
    );
    expect(sceneDurationSeconds(scene, lookup, timed)).toBe(62.5);
  });

  it('falls back to the type default when the file facts are unknown', () => {
    expect(
      sceneDurationSeconds(withItems({ type: 'timed', start: 0, fileId: 'empty' }), lookup, timed),
    ).toBe(DEFAULT_SCENE_DURATION_S);
    expect(
      sceneDurationSeconds(
        withItems({ type: 'timed', start: 0, fileId: 'missing' }),
        lookup,
        timed,
      ),
    ).toBe(DEFAULT_SCENE_DURATION_S);
  });
});
