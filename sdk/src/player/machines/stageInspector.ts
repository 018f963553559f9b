import type { InspectionEvent } from 'xstate';
import type { CompiledEntry } from '../../engine/index.js';
import { describeZoneState, type ZoneContext } from './zoneMachine.js';

/** One zone as a QA person reads it: "zone 0: triggered (until trigger ends) · offer playing". */
export interface ZoneLine {
  zoneId: number;
  /** The zone machine's state, in words. */
  state: string;
  /** The scene playing, if any. */
  playing: string | null;
  text: string;
}

export interface StageInspector {
  /** Pass as `inspect` to the stage (runStage, StagePlayer, PlayerApp). */
  readonly inspect: (event: InspectionEvent) => void;
  /** The live zones of the latest stage, by zone id; the same array until something changes. */
  zones(): readonly ZoneLine[];
  subscribe(listener: () => void): () => void;
}

interface Seen {
  machine: string;
  value: unknown;
  context: unknown;
}

const machineOf = (snapshot: unknown) =>
  (snapshot as { machine?: { id?: string } }).machine?.id ?? '';

/**
 * Follows a stage through XState's inspection API: every zone machine's state and the item
 * machine playing in it. It only reads inspection events, so playback does not depend on it;
 * the stage's own snapshots tell which zone and item machines are still mounted.
 */
export function createStageInspector(): StageInspector {
  let rootId: string | null = null;
  const seen = new Map<string, Seen>();
  let lines: readonly ZoneLine[] = [];
  let key = '';
  const listeners = new Set<() => void>();

  const update = () => {
    const next = linesOf(seen);
    const nextKey = next.map((line) => line.text).join('\n');
    if (nextKey === key) return;
    key = nextKey;
    lines = next;
    listeners.forEach((listener) => listener());
  };

  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot') return;
    const machine = machineOf(event.snapshot);
    if (machine !== 'stage' && machine !== 'zone' && machine !== 'item') return;
    // A new stage (new content) replaces the old one, which has stopped.
    if (event.rootId !== rootId) {
      rootId = event.rootId;
      seen.clear();
    }
    const snapshot = event.snapshot as { value?: unknown; context?: unknown; children?: object };
    if (machine === 'stage') {
      const mounted = new Set(
        Object.values(snapshot.children ?? {}).map(
          (child) => (child as { sessionId: string }).sessionId,
        ),
      );
      for (const id of seen.keys()) if (!mounted.has(id)) seen.delete(id);
    } else {
      seen.set(event.actorRef.sessionId, {
        machine,
        value: snapshot.value,
        context: snapshot.context,
      });
    }
    update();
  };

  return {
    inspect,
    zones: () => lines,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

function linesOf(seen: ReadonlyMap<string, Seen>): ZoneLine[] {
  const playing = new Map<number, string>();
  for (const { machine, value, context } of seen.values()) {
    if (machine !== 'item' || value !== 'playing') continue;
    const item = context as { zoneId: number; entry: CompiledEntry; ready: boolean };
    const name = item.entry.scene.name || item.entry.itemId;
    playing.set(item.zoneId, item.ready ? `${name} playing` : `${name} starting (not drawn yet)`);
  }
  const lines: ZoneLine[] = [];
  for (const { machine, value, context } of seen.values()) {
    if (machine !== 'zone') continue;
    const zone = context as ZoneContext;
    let state = describeZoneState(value);
    if (value === 'interrupted' && zone.interruption)
      state += ` (${zone.interruption.sceneName || zone.interruption.itemId} cut short)`;
    const item = playing.get(zone.zoneId) ?? null;
    lines.push({
      zoneId: zone.zoneId,
      state,
      playing: item,
      text: `zone ${zone.zoneId}: ${state} · ${item ?? 'nothing playing'}`,
    });
  }
  return lines.sort((a, b) => a.zoneId - b.zoneId);
}
