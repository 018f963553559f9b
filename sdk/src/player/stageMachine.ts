import { assign, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import {
  Planner,
  type CompiledEntry,
  type Occurrence,
  type PlannedZone,
  type PreloadSetting,
  type Program,
  type UncountedPlay,
} from '../engine/index.js';
import type { AudienceReport, LayoutZone } from '../model/index.js';
import { itemMachine } from './itemMachine.js';

export interface StageInput {
  program: Program;
  /** IANA zone the timing rules are evaluated in: the device's. */
  timeZone: string;
  preload?: PreloadSetting;
  /** Where playlist time starts (ms); the first tick by default. */
  startedAt?: number;
  /** Plays of this device the server has not counted yet (play quotas start from them). */
  uncountedPlays?: readonly UncountedPlay[];
  /** Trigger playback history left by the stage of the previous content. */
  triggerHistory?: ReadonlyMap<string, number>;
}

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
}

export type StageEvent =
  | { type: 'TICK'; t: number }
  /** An audience sensor reading; triggers are evaluated from the next tick on. */
  | { type: 'AUDIENCE_REPORT'; report: AudienceReport }
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

interface Playing {
  childId: string;
  occurrence: Occurrence;
  startedAt: number;
  previous: Occurrence | null;
}

/** What is mounted in a zone: the playing item and the preloading ones, by entry key. */
interface ZoneSlot {
  current: Playing | null;
  preloads: Readonly<Record<string, string>>;
}

interface StageContext {
  planner: Planner;
  t: number | null;
  /** Audience reports received since the last tick. */
  reports: readonly AudienceReport[];
  slots: Readonly<Record<number, ZoneSlot>>;
  view: readonly StageZoneView[];
  spawned: number;
}

const sameOccurrence = (a: Occurrence, b: Occurrence) =>
  a === b || (a.entry === b.entry && a.startedAt === b.startedAt && a.triggered === b.triggered);

const EMPTY_SLOT: ZoneSlot = { current: null, preloads: {} };

/**
 * The stage: on every tick it asks the engine's planner what each zone plays, diffs that
 * against what is mounted, drives one item machine per mounted scene, and emits item-started
 * and item-ended. It does no I/O and reads no clock: ticks bring the time.
 */
export const stageMachine = setup({
  types: {
    context: {} as StageContext,
    events: {} as StageEvent,
    input: {} as StageInput,
    emitted: {} as StageEmitted,
  },
  actors: { item: itemMachine },
  actions: {
    queueReport: assign({
      reports: ({ context, event }) =>
        event.type === 'AUDIENCE_REPORT' ? [...context.reports, event.report] : context.reports,
    }),
    advance: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'TICK') return;
      const t = event.t;
      // Reports take effect on the tick after they arrive, so every start is on the tick grid.
      for (const report of context.reports) context.planner.addAudienceReport(t, report);
      const plan = context.planner.plan(t);
      let spawned = context.spawned;
      const newId = () => `item-${++spawned}`;
      const slots: Record<number, ZoneSlot> = {};
      const end = (zoneId: number, playing: Playing) => {
        const interrupted = t < playing.occurrence.endsAt;
        enqueue.sendTo(playing.childId, { type: interrupted ? 'INTERRUPT' : 'END', t });
        enqueue.stopChild(playing.childId);
        enqueue.emit({
          type: 'item-ended',
          t,
          zoneId,
          occurrence: playing.occurrence,
          startedAt: playing.startedAt,
          previous: playing.previous,
          interrupted,
        });
      };
      const planned = new Set<number>();
      for (const zone of plan) {
        planned.add(zone.zoneId);
        const slot = context.slots[zone.zoneId] ?? EMPTY_SLOT;
        const preloads: Record<string, string> = { ...slot.preloads };
        let current = slot.current;
        const wanted = zone.current;
        if (!(current && wanted && sameOccurrence(current.occurrence, wanted))) {
          if (current) end(zone.zoneId, current);
          if (wanted) {
            // A preloaded entry becomes the playing item; otherwise one is mounted now.
            let childId = preloads[wanted.entry.key];
            delete preloads[wanted.entry.key];
            if (!childId) {
              childId = newId();
              enqueue.spawnChild('item', {
                id: childId,
                input: { zoneId: zone.zoneId, entry: wanted.entry },
              });
            }
            enqueue.sendTo(childId, { type: 'START', occurrence: wanted, t });
            const previous = current?.occurrence ?? null;
            enqueue.emit({
              type: 'item-started',
              t,
              zoneId: zone.zoneId,
              occurrence: wanted,
              previous,
            });
            current = { childId, occurrence: wanted, startedAt: t, previous };
          } else current = null;
        }
        const preload = preloadOf(zone);
        for (const entry of preload) {
          if (preloads[entry.key]) continue;
          const childId = newId();
          enqueue.spawnChild('item', { id: childId, input: { zoneId: zone.zoneId, entry } });
          enqueue.sendTo(childId, { type: 'PRELOAD' });
          preloads[entry.key] = childId;
        }
        for (const [key, childId] of Object.entries(preloads)) {
          if (preload.some((e) => e.key === key)) continue;
          enqueue.stopChild(childId);
          delete preloads[key];
        }
        slots[zone.zoneId] = { current, preloads };
      }
      // Zones the plan no longer has (another playlist took over) end what they played.
      for (const [zoneId, slot] of Object.entries(context.slots)) {
        if (planned.has(Number(zoneId))) continue;
        if (slot.current) end(Number(zoneId), slot.current);
        for (const childId of Object.values(slot.preloads)) enqueue.stopChild(childId);
      }
      enqueue.assign({
        t,
        reports: [],
        slots,
        spawned,
        view: plan.map((zone) => {
          const playing = slots[zone.zoneId]?.current;
          return {
            zoneId: zone.zoneId,
            box: zone.box,
            current: zone.current,
            offsetMs: playing ? Math.max(0, playing.startedAt - playing.occurrence.startedAt) : 0,
            preload: preloadOf(zone),
          };
        }),
      });
    }),
    forwardReady: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ITEM.READY') return;
      const slot = context.slots[event.zoneId];
      const childId =
        slot?.current?.occurrence.entry.key === event.entryKey
          ? slot.current.childId
          : slot?.preloads[event.entryKey];
      if (childId) enqueue.sendTo(childId, { type: 'READY' });
    }),
  },
}).createMachine({
  id: 'stage',
  context: ({ input }) => ({
    planner: new Planner(input.program, {
      timeZone: input.timeZone,
      preload: input.preload,
      startedAt: input.startedAt,
      uncountedPlays: input.uncountedPlays,
      triggerHistory: input.triggerHistory,
    }),
    t: null,
    reports: [],
    slots: {},
    view: [],
    spawned: 0,
  }),
  on: {
    TICK: { actions: 'advance' },
    AUDIENCE_REPORT: { actions: 'queueReport' },
    'ITEM.READY': { actions: 'forwardReady' },
  },
});

/** The entries to preload, without the one already playing (a one-item zone loops onto itself). */
function preloadOf(zone: PlannedZone): readonly CompiledEntry[] {
  const playing = zone.current?.entry.key;
  return playing === undefined ? zone.preload : zone.preload.filter((e) => e.key !== playing);
}

export type StageActor = ActorRefFrom<typeof stageMachine>;
