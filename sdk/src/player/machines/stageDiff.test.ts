import { describe, expect, it } from 'vitest';
import type { CompiledEntry, Occurrence, PlannedZone } from '../../engine/index.js';
import { diffStage, type StageSlots, type StageStep } from './stageDiff.js';

const entry = (key: string, durationMs = 10_000) =>
  ({
    key,
    order: 0,
    zoneId: 0,
    scene: { _id: `scene-${key}`, name: key, type: 'image', sceneItems: [] },
    durationMs,
    renderPath: ['p'],
    itemId: key,
    historyKey: key,
    rules: [],
    trigger: null,
    interruptionMode: undefined,
    quotaFileIds: [],
  }) as unknown as CompiledEntry;

const A = entry('a');
const B = entry('b');
const box = { x: 0, y: 0, w: 100, h: 100 };
const play = (e: CompiledEntry, startedAt: number, triggered = false): Occurrence => ({
  entry: e,
  startedAt,
  endsAt: startedAt + e.durationMs,
  triggered,
  playlistId: 'p',
});
const zone = (
  current: Occurrence | null,
  preload: CompiledEntry[] = [],
  zoneId = 0,
): PlannedZone => ({ zoneId, box, current, next: null, preload });

/** The steps as short strings: what a reader of the stage expects to happen, in order. */
const describeSteps = (steps: readonly StageStep[]) =>
  steps.map((step) => {
    switch (step.type) {
      case 'stop':
        return `stop ${step.playing.itemId} ${step.playing.occurrence.entry.key}${step.interrupted ? ' interrupted' : ''}`;
      case 'start':
        return `start ${step.playing.itemId} ${step.playing.occurrence.entry.key}`;
      default:
        return `${step.type} ${step.itemId}${'entry' in step ? ` ${step.entry.key}` : ''}`;
    }
  });

describe('stage diff', () => {
  it('mounts and starts what plays, and preloads what comes next', () => {
    const diff = diffStage({}, [zone(play(A, 0), [B])], 0, 0);
    expect(describeSteps(diff.steps)).toEqual([
      'mount item-1 a',
      'start item-1 a',
      'preload item-2 b',
    ]);
    expect(diff.spawned).toBe(2);
    expect(diff.slots[0]).toEqual({
      current: { itemId: 'item-1', occurrence: play(A, 0), startedAt: 0, previous: null },
      preloads: { b: 'item-2' },
    });
  });

  it('does nothing on a tick that changes nothing, keeping the slot as it is', () => {
    const a = play(A, 0);
    const first = diffStage({}, [zone(a, [B])], 0, 0);
    const again = diffStage(first.slots, [zone(a, [B])], 250, first.spawned);
    expect(again.steps).toEqual([]);
    expect(again.changed).toBe(false);
    expect(again.slots[0]).toBe(first.slots[0]);
    expect(again.spawned).toBe(2);
  });

  it('ends the item at its end and plays the preloaded one without mounting it again', () => {
    const first = diffStage({}, [zone(play(A, 0), [B])], 0, 0);
    const diff = diffStage(first.slots, [zone(play(B, 10_000), [A])], 10_000, first.spawned);
    expect(describeSteps(diff.steps)).toEqual([
      'stop item-1 a',
      'start item-2 b',
      'preload item-3 a',
    ]);
    expect(diff.slots[0]!.current).toMatchObject({ itemId: 'item-2', previous: play(A, 0) });
  });

  it('interrupts an item that stops before its end, mounting what takes its place', () => {
    const first = diffStage({}, [zone(play(A, 0))], 0, 0);
    const diff = diffStage(first.slots, [zone(play(B, 4000, true))], 4000, first.spawned);
    expect(describeSteps(diff.steps)).toEqual([
      'stop item-1 a interrupted',
      'mount item-2 b',
      'start item-2 b',
    ]);
    const stop = diff.steps[0] as Extract<StageStep, { type: 'stop' }>;
    expect(stop.t).toBe(4000);
  });

  it('starts a one-item zone again on a new machine when it loops onto itself', () => {
    // The planner lists the playing entry as next; it is not preloaded on top of itself.
    const first = diffStage({}, [zone(play(A, 0), [A])], 0, 0);
    expect(describeSteps(first.steps)).toEqual(['mount item-1 a', 'start item-1 a']);
    const diff = diffStage(first.slots, [zone(play(A, 10_000), [A])], 10_000, first.spawned);
    expect(describeSteps(diff.steps)).toEqual([
      'stop item-1 a',
      'mount item-2 a',
      'start item-2 a',
    ]);
  });

  it('unmounts a preloaded item the plan no longer wants', () => {
    const a = play(A, 0);
    const first = diffStage({}, [zone(a, [B])], 0, 0);
    const diff = diffStage(first.slots, [zone(a)], 500, first.spawned);
    expect(describeSteps(diff.steps)).toEqual(['unmount item-2']);
    expect(diff.slots[0]).toEqual({ current: first.slots[0]!.current, preloads: {} });
  });

  it('stops and unmounts the zones the plan no longer has', () => {
    const slots: StageSlots = diffStage(
      {},
      [zone(play(A, 0), [B]), zone(play(B, 0), [], 1)],
      0,
      0,
    ).slots;
    const diff = diffStage(slots, [zone(play(A, 0), [B])], 3000, 3);
    expect(describeSteps(diff.steps)).toEqual(['stop item-3 b interrupted']);
    expect(Object.keys(diff.slots)).toEqual(['0']);
    const gone = diffStage(slots, [], 3000, 3);
    expect(describeSteps(gone.steps)).toEqual([
      'stop item-1 a interrupted',
      'unmount item-2',
      'stop item-3 b interrupted',
    ]);
  });

  it('leaves a zone empty when nothing plays in it', () => {
    const first = diffStage({}, [zone(play(A, 0))], 0, 0);
    const diff = diffStage(first.slots, [zone(null)], 10_000, first.spawned);
    expect(describeSteps(diff.steps)).toEqual(['stop item-1 a']);
    expect(diff.slots[0]).toEqual({ current: null, preloads: {} });
    expect(diffStage(diff.slots, [zone(null)], 10_250, 1).changed).toBe(false);
  });

  it('tells a zone that comes or goes with nothing in it apart from no change', () => {
    const empty = diffStage({}, [zone(null)], 0, 0);
    expect(empty).toMatchObject({ steps: [], changed: true });
    expect(diffStage(empty.slots, [], 250, 0)).toMatchObject({
      steps: [],
      changed: true,
      slots: {},
    });
  });
});
