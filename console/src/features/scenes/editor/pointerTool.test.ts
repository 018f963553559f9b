import { describe, expect, it } from 'vitest';
import { item, lookup, scene, startEditor } from '../../../test/sceneEditor';
import type { Point } from './geometry';
import { handlesFor } from './itemTypes';
import type { PointerTarget } from './pointerSessions';

const bg = () => item('bg', { x: 0, y: 0, w: 100, h: 100, item: { type: 'background' } });

function setup(items = [item('a')]) {
  const e = startEditor(scene(items));
  const p = () => e.pointer.getSnapshot();
  const down = (point: Point, target?: PointerTarget, shiftKey = false) =>
    e.pointer.send({ type: 'POINTER_DOWN', point, ...(target && { target }), shiftKey });
  const move = (point: Point) => e.pointer.send({ type: 'POINTER_MOVE', point });
  const up = () => e.pointer.send({ type: 'POINTER_UP' });
  /** Press at `from`, move in `steps` equal moves to `to`, release. */
  const drag = (from: Point, to: Point, target?: PointerTarget, steps = 1) => {
    down(from, target);
    for (let i = 1; i <= steps; i++)
      move({
        x: from.x + ((to.x - from.x) * i) / steps,
        y: from.y + ((to.y - from.y) * i) / steps,
      });
    up();
  };
  return { ...e, p, down, move, up, drag };
}

describe('pointer tool: selecting', () => {
  it('selects the pressed item, and a click stays a click under the drag threshold', () => {
    const t = setup([item('a'), item('b', { x: 60 })]);
    t.down({ x: 15, y: 15 });
    expect(t.ctx().selection).toEqual(['a']);
    t.move({ x: 15.4, y: 15 });
    expect(t.p().value).toBe('pointingItem');
    t.up();
    expect(t.at('a').x).toBe(10);
    expect(t.ctx().history.past).toHaveLength(0);
  });

  it('toggles with shift on press, and a plain click narrows a multi-selection', () => {
    const t = setup([item('a'), item('b', { x: 60 })]);
    t.down({ x: 15, y: 15 });
    t.up();
    t.down({ x: 65, y: 15 }, undefined, true);
    t.up();
    expect(t.ctx().selection).toEqual(['a', 'b']);
    t.down({ x: 65, y: 15 });
    t.up();
    expect(t.ctx().selection).toEqual(['b']);
  });

  it('clears the selection on a click on empty canvas, or on Escape', () => {
    const t = setup();
    t.down({ x: 15, y: 15 });
    t.up();
    t.down({ x: 90, y: 90 });
    t.up();
    expect(t.ctx().selection).toEqual([]);
    t.editor.send({ type: 'SELECT_ALL' });
    t.pointer.send({ type: 'CANCEL' });
    expect(t.ctx().selection).toEqual([]);
  });

  it('brushes a marquee on empty canvas, shows what it touches and selects it on release', () => {
    const t = setup([item('a'), item('b', { x: 60 }), item('c', { y: 70 })]);
    t.down({ x: 5, y: 5 });
    t.move({ x: 62, y: 40 });
    expect(t.p().value).toBe('brushing');
    expect(t.p().context.brush).toEqual({ rect: { x: 5, y: 5, w: 57, h: 35 }, ids: ['a', 'b'] });
    expect(t.ctx().selection).toEqual([]);
    t.up();
    expect(t.ctx().selection).toEqual(['a', 'b']);
    expect(t.p().context.brush).toBeNull();
    // Shift adds to the selection.
    t.down({ x: 5, y: 95 }, undefined, true);
    t.move({ x: 15, y: 85 });
    t.up();
    expect(t.ctx().selection).toEqual(['a', 'b', 'c']);
  });
});

describe('pointer tool: dragging', () => {
  it('moves all selected movable items; a drag of 30 moves is one undo', () => {
    const t = setup([bg(), item('a'), item('b', { x: 60, y: 60 })]);
    t.editor.send({ type: 'SELECT_ALL' });
    // The group box 10..80 moves to 17..87 (centre 52): too far from any line to snap.
    t.drag({ x: 15, y: 15 }, { x: 22, y: 24 }, { kind: 'item', id: 'a' }, 30);
    expect(t.at('a')).toMatchObject({ x: 17, y: 19 });
    expect(t.at('b')).toMatchObject({ x: 67, y: 69 });
    expect(t.at('bg')).toMatchObject({ x: 0, y: 0 });
    expect(t.ctx().history.past).toHaveLength(1);
    t.editor.send({ type: 'UNDO' });
    expect(t.at('a')).toMatchObject({ x: 10, y: 10 });
    expect(t.at('b')).toMatchObject({ x: 60, y: 60 });
  });

  it('keeps the dragged group inside the canvas', () => {
    const t = setup([item('a'), item('b', { x: 60, y: 60 })]);
    t.editor.send({ type: 'SELECT_ALL' });
    t.drag({ x: 15, y: 15 }, { x: 95, y: -80 });
    expect(t.at('a')).toMatchObject({ x: 30, y: 0 });
    expect(t.at('b')).toMatchObject({ x: 80, y: 50 });
  });

  it('does not drag an item whose type is not movable', () => {
    const t = setup([bg()]);
    t.drag({ x: 50, y: 50 }, { x: 70, y: 70 });
    expect(t.at('bg')).toMatchObject({ x: 0, y: 0 });
    expect(t.ctx().history.past).toHaveLength(0);
  });

  it('does not drag an item shift-pressed out of the selection', () => {
    const t = setup([item('a'), item('b', { x: 60 })]);
    t.editor.send({ type: 'SELECT_ALL' });
    t.down({ x: 15, y: 15 }, undefined, true);
    t.move({ x: 40, y: 40 });
    t.up();
    expect(t.ctx().selection).toEqual(['b']);
    expect(t.at('a').x).toBe(10);
    expect(t.at('b').x).toBe(60);
  });

  it('snaps the centre to the canvas centre and shows the guide until release', () => {
    const t = setup();
    t.down({ x: 15, y: 15 });
    t.move({ x: 44.5, y: 15 });
    // Centre 20 + 29.5 = 49.5 snaps to 50.
    expect(t.at('a').x).toBe(40);
    expect(t.p().context.guides).toEqual({ x: [50], y: [] });
    t.up();
    expect(t.p().context.guides).toEqual({ x: [], y: [] });
    expect(t.at('a').x).toBe(40);
  });

  it("snaps an edge to another item's edge", () => {
    const t = setup([item('a', { w: 16 }), item('b', { x: 70, y: 60 })]);
    t.down({ x: 15, y: 15 });
    t.move({ x: 58.7, y: 15 });
    // Right edge 26 + 43.7 = 69.7 snaps to b's left edge at 70.
    expect(t.at('a').x).toBe(54);
    expect(t.p().context.guides).toEqual({ x: [70], y: [] });
  });

  it('cancels on Escape: the document goes back and nothing is recorded', () => {
    const t = setup();
    t.down({ x: 15, y: 15 });
    t.move({ x: 40, y: 40 });
    expect(t.at('a').x).toBe(35);
    t.pointer.send({ type: 'CANCEL' });
    expect(t.at('a').x).toBe(10);
    expect(t.p().value).toBe('idle');
    t.move({ x: 60, y: 60 });
    t.up();
    expect(t.at('a').x).toBe(10);
    expect(t.ctx().history.past).toHaveLength(0);
  });
});

