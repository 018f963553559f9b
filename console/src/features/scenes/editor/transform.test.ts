import { describe, expect, it } from 'vitest';
import { snapTargets } from './snapping';
import { dragGroup, nearestRotation, rotationPreview } from './transform';

describe('gesture maths', () => {
  it('stores the nearest quarter turn, across 0°', () => {
    expect(nearestRotation(350)).toBe(0);
    expect(nearestRotation(-30)).toBe(0);
    expect(nearestRotation(100)).toBe(90);
    expect(nearestRotation(200)).toBe(180);
    expect(nearestRotation(300)).toBe(270);
  });

  it('previews rotation in 15° steps from the start rotation', () => {
    expect(rotationPreview(90, 0, 22)).toBe(105);
    expect(rotationPreview(270, 0, 100)).toBe(15);
  });

  it('snaps to the nearest line only within the threshold', () => {
    const targets = snapTargets([{ x: 70, y: 70, w: 10, h: 10 }]);
    const items = [{ id: 'a', rect: { x: 10, y: 10, w: 16, h: 10 } }];
    expect(dragGroup(items, { x: 1.5, y: 0 }, targets, 1).patch).toEqual({ a: { x: 11.5, y: 10 } });
    // Right edge 26 + 43.7 = 69.7: 0.3 from the other item's left edge.
    expect(dragGroup(items, { x: 43.7, y: 0 }, targets, 1)).toEqual({
      patch: { a: { x: 54, y: 10 } },
      guides: { x: [70], y: [] },
    });
  });
});
