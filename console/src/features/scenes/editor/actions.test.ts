import { TIMING_MESSAGES } from '@marquee/sdk/model';
import { describe, expect, it } from 'vitest';
import {
  createItem,
  duplicate,
  moveBy,
  removeItems,
  swapDown,
  swapUp,
  updateItem,
} from './actions';
import { idGen, ids, item, lookup, scene } from '../../../test/sceneEditor';

describe('creating an item', () => {
  it('places a 30 s half-size box at 25/25 with the type default body, on top', () => {
    const result = createItem(scene([item('a')]), 'image', lookup, idGen());
    if (!result.ok) throw new Error('refused');
    expect(result.ids).toEqual(['n1']);
    expect(ids(result.scene)).toEqual(['a', 'n1']);
    expect(result.scene.sceneItems[1]).toEqual({
      _id: 'n1',
      start: 0,
      end: 30,
      x: 25,
      y: 25,
      w: 50,
      h: 50,
      rotation: 0,
      item: { type: 'image', body: { fit: 'cover', layers: [{ opacity: 1 }] } },
    });
  });

  it('fills the screen on an app scene', () => {
    const result = createItem(scene([], { type: 'app' }), 'image', lookup, idGen());
    expect(result.ok && result.scene.sceneItems[0]).toMatchObject({ x: 0, y: 0, w: 100, h: 100 });
  });

  it('extends the scene to the new item end, never shortens it', () => {
    const late = createItem(scene([], { duration: 20 }), 'image', lookup, idGen(), { start: 40 });
    expect(late.ok && late.scene.duration).toBe(70);
    // No duration means 60 s: an item ending at 30 changes nothing.
    const early = createItem(scene([]), 'image', lookup, idGen());
    expect(early.ok && early.scene.duration).toBeUndefined();
  });

  it('fills the scene from its start when given the end to fill, else lasts 30 s', () => {
    const fill = (start: number) =>
      createItem(scene([item('a', { end: 60 })], { duration: 60 }), 'image', lookup, idGen(), {
        start,
        fillTo: 60,
      });
    const at = (start: number) => {
      const result = fill(start);
      return result.ok ? result.scene.sceneItems.at(-1) : undefined;
    };
    expect(at(0)).toMatchObject({ start: 0, end: 60 });
    expect(at(45)).toMatchObject({ start: 45, end: 60 });
    // Starting at the end or past it there is nothing to fill: the new item's 30 s apply.
    expect(at(60)).toMatchObject({ start: 60, end: 90 });
  });

  it('refuses an unknown type without throwing', () => {
    const result = createItem(scene([]), 'hologram', lookup, idGen());
    expect(result).toEqual({
      ok: false,
      errors: [{ path: '$.item.type', message: 'Unknown item type "hologram"' }],
    });
  });
});

describe('updating an item', () => {
  const s = scene([item('a'), item('b', { end: 50 })], { duration: 60 });

  it('applies a valid patch and extends the scene to the item end', () => {
    const result = updateItem(s, 'a', { x: 40, end: 90 });
    expect(result.ok && result.scene.sceneItems[0]).toMatchObject({ x: 40, end: 90 });
    expect(result.ok && result.scene.duration).toBe(90);
  });

  it('refuses bad timing with the timing form messages', () => {
    expect(updateItem(s, 'a', { start: 40, end: 10 })).toEqual({
      ok: false,
      errors: [{ path: '$.end', message: TIMING_MESSAGES.order }],
    });
    const negative = updateItem(s, 'a', { start: -1 });
    expect(!negative.ok && negative.errors[0]?.message).toBe(TIMING_MESSAGES.startNegative);
  });

  it('refuses geometry outside 0..100 and a rotation the model lacks', () => {
    const wide = updateItem(s, 'a', { w: 120 });
    expect(!wide.ok && wide.errors[0]?.path).toBe('$.w');
    const tilted = updateItem(s, 'a', { rotation: 45 as 90 });
    expect(!tilted.ok && tilted.errors[0]?.path).toBe('$.rotation');
  });

  it('returns the same document for a patch that changes nothing, and refuses a missing id', () => {
    expect(updateItem(s, 'a', { x: 10 })).toEqual({ ok: true, scene: s, ids: ['a'] });
    expect(updateItem(s, 'zz', { x: 1 }).ok).toBe(false);
  });
});

describe('removing items', () => {
  it('removes them and leaves the length to the editor (fitToItems when following)', () => {
    const s = scene([item('a', { end: 20 }), item('b', { end: 90 })], { duration: 90 });
    const next = removeItems(s, ['b']);
    expect(ids(next)).toEqual(['a']);
    expect(next.duration).toBe(90);
    expect(removeItems(s, ['zz'])).toBe(s);
  });
});

describe('z-order', () => {
  const s = scene([item('a'), item('b'), item('c'), item('d')]);

  it('swaps one step up or down; the top or bottom item stays', () => {
    expect(ids(swapUp(s, ['b']))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(swapDown(s, ['c']))).toEqual(['a', 'c', 'b', 'd']);
    expect(swapUp(s, ['d'])).toBe(s);
    expect(swapDown(s, ['a'])).toBe(s);
  });

  it('moves a multi-selection as a block without reordering it', () => {
    expect(ids(swapUp(s, ['a', 'b']))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(swapDown(s, ['c', 'd']))).toEqual(['a', 'c', 'd', 'b']);
    expect(ids(swapUp(s, ['a', 'd']))).toEqual(['b', 'a', 'c', 'd']);
  });
});

describe('duplicating', () => {
  it('copies 5 % right and down with new ids, on top, selected copies deep', () => {
    const s = scene([item('a'), item('b', { x: 60 }), item('c')]);
    const result = duplicate(s, ['a', 'b'], idGen());
    expect(result.ids).toEqual(['n1', 'n2']);
    expect(ids(result.scene)).toEqual(['a', 'b', 'c', 'n1', 'n2']);
    expect(result.scene.sceneItems[3]).toMatchObject({ x: 15, y: 15, w: 20, h: 20 });
    expect(result.scene.sceneItems[4]).toMatchObject({ x: 65, y: 15 });
    expect(result.scene.sceneItems[3]?.item).toEqual(s.sceneItems[0]?.item);
    expect(result.scene.sceneItems[3]?.item).not.toBe(s.sceneItems[0]?.item);
  });

  it('keeps copies within the canvas at the edge', () => {
    const s = scene([item('a', { x: 78, y: 97, w: 20, h: 3 })]);
    expect(duplicate(s, ['a'], idGen()).scene.sceneItems[1]).toMatchObject({ x: 80, y: 97 });
  });
});

describe('keyboard movement', () => {
  it('moves by the step and clamps so the item stays within 0..100', () => {
    const s = scene([item('a', { x: 0, y: 79, w: 20, h: 20 })]);
    expect(moveBy(s, ['a'], 1, 1).sceneItems[0]).toMatchObject({ x: 1, y: 80 });
    expect(moveBy(s, ['a'], -1, 5).sceneItems[0]).toMatchObject({ x: 0, y: 80 });
    const atCorner = scene([item('a', { x: 0, y: 80, w: 20, h: 20 })]);
    expect(moveBy(atCorner, ['a'], -1, 1)).toBe(atCorner);
  });
});
