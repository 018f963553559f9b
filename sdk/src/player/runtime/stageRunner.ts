import { asyncScheduler, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { createActor, type InspectionEvent } from 'xstate';
import type { PreloadSetting, UncountedPlay } from '../../engine/index.js';
import type { AudienceReport } from '../../model/index.js';
import { DEFAULT_PLAYER_CONFIG } from '../../model/index.js';
import {
  BrowserEventDispatcher,
  defaultPlayerEventTarget,
  listenForAudienceReports,
} from './browserEvents.js';
import { playerClock, simpleFileClock } from './clock.js';
import type { PlayerContent } from '../content.js';
import type { ItemActor } from '../machines/itemMachine.js';
import { playbackEventOf, type PlaybackEventSink } from './playbackEvents.js';
import { stageMachine, type StageActor, type StageZoneView } from '../machines/stageMachine.js';
import { createStagePlanner } from '../machines/stagePlanner.js';

export interface StageRunnerOptions {
  content: PlayerContent;
  /** The device's IANA time zone (see resolveTimeZone). */
  timeZone: string;
  preload?: PreloadSetting;
  /** Ticks in epoch ms; by default the player clock (or the simple file clock for one file). */
  clock?: Observable<number>;
  /** Scheduler and offset of the default clocks. */
  scheduler?: SchedulerLike;
  timeOffsetMs?: number;
  /** The measured offset from the server's clock, read at every tick: the stage plays on server time. */
  serverOffsetMs?: () => number;
  /** Where browser events go and audience reports come from; the window by default. */
  events?: EventTarget;
  onPlaybackEvent?: PlaybackEventSink;
  /** Called after each tick that changed what a zone shows or preloads. */
  onView?: (view: readonly StageZoneShow[]) => void;
  /** Player warnings (console by default): loops, missing documents, bad audience reports. */
  warn?: (message: string) => void;
  /** Where playlist time starts (ms); the first tick by default. */
  startedAt?: number;
  /** Plays of this device the server has not counted yet (unsent proof of play). */
  uncountedPlays?: readonly UncountedPlay[];
  /** Trigger playback history of the previous content's stage (see StageRun.triggerHistory). */
  triggerHistory?: ReadonlyMap<string, number>;
  /** XState's inspector for the stage and its zone and item machines (the QA panel's). */
  inspect?: (event: InspectionEvent) => void;
}

/** A zone's view with the item machines of what it shows and preloads, by entry key. */
export interface StageZoneShow extends StageZoneView {
  actors: Readonly<Record<string, ItemActor>>;
}

export interface StageRun {
  readonly actor: StageActor;
  /** The renderer has an entry drawn and ready to show. */
  ready(zoneId: number, entryKey: string): void;
  /** Ms each item has played when triggered, by history key: for the next content's stage. */
  triggerHistory(): Map<string, number>;
  stop(): void;
}

/** The clock for some content: a published single file loops on the simple file player's clock. */
export function clockFor(
  content: PlayerContent,
  options: { scheduler?: SchedulerLike; timeOffsetMs?: number; serverOffsetMs?: () => number } = {},
): Observable<number> {
  if (content.singleFile) {
    const only = [...content.program.playlists.values()][0]?.zones[0]?.entries[0];
    return simpleFileClock(only?.durationMs ?? 0, options);
  }
  return playerClock(options);
}

/**
 * Runs content on a stage: clock ticks drive the stage machine, its item-started/ended become
 * browser events and playback events, and audience reports reach the planner's triggers.
 */
export function runStage(options: StageRunnerOptions): StageRun {
  const events = options.events ?? defaultPlayerEventTarget();
  const warn = options.warn ?? ((message: string) => console.warn(message));
  // Loops and missing documents were left out when compiling; warn once on the console (a
  // screen has no one to show an error to, so it keeps playing what it can).
  for (const warning of options.content.program.warnings) warn(warning.message);
  const browser = new BrowserEventDispatcher(events);
  // The planner walks time forward (mutable): it stays here, and the machine gets its plans.
  const planner = createStagePlanner({
    program: options.content.program,
    timeZone: options.timeZone,
    preload: options.preload,
    startedAt: options.startedAt,
    uncountedPlays: options.uncountedPlays,
    triggerHistory: options.triggerHistory,
  });
  const actor = createActor(stageMachine, { inspect: options.inspect });
  actor.on('item-started', (event) => browser.itemStarted(event));
  actor.on('item-ended', (event) => {
    browser.itemEnded(event);
    options.onPlaybackEvent?.(playbackEventOf(event));
  });
  let lastView: readonly StageZoneView[] = [];
  actor.subscribe((snapshot) => {
    const { view, t } = snapshot.context;
    if (t === null) return;
    browser.settle(new Set(view.filter((z) => z.current).map((z) => z.zoneId)), t);
    // The machine makes a new view only when a zone's items changed (none yet is no change).
    if (view !== lastView && (view.length > 0 || lastView.length > 0)) {
      lastView = view;
      const children = snapshot.children as Readonly<Record<string, ItemActor | undefined>>;
      options.onView?.(view.map((zone) => ({ ...zone, actors: actorsOf(zone, children) })));
    }
  });
  actor.start();
  // Reports take effect on the tick after they arrive, so every start is on the tick grid.
  let reports: AudienceReport[] = [];
  const stopReports = listenForAudienceReports(events, (report) => reports.push(report), warn);
  const clock =
    options.clock ??
    clockFor(options.content, {
      scheduler: options.scheduler,
      timeOffsetMs: options.timeOffsetMs,
      serverOffsetMs: options.serverOffsetMs,
    });
  const endTicks = exactEndTicks(options, () => planner.nextChange());
  let last = -Infinity;
  const tick = (time: number) => {
    // An exact tick may land a few ms after the next clock tick's rounded time; time never
    // goes back for the planner (it would restart playback).
    last = Math.max(last, time);
    for (const report of reports) planner.addAudienceReport(last, report);
    reports = [];
    actor.send({ type: 'PLAN', t: last, plan: planner.plan(last) });
    endTicks?.after(last, tick);
  };
  const ticks = clock.subscribe(tick);
  return {
    actor,
    ready: (zoneId, entryKey) => actor.send({ type: 'ITEM.READY', zoneId, entryKey }),
    triggerHistory: () => planner.triggerHistory(),
    stop: () => {
      endTicks?.cancel();
      ticks.unsubscribe();
      stopReports();
      const t = actor.getSnapshot().context.t;
      actor.stop();
      if (t !== null) browser.stopAll(t);
    },
  };
}

/**
 * Extra ticks at the planner's exact change times (an item's end), so a scene hands over at
 * its end rather than on the next clock tick up to a refresh interval later: a video would
 * otherwise freeze on its last frame that long. Only with the player's own clock, whose
 * scheduler and offset are known; a clock passed in is the caller's whole time source.
 */
function exactEndTicks(
  options: StageRunnerOptions,
  nextChange: () => number,
): { after(t: number, tick: (t: number) => void): void; cancel(): void } | null {
  if (options.clock || options.content.singleFile) return null;
  const scheduler = options.scheduler ?? asyncScheduler;
  const offset = options.timeOffsetMs ?? DEFAULT_PLAYER_CONFIG.timeOffsetMs;
  const interval = DEFAULT_PLAYER_CONFIG.refreshIntervalMs;
  let pending: Subscription | null = null;
  const cancel = () => {
    pending?.unsubscribe();
    pending = null;
  };
  return {
    cancel,
    after(t, tick) {
      cancel();
      const next = nextChange();
      if (!(next > t) || !Number.isFinite(next)) return;
      // Whole hundredths like every tick, rounded up so the tick is at or past the end.
      const at = Math.ceil(next / 10) * 10;
      const delay = at - (scheduler.now() + offset + (options.serverOffsetMs?.() ?? 0));
      // The regular tick comes first otherwise.
      if (delay >= interval) return;
      pending = scheduler.schedule(
        () => {
          pending = null;
          tick(at);
        },
        Math.max(0, delay),
      );
    },
  };
}

function actorsOf(
  zone: StageZoneView,
  children: Readonly<Record<string, ItemActor | undefined>>,
): Record<string, ItemActor> {
  const actors: Record<string, ItemActor> = {};
  for (const [key, id] of Object.entries(zone.items)) {
    const child = children[id];
    if (child) actors[key] = child;
  }
  return actors;
}
/** The device's IANA time zone: what the host reports, else the runtime's, else UTC. */
export async function resolveTimeZone(
  deviceInfo: () => Promise<{ timeZone?: string }>,
): Promise<string> {
  try {
    const reported = (await deviceInfo()).timeZone;
    if (reported && isTimeZone(reported)) return reported;
  } catch {
    // A host that cannot tell leaves it to the runtime.
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
