import { assign, setup, type ActorRefFrom } from 'xstate';
import type { CompiledEntry, Occurrence } from '../../engine/index.js';

export interface ItemInput {
  zoneId: number;
  entry: CompiledEntry;
}

export type ItemEvent =
  /** The stage wants it rendered hidden, ahead of its turn. */
  | { type: 'PRELOAD' }
  /** The renderer has it decoded and drawn: it can be shown without a blank frame. */
  | { type: 'READY' }
  | { type: 'START'; occurrence: Occurrence; t: number }
  /** Its time is over. */
  | { type: 'END'; t: number }
  /** Something took its place before its time was over (a trigger, a rule, new content). */
  | { type: 'INTERRUPT'; t: number };

export interface ItemContext {
  zoneId: number;
  entry: CompiledEntry;
  occurrence: Occurrence | null;
  ready: boolean;
  startedAt: number | null;
  stoppedAt: number | null;
}

/**
 * One scene on the stage, from being wanted to having played: idle, preloading, ready, playing,
 * then ended or interrupted. Pure data; the stage machine drives it and the renderer reports
 * readiness, so the same transitions hold on every target.
 */
export const itemMachine = setup({
  types: {
    context: {} as ItemContext,
    events: {} as ItemEvent,
    input: {} as ItemInput,
  },
  actions: {
    markReady: assign({ ready: true }),
    start: assign(({ event }) =>
      event.type === 'START' ? { occurrence: event.occurrence, startedAt: event.t } : {},
    ),
    stop: assign(({ event }) => ('t' in event ? { stoppedAt: event.t } : {})),
  },
}).createMachine({
  id: 'item',
  context: ({ input }) => ({
    zoneId: input.zoneId,
    entry: input.entry,
    occurrence: null,
    ready: false,
    startedAt: null,
    stoppedAt: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        PRELOAD: 'preloading',
        READY: { target: 'ready', actions: 'markReady' },
        START: { target: 'playing', actions: 'start' },
      },
    },
    preloading: {
      on: {
        READY: { target: 'ready', actions: 'markReady' },
        START: { target: 'playing', actions: 'start' },
      },
    },
    ready: {
      on: { START: { target: 'playing', actions: 'start' } },
    },
    playing: {
      on: {
        // Started before it was drawn: the previous scene stayed on screen meanwhile.
        READY: { actions: 'markReady' },
        END: { target: 'ended', actions: 'stop' },
        INTERRUPT: { target: 'interrupted', actions: 'stop' },
      },
    },
    // Terminal, but not `final`: a final child sends its parent `xstate.done.actor.<id>`, and
    // XState memoises transition candidates per event type on the parent's state nodes, so one
    // new cached entry per played item would grow the stage forever (found by the soak test).
    // The stage stops each item right after it ends.
    ended: {},
    interrupted: {},
  },
});

export type ItemActor = ActorRefFrom<typeof itemMachine>;
