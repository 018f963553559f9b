import { describe, expect, it } from 'vitest';
import {
  fitItemsToZones,
  itemDuration,
  moveItem,
  presetLayout,
  setItemDuration,
  withField,
  zoneCount,
  type EditorItem,
} from './playlistEditing';

const imageItem = (id: string, duration?: number): EditorItem => ({
  _id: id,
  type: 'scene-inline',
  zoneId: 0,
  scene: {
    _id: `s-${id}`,
    name: id,
    type: 'image',
    ...(duration ? { duration } : {}),
    sceneItems: [{ _id: 'si', start: 0, end: duration ?? 3600 }],
  },
});

describe('playlist editing', () => {
  it('reorders items (drag or arrows) without losing any', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('takes zones from the sdk presets and moves items of vanished zones to the main zone', () => {
    const layout = presetLayout('mf20');
    expect(zoneCount(layout)).toBe(2);
    expect(zoneCount(presetLayout('m'))).toBe(1);
    const items = [{ ...imageItem('a'), zoneId: 1 }];
    expect(fitItemsToZones(items, 1)[0]?.zoneId).toBe(0);
  });

  it('sets a duration on the scene and stretches its full-length item', () => {
    const item = setItemDuration(imageItem('a'), 8);
    expect(itemDuration(item)).toBe(8);
    expect((item.scene as { sceneItems: { end: number }[] }).sceneItems[0]?.end).toBe(8);
    expect(itemDuration(imageItem('b'))).toBe(3600);
  });

  it('sets an optional field and removes it when absent, keeping the rest', () => {
    const rules = [{ mode: 'always', isPlaying: true, isPriority: true }];
    const item = withField(imageItem('a'), 'timingRulesV2', rules);
    expect(item.timingRulesV2).toEqual(rules);
    const cleared = withField(item, 'timingRulesV2', null);
    expect('timingRulesV2' in cleared).toBe(false);
    expect(cleared.scene).toEqual(imageItem('a').scene);
  });
});
