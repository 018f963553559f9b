import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Occurrence } from '../../engine/index.js';

export interface ZoneInput {
  zoneId: number;
}

/** A play that was cut short: what, and when. */
export interface ZoneInterruption {
  itemId: string;
  sceneName: string;
  t: number;
  triggered: boolean;
}

export type ZoneEvent =
  /**
   * What the zone plays changed at t: the play before it ended (at its end, or cut short when
   * `interrupted`), and `occurrence` plays now (null: nothing).
   */
  {
    type: 'PLAY';
    t: number;
    occurrence: Occurrence | null;
    previous: Occurrence | null;
    interrupted: boolean;
  };

export interface ZoneContext {
  zoneId: number;
  occurrence: Occurrence | null;
  /** The last play cut short in this zone. */
  interruption: ZoneInterruption | null;
}

type PlayEvent = Extract<ZoneEvent, { type: 'PLAY' }>;
const triggered = (event: PlayEvent) => event.occurrence?.triggered === true;

/**
 * A zone's trigger lifecycle, as a QA person or a test reads it:
 * - `rotating`: the normal rotation plays (or nothing does);
 * - `triggered.untilContentEnds` / `triggered.untilTriggerEnds`: a triggered item plays, and
 *   stops at its end or when its trigger no longer holds;
 * - `interrupted`: a play was cut short (its trigger ended, another trigger or a timing rule
 *   took its place) and the zone plays what took its place, until that ends.
 * The engine's planner decides what plays (the simulator runs it too, so both agree); the
 * stage sends this machine every change, and the states name the lifecycle the plays follow.
 */
export const zoneMachine = setup({
  types: {
    context: {} as ZoneContext,
    events: {} as ZoneEvent,
    input: {} as ZoneInput,
  },
  guards: {
    untilTriggerEnds: ({ event }) =>
      triggered(event) &&
      event.occurrence?.entry.trigger?.settings.playUntil === 'until-trigger-ends',
    untilContentEnds: ({ event }) => triggered(event),
    cutShort: ({ event }) => event.interrupted,
  },
  actions: {
    record: assign(({ event }) => {
      const cut = event.interrupted ? event.previous : null;
      return {
        occurrence: event.occurrence,
        ...(cut && {
          interruption: {
            itemId: cut.entry.itemId,
            sceneName: cut.entry.scene.name,
            t: event.t,
            triggered: cut.triggered,
          },
        }),
      };
    }),
  },
}).createMachine({
  id: 'zone',
  context: ({ input }) => ({ zoneId: input.zoneId, occurrence: null, interruption: null }),
  initial: 'rotating',
  states: {
    rotating: {},
    triggered: {
      initial: 'untilContentEnds',
      states: { untilContentEnds: {}, untilTriggerEnds: {} },
    },
    interrupted: {},
  },
  on: {
    PLAY: [
      { guard: 'untilTriggerEnds', target: '.triggered.untilTriggerEnds', actions: 'record' },
      { guard: 'untilContentEnds', target: '.triggered.untilContentEnds', actions: 'record' },
      { guard: 'cutShort', target: '.interrupted', actions: 'record' },
      { target: '.rotating', actions: 'record' },
    ],
  },
});

export type ZoneActor = ActorRefFrom<typeof zoneMachine>;

/** "triggered (until trigger ends)": a zone state as a person reads it. */
export function describeZoneState(value: unknown): string {
  if (value === 'rotating' || value === 'interrupted') return value;
  if (value && typeof value === 'object' && 'triggered' in value) {
    const until = (value as { triggered: string }).triggered;
    return `triggered (${until === 'untilTriggerEnds' ? 'until trigger ends' : 'until content ends'})`;
  }
  return String(value);
}