describe('pointer tool: resizing and rotating', () => {
  it('resizes by a handle, keeping at least 1 % and within the canvas', () => {
    const t = setup();
    t.drag({ x: 30, y: 30 }, { x: 45, y: 33 }, { kind: 'handle', id: 'a', handle: 'se' });
    expect(t.at('a')).toMatchObject({ x: 10, y: 10, w: 35, h: 23 });
    t.drag({ x: 45, y: 33 }, { x: 200, y: 200 }, { kind: 'handle', id: 'a', handle: 'se' });
    expect(t.at('a')).toMatchObject({ w: 90, h: 90 });
    t.drag({ x: 10, y: 10 }, { x: 300, y: 10 }, { kind: 'handle', id: 'a', handle: 'w' });
    expect(t.at('a')).toMatchObject({ x: 99, w: 1 });
    expect(t.ctx().history.past).toHaveLength(3);
  });

  it('honours only the type handle set', () => {
    const t = setup([item('tk', { item: { type: 'ticker' } })]);
    expect(handlesFor(lookup, 'ticker')).toEqual(['e', 'w']);
    t.drag({ x: 20, y: 30 }, { x: 20, y: 50 }, { kind: 'handle', id: 'tk', handle: 's' });
    expect(t.at('tk')).toMatchObject({ w: 20, h: 20 });
    t.drag({ x: 30, y: 20 }, { x: 40, y: 20 }, { kind: 'handle', id: 'tk', handle: 'e' });
    expect(t.at('tk')).toMatchObject({ w: 30, h: 20 });
  });

  it('exposes no handles and never resizes a type that is not resizable', () => {
    const t = setup([bg()]);
    expect(handlesFor(lookup, 'background')).toEqual([]);
    t.drag({ x: 100, y: 100 }, { x: 50, y: 50 }, { kind: 'handle', id: 'bg', handle: 'se' });
    expect(t.at('bg')).toMatchObject({ w: 100, h: 100 });
  });

  it('snaps a resized edge to the canvas centre', () => {
    const t = setup();
    t.down({ x: 30, y: 30 }, { kind: 'handle', id: 'a', handle: 'e' });
    t.move({ x: 50.6, y: 30 });
    expect(t.at('a').w).toBe(40);
    expect(t.p().context.guides).toEqual({ x: [50], y: [] });
  });

  it('rotates in 15° steps live and stores the nearest quarter turn', () => {
    const t = setup();
    // The centre is (20, 20); the handle sits straight above it.
    t.down({ x: 20, y: 5 }, { kind: 'rotate', id: 'a' });
    t.move({ x: 30, y: 20 });
    expect(t.p().value).toBe('rotating');
    expect(t.p().context.rotation).toBe(90);
    expect(t.at('a').rotation).toBe(90);
    // 10 units right and 8 down on screen (x in percent is scaled by 16:9): 38.7° below the
    // horizontal, 128.7° turned, which shows as 135°; 5 down is 116.6° turned, shown as 120°.
    // Both are stored as 90°, the nearest quarter turn (135° is a tie, and goes to the first).
    t.move({ x: 20 + 10 / (16 / 9), y: 28 });
    expect(t.p().context.rotation).toBe(135);
    t.move({ x: 20 + 10 / (16 / 9), y: 25 });
    expect(t.p().context.rotation).toBe(120);
    expect(t.at('a').rotation).toBe(90);
    t.move({ x: 20, y: 30 });
    expect(t.at('a').rotation).toBe(180);
    t.up();
    expect(t.at('a').rotation).toBe(180);
    expect(t.ctx().history.past).toHaveLength(1);
  });

  it('does not rotate an item whose type is not movable', () => {
    const t = setup([bg()]);
    t.drag({ x: 50, y: 0 }, { x: 90, y: 50 }, { kind: 'rotate', id: 'bg' });
    expect(t.at('bg').rotation).toBe(0);
    expect(t.ctx().history.past).toHaveLength(0);
  });
});
