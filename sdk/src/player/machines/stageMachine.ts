import { enqueueActions, setup, type ActorRefFrom } from 'xstate';
import type { CompiledEntry, Occurrence, PlannedZone } from '../../engine/index.js';
import type { LayoutZone } from '../../model/index.js';
import { itemMachine } from './itemMachine.js';
import { diffStage, preloadOf, type StageSlots, type StageStep } from './stageDiff.js';
import { zoneMachine, type ZoneEvent } from './zoneMachine.js';

/** What one zone shows: the playing occurrence, and the entries to render hidden ahead of time. */
export interface StageZoneView {
  zoneId: number;
  box: LayoutZone;
  current: Occurrence | null;
  /**
   * Ms into the current occurrence at which this stage started it: 0 when it starts at its
   * beginning, more when playback (a boot, new content) lands mid-scene.
   */
  offsetMs: number;
  preload: readonly CompiledEntry[];
  /** The item machine of each entry shown or preloaded, by entry key (a child of the stage). */
  items: Readonly<Record<string, string>>;
}

export type StageEvent =
  /** The planner's answer for t (the runner owns the planner; the stage applies its plan). */
  | { type: 'PLAN'; t: number; plan: readonly PlannedZone[] }
  /** The renderer has an entry of a zone drawn and ready to show. */
  | { type: 'ITEM.READY'; zoneId: number; entryKey: string };

export interface ItemStartedEvent {
  type: 'item-started';
  t: number;
  zoneId: number;
  occurrence: Occurrence;
  previous: Occurrence | null;
}

export interface ItemEndedEvent {
  type: 'item-ended';
  t: number;
  zoneId: number;
  occurrence: Occurrence;
  /** When it started playing on this stage. */
  startedAt: number;
  previous: Occurrence | null;
  /** It stopped before its content ended. */
  interrupted: boolean;
}

export type StageEmitted = ItemStartedEvent | ItemEndedEvent;

interface StageContext {
  t: number | null;
  slots: StageSlots;
  view: readonly StageZoneView[];
  spawned: number;
}

/** The id of a zone's lifecycle machine among the stage's children. */
export const zoneActorId = (zoneId: number) => `zone-${zoneId}`;

/**
 * The stage: each plan (what the engine's planner wants each zone to show at t) is diffed
 * against what is mounted (stageDiff); the stage applies the steps to one item machine per
 * mounted scene, tells each zone's lifecycle machine what it plays now, and emits item-started
 * and item-ended. Its context is data only; it does no I/O and reads no clock.
 */
export const stageMachine = setup({
  types: {
    context: {} as StageContext,
    events: {} as StageEvent,
    emitted: {} as StageEmitted,
  },
  actors: { item: itemMachine, zone: zoneMachine },
  actions: {
    applyPlan: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'PLAN') return;
      const { t, plan } = event;
      const diff = diffStage(context.slots, plan, t, context.spawned);
      const applyStep = (step: StageStep) => {
        switch (step.type) {
          case 'stop': {
            const { playing, t, interrupted } = step;
            enqueue.sendTo(playing.itemId, { type: interrupted ? 'INTERRUPT' : 'END', t });
            enqueue.stopChild(playing.itemId);
            enqueue.emit({
              type: 'item-ended',
              t,
              zoneId: step.zoneId,
              occurrence: playing.occurrence,
              startedAt: playing.startedAt,
              previous: playing.previous,
              interrupted,
            });
            return;
          }
          case 'mount':
            enqueue.spawnChild('item', {
              id: step.itemId,
              input: { zoneId: step.zoneId, entry: step.entry },
            });
            return;
          case 'start': {
            const { playing, t } = step;
            enqueue.sendTo(playing.itemId, { type: 'START', occurrence: playing.occurrence, t });
            enqueue.emit({
              type: 'item-started',
              t,
              zoneId: step.zoneId,
              occurrence: playing.occurrence,
              previous: playing.previous,
            });
            return;
          }
          case 'preload':
            enqueue.spawnChild('item', {
              id: step.itemId,
              input: { zoneId: step.zoneId, entry: step.entry },
            });
            enqueue.sendTo(step.itemId, { type: 'PRELOAD' });
            return;
          case 'unmount':
            enqueue.stopChild(step.itemId);
        }
      };
      for (const zone of plan) {
        if (!context.slots[zone.zoneId])
          enqueue.spawnChild('zone', {
            id: zoneActorId(zone.zoneId),
            input: { zoneId: zone.zoneId },
          });
      }
      const changes = new Map<number, Extract<ZoneEvent, { type: 'PLAY' }>>();
      const zoneChange = (zoneId: number) => {
        let change = changes.get(zoneId);
        if (!change) {
          change = { type: 'PLAY', t, occurrence: null, previous: null, interrupted: false };
          changes.set(zoneId, change);
        }
        return change;
      };
      for (const step of diff.steps) {
        applyStep(step);
        if (step.type === 'stop') {
          const change = zoneChange(step.zoneId);
          change.previous = step.playing.occurrence;
          change.interrupted = step.interrupted;
        } else if (step.type === 'start')
          zoneChange(step.zoneId).occurrence = step.playing.occurrence;
      }
      for (const [zoneId, change] of changes) enqueue.sendTo(zoneActorId(zoneId), change);
      for (const zoneId of Object.keys(context.slots).map(Number)) {
        if (!diff.slots[zoneId]) enqueue.stopChild(zoneActorId(zoneId));
      }
      // The common tick changes nothing: the slots and the view stay the same objects.
      enqueue.assign({
        t,
        spawned: diff.spawned,
        ...(diff.changed && { slots: diff.slots, view: viewOf(plan, diff.slots) }),
      });
    }),
    forwardReady: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ITEM.READY') return;
      const slot = context.slots[event.zoneId];
      const itemId =
        slot?.current?.occurrence.entry.key === event.entryKey
          ? slot.current.itemId
          : slot?.preloads[event.entryKey];
      if (itemId) enqueue.sendTo(itemId, { type: 'READY' });
    }),
  },
}).createMachine({
  id: 'stage',
  context: { t: null, slots: {}, view: [], spawned: 0 },
  on: {
    PLAN: { actions: 'applyPlan' },
    'ITEM.READY': { actions: 'forwardReady' },
  },
});

function viewOf(plan: readonly PlannedZone[], slots: StageSlots): StageZoneView[] {
  return plan.map((zone) => {
    const slot = slots[zone.zoneId];
    const playing = slot?.current;
    const items: Record<string, string> = { ...slot?.preloads };
    if (playing) items[playing.occurrence.entry.key] = playing.itemId;
    return {
      zoneId: zone.zoneId,
      box: zone.box,
      current: zone.current,
      offsetMs: playing ? Math.max(0, playing.startedAt - playing.occurrence.startedAt) : 0,
      preload: preloadOf(zone),
      items,
    };
  });
}

export type StageActor = ActorRefFrom<typeof stageMachine>;
