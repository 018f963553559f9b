import { ROTATIONS, SCENE_TYPES, type Scene, type SceneItem } from '@marquee/sdk/model';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startEditor } from '../../../test/sceneEditor';
import type { EditorEvent } from './editorEvents';

/**
 * Undo is exact: from any scene, any run of edits and drags undone step by step gives back the
 * scene as it was, and redone gives back the final one. With the default cap of 20 checkpoints
 * that only holds for 20 recorded actions, so this runs with the cap raised to 100 (the cap is
 * tested on its own in editorMachine.test.ts).
 */

const itemArb = (id: string): fc.Arbitrary<SceneItem> =>
  fc
    .record({
      x: fc.integer({ min: 0, max: 99 }),
      y: fc.integer({ min: 0, max: 99 }),
      w: fc.integer({ min: 1, max: 100 }),
      h: fc.integer({ min: 1, max: 100 }),
      start: fc.integer({ min: 0, max: 60 }),
      length: fc.integer({ min: 1, max: 90 }),
      rotation: fc.constantFrom(...ROTATIONS),
      type: fc.constantFrom('image', 'ticker', 'background', 'widget-from-the-future'),
    })
    .map(({ x, y, w, h, start, length, rotation, type }) => ({
      _id: id,
      x,
      y,
      w: Math.min(w, 100 - x),
      h: Math.min(h, 100 - y),
      start,
      end: start + length,
      rotation,
      item: { type, body: { n: x } },
    }));

const sceneArb: fc.Arbitrary<Scene> = fc
  .record({
    count: fc.integer({ min: 0, max: 6 }),
    type: fc.constantFrom(...SCENE_TYPES),
    duration: fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }),
  })
  .chain(({ count, type, duration }) =>
    fc.tuple(...Array.from({ length: count }, (_, i) => itemArb(`i${i}`))).map((sceneItems) => ({
      _id: 'scene',
      name: 'Generated',
      type,
      ...(duration === undefined ? {} : { duration }),
      sceneItems,
    })),
  );

const picks = fc.array(fc.nat(), { maxLength: 3 });
const pct = fc.integer({ min: -20, max: 120 });

/** Operations pick items by index into whatever the document holds when they run. */
type Op =
  | { kind: 'create'; itemType: string; start: number }
  | { kind: 'update'; pick: number; patch: Partial<SceneItem> }
  | { kind: 'remove' | 'swapUp' | 'swapDown' | 'duplicate' | 'select'; picks: number[] }
  | { kind: 'nudge'; picks: number[]; dx: number; dy: number }
  | { kind: 'drag'; picks: number[]; moves: { x: number; y: number }[]; cancel: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    itemType: fc.constantFrom('image', 'ticker', 'nope'),
    start: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    pick: fc.nat(),
    // Often invalid on purpose: refused updates must leave no trace in the history.
    patch: fc.record(
      {
        x: pct,
        w: pct,
        start: fc.integer({ min: -5, max: 100 }),
        end: fc.integer({ min: -5, max: 150 }),
      },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    kind: fc.constantFrom('remove' as const, 'swapUp' as const, 'swapDown' as const),
    picks,
  }),
  fc.record({ kind: fc.constantFrom('duplicate' as const, 'select' as const), picks }),
  fc.record({
    kind: fc.constant('nudge' as const),
    picks,
    dx: fc.constantFrom(-1, 0, 1),
    dy: fc.constantFrom(-1, 0, 1),
  }),
  fc.record({
    kind: fc.constant('drag' as const),
    picks,
    moves: fc.array(
      fc.record({ x: fc.integer({ min: 0, max: 80 }), y: fc.integer({ min: 0, max: 80 }) }),
      {
        minLength: 1,
        maxLength: 5,
      },
    ),
    cancel: fc.boolean(),
  }),
);

function eventsFor(op: Op, document: Scene): EditorEvent[] {
  const all = document.sceneItems.map((item) => item._id);
  const pick = (n: number) => all[n % Math.max(1, all.length)];
  const chosen = 'picks' in op ? op.picks.map(pick).filter((id) => id !== undefined) : [];
  switch (op.kind) {
    case 'create':
      return [{ type: 'CREATE', itemType: op.itemType, start: op.start }];
    case 'update': {
      const id = pick(op.pick);
      return id ? [{ type: 'UPDATE', id, patch: op.patch }] : [];
    }
    case 'remove':
      return [{ type: 'REMOVE', ids: chosen }];
    case 'swapUp':
      return [{ type: 'SWAP_UP', ids: chosen }];
    case 'swapDown':
      return [{ type: 'SWAP_DOWN', ids: chosen }];
    case 'duplicate':
      return [{ type: 'DUPLICATE', ids: chosen }];
    case 'select':
      return [{ type: 'SELECT', ids: chosen }];
    case 'nudge':
      return [{ type: 'NUDGE', ids: chosen, dx: op.dx, dy: op.dy }];
    case 'drag':
      return [
        { type: 'GESTURE_START' },
        ...op.moves.map((to): EditorEvent => ({
          type: 'GESTURE_UPDATE',
          patch: Object.fromEntries(chosen.map((id) => [id, { x: to.x, y: to.y }])),
        })),
        { type: op.cancel ? 'GESTURE_CANCEL' : 'GESTURE_END' },
      ];
  }
}

describe('undo and redo (property)', () => {
  it('undoing every action restores the scene; redoing them restores the final one', () => {
    fc.assert(
      fc.property(sceneArb, fc.array(opArb, { maxLength: 50 }), (original, ops) => {
        const e = startEditor(original, { historyLimit: 100 });
        // Every document an action left behind, when it changed: the stops undo must make.
        const states = [e.doc()];
        for (const op of ops) {
          for (const event of eventsFor(op, e.doc())) e.editor.send(event);
          if (e.doc() !== states.at(-1)) states.push(e.doc());
        }
        const final = e.doc();
        for (let i = 0; i < ops.length; i++) {
          e.editor.send({ type: 'UNDO' });
          // One step per action: each undo lands on the document before the last action.
          expect(e.doc()).toStrictEqual(states[Math.max(0, states.length - 2 - i)]);
        }
        expect(e.doc()).toStrictEqual(original);
        for (let i = 0; i < ops.length; i++) e.editor.send({ type: 'REDO' });
        expect(e.doc()).toStrictEqual(final);
        e.stop();
      }),
      { numRuns: 150 },
    );
  });
});
