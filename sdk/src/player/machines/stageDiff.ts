import type { CompiledEntry, Occurrence, PlannedZone } from '../../engine/index.js';

/** The item playing in a zone: its item machine's id and the play it stands for. */
export interface PlayingSlot {
  itemId: string;
  occurrence: Occurrence;
  /** When it started playing on this stage (later than the occurrence's start mid-scene). */
  startedAt: number;
  previous: Occurrence | null;
}

/** What is mounted in a zone: the playing item and the preloading ones (entry key → item id). */
export interface ZoneSlot {
  current: PlayingSlot | null;
  preloads: Readonly<Record<string, string>>;
}

export type StageSlots = Readonly<Record<number, ZoneSlot>>;

/** One thing the stage does to go from what is mounted to what the plan wants, in order. */
export type StageStep =
  /** The playing item stops: at its end, or cut short (interrupted). */
  | { type: 'stop'; zoneId: number; playing: PlayingSlot; t: number; interrupted: boolean }
  /** A new item machine for an entry the zone plays now (it was not preloaded). */
  | { type: 'mount'; zoneId: number; itemId: string; entry: CompiledEntry }
  | { type: 'start'; zoneId: number; playing: PlayingSlot; t: number }
  /** A new item machine rendered hidden ahead of its turn. */
  | { type: 'preload'; zoneId: number; itemId: string; entry: CompiledEntry }
  /** A preloaded item the plan no longer wants. */
  | { type: 'unmount'; zoneId: number; itemId: string };

export interface StageDiff {
  steps: StageStep[];
  slots: StageSlots;
  /** The item id counter after the new items. */
  spawned: number;
  /** Something changed: a step, or a zone came or went (the slots are then new). */
  changed: boolean;
}

const EMPTY_SLOT: ZoneSlot = { current: null, preloads: {} };

export const sameOccurrence = (a: Occurrence, b: Occurrence) =>
  a === b || (a.entry === b.entry && a.startedAt === b.startedAt && a.triggered === b.triggered);

/** The entries to preload, without the one already playing (a one-item zone loops onto itself). */
export function preloadOf(zone: PlannedZone): readonly CompiledEntry[] {
  const playing = zone.current?.entry.key;
  return playing === undefined ? zone.preload : zone.preload.filter((e) => e.key !== playing);
}

/**
 * From what is mounted to what the plan at t wants. Pure: the stage machine applies the steps
 * (item machines, item-started/ended) and keeps the slots. Per zone the order is stop, then
 * start (a preloaded item becomes the playing one, else one is mounted), then preload, then
 * unmount; zones the plan no longer has (another playlist took over) stop and unmount last.
 * New item ids count on from `spawned`, so the same inputs give the same steps.
 */
export function diffStage(
  slots: StageSlots,
  plan: readonly PlannedZone[],
  t: number,
  spawned: number,
): StageDiff {
  const steps: StageStep[] = [];
  const next: Record<number, ZoneSlot> = {};
  const newId = () => `item-${++spawned}`;
  const planned = new Set<number>();
  let zonesChanged = false;
  for (const zone of plan) {
    const { zoneId } = zone;
    planned.add(zoneId);
    if (!slots[zoneId]) zonesChanged = true;
    const slot = slots[zoneId] ?? EMPTY_SLOT;
    let current = slot.current;
    const wanted = zone.current;
    const preload = preloadOf(zone);
    const unchanged =
      (current && wanted ? sameOccurrence(current.occurrence, wanted) : current === wanted) &&
      samePreloads(slot.preloads, preload);
    if (unchanged) {
      // The common tick: nothing to do, and the slot object stays the same.
      next[zoneId] = slot;
      continue;
    }
    const preloads: Record<string, string> = { ...slot.preloads };
    if (!(current && wanted && sameOccurrence(current.occurrence, wanted))) {
      if (current) steps.push(stopStep(zoneId, current, t));
      if (wanted) {
        let itemId = preloads[wanted.entry.key];
        delete preloads[wanted.entry.key];
        if (!itemId) {
          itemId = newId();
          steps.push({ type: 'mount', zoneId, itemId, entry: wanted.entry });
        }
        current = {
          itemId,
          occurrence: wanted,
          startedAt: t,
          previous: current?.occurrence ?? null,
        };
        steps.push({ type: 'start', zoneId, playing: current, t });
      } else current = null;
    }
    for (const entry of preload) {
      if (preloads[entry.key]) continue;
      const itemId = newId();
      steps.push({ type: 'preload', zoneId, itemId, entry });
      preloads[entry.key] = itemId;
    }
    for (const [key, itemId] of Object.entries(preloads)) {
      if (preload.some((e) => e.key === key)) continue;
      steps.push({ type: 'unmount', zoneId, itemId });
      delete preloads[key];
    }
    next[zoneId] = { current, preloads };
  }
  for (const [id, slot] of Object.entries(slots)) {
    const zoneId = Number(id);
    if (planned.has(zoneId)) continue;
    zonesChanged = true;
    if (slot.current) steps.push(stopStep(zoneId, slot.current, t));
    for (const itemId of Object.values(slot.preloads))
      steps.push({ type: 'unmount', zoneId, itemId });
  }
  return { steps, slots: next, spawned, changed: zonesChanged || steps.length > 0 };
}

function stopStep(zoneId: number, playing: PlayingSlot, t: number): StageStep {
  return { type: 'stop', zoneId, playing, t, interrupted: t < playing.occurrence.endsAt };
}

function samePreloads(mounted: Readonly<Record<string, string>>, wanted: readonly CompiledEntry[]) {
  let count = 0;
  for (const key in mounted) {
    if (!wanted.some((e) => e.key === key)) return false;
    count++;
  }
  return count === wanted.length;
}
