import { compileProgram, traceWindow, zoneOffsetMs, type TraceEvent } from '@marquee/sdk/engine';
import { parseContent, playableContentSchema, type PlayableContent } from '@marquee/sdk/model';
import { MAX_SEGMENTS } from './limits.js';

// What one screen plays over a window, planned by the players' own engine: the content is
// compiled and traced exactly as the marquee-simulate CLI does (compileProgram, then traceWindow
// from `from` to `to` in the screen's zone), and the trace is folded into the stretches during
// which the same scheduled playlist (or published scene or file) is on screen. Pure: it runs in
// a worker thread (plan-worker.ts) and in tests.

export type SegmentKind = 'playlist' | 'scene' | 'file' | 'nothing';

export interface PlannedSegment {
  /** Epoch ms; the end is exclusive. */
  start: number;
  end: number;
  kind: SegmentKind;
  label: string;
}

export interface OffsetChange {
  /** Epoch ms of the first instant with the new offset. */
  at: number;
  beforeMinutes: number;
  afterMinutes: number;
}

export interface PlanRequest {
  /** The content snapshot's JSON as screens fetch it, or null when nothing is published. */
  contentJson: string | null;
  timeZone: string;
  from: number;
  to: number;
}

export interface PlanAnswer {
  segments: PlannedSegment[];
  /** More segments than MAX_SEGMENTS: the list stops at the last one kept. */
  truncated: boolean;
  offsetChanges: OffsetChange[];
  /** Name of the published content (the schedule, playlist, scene or file). */
  contentName: string | null;
  /** Why the content could not be planned, in words for the operator. */
  problem: string | null;
}

export const NOTHING_PUBLISHED = 'Nothing published';
export const NOTHING_PLAYS = 'Nothing scheduled';

/** Thrown from the trace callback to stop a trace that has made enough segments. */
class Enough extends Error {}

export function planScreen(request: PlanRequest): PlanAnswer {
  const { from, to, timeZone } = request;
  const offsetChanges = offsetChangesBetween(timeZone, from, to);
  const nothing = (label: string, problem: string | null = null): PlanAnswer => ({
    segments: [{ start: from, end: to, kind: 'nothing', label }],
    truncated: false,
    offsetChanges,
    contentName: null,
    problem,
  });
  if (request.contentJson === null) return nothing(NOTHING_PUBLISHED);
  const parsed = parseContent(playableContentSchema, JSON.parse(request.contentJson));
  if (!parsed.ok) return nothing(NOTHING_PLAYS, 'The published content could not be read.');
  const content = parsed.value;
  const names = namesOf(content);
  const program = compileProgram(content);
  const folded = foldTrace(
    (emit) =>
      traceWindow(program, { from, to }, { timeZone }, (e) =>
        emit({ t: e.t, event: e.event, zoneId: e.zoneId, playlistId: e.occurrence.playlistId }),
      ),
    { from, to },
  );
  const kind: SegmentKind =
    content.collectionName === 'scene' || content.collectionName === 'file'
      ? content.collectionName
      : 'playlist';
  return {
    segments: folded.stretches.map(({ start, end, playlistIds }) =>
      playlistIds.length === 0
        ? { start, end, kind: 'nothing', label: NOTHING_PLAYS }
        : { start, end, kind, label: playlistIds.map((id) => names.get(id) ?? id).join(' + ') },
    ),
    truncated: folded.truncated,
    offsetChanges,
    contentName: names.get(content.entityId) ?? names.get(`published-${content.entityId}`) ?? null,
    problem: null,
  };
}

/** One event of a play trace, with the scheduled playlist the item belongs to. */
export type TracedPlay = Pick<TraceEvent, 't' | 'event' | 'zoneId'> & { playlistId: string };

/** A stretch of the window during which the same playlists are on screen (zone order). */
export interface Stretch {
  start: number;
  end: number;
  playlistIds: string[];
}

/**
 * Folds a play trace into stretches: after all events of one instant, the playlists the zones
 * play (each once, by zone) name what is on screen until the next instant that changes them.
 * The trace gives each zone's item-ended before its item-started, so an instant's events are
 * read together before the state is taken.
 */
export function foldTrace(
  trace: (emit: (event: TracedPlay) => void) => void,
  window: { from: number; to: number },
): { stretches: Stretch[]; truncated: boolean } {
  const playing = new Map<number, string>();
  const stretches: Stretch[] = [];
  let pendingT = window.from;
  let truncated = false;
  const settle = (t: number) => {
    const ids = [...new Set([...playing].sort((a, b) => a[0] - b[0]).map(([, id]) => id))];
    const last = stretches.at(-1);
    if (last && last.playlistIds.join('\n') === ids.join('\n')) return;
    if (last) last.end = t;
    if (stretches.length === MAX_SEGMENTS) {
      truncated = true;
      throw new Enough();
    }
    stretches.push({ start: t, end: window.to, playlistIds: ids });
  };
  try {
    trace((event) => {
      if (event.t > pendingT) {
        settle(pendingT);
        pendingT = event.t;
      }
      if (event.event === 'item-started') playing.set(event.zoneId, event.playlistId);
      else playing.delete(event.zoneId);
    });
    settle(pendingT);
  } catch (error) {
    if (!(error instanceof Enough)) throw error;
  }
  return { stretches, truncated };
}

/** The names a label may need: playlists, scenes and files by id, and the published entity. */
function namesOf(content: PlayableContent): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of content.content.playlists) names.set(p._id, p.name);
  for (const s of content.content.scenes) names.set(s._id, s.name);
  for (const s of content.content.schedules) names.set(s._id, s.name);
  for (const f of content.content.files) if (f.name) names.set(f._id, f.name);
  // A scene or file plays as a one-item playlist the engine names `published-<id>`.
  const published = names.get(content.entityId);
  if (published) names.set(`published-${content.entityId}`, published);
  return names;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The zone's offset changes (daylight saving) within [from, to), to the second: the offset is
 * read every hour, and an hour in which it changed is narrowed by halving. Offsets change at most a few times
 * a year and never twice within an hour.
 */
export function offsetChangesBetween(timeZone: string, from: number, to: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let before = zoneOffsetMs(timeZone, from);
  for (let t = from; t < to; t += HOUR_MS) {
    const next = Math.min(t + HOUR_MS, to);
    const after = zoneOffsetMs(timeZone, next);
    if (after === before) continue;
    // Offsets change on whole seconds (in practice whole minutes): halve down to one second.
    let lo = Math.floor(t / 1000);
    let hi = Math.ceil(next / 1000);
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (zoneOffsetMs(timeZone, mid * 1000) === before) lo = mid;
      else hi = mid;
    }
    const at = hi * 1000;
    if (at < to)
      changes.push({ at, beforeMinutes: before / MINUTE_MS, afterMinutes: after / MINUTE_MS });
    before = after;
  }
  return changes;
}

/** One worker job: every distinct (content, zone) of a page of screens, over one window. */
export interface PlanJob {
  from: number;
  to: number;
  plans: ReadonlyArray<{ contentJson: string | null; timeZone: string }>;
}

/** The answers of a job, in its plans' order; a plan that fails says so and stops no other. */
export function planScreens(job: PlanJob): PlanAnswer[] {
  return job.plans.map((plan) => {
    try {
      return planScreen({ ...plan, from: job.from, to: job.to });
    } catch {
      return {
        segments: [{ start: job.from, end: job.to, kind: 'nothing', label: NOTHING_PLAYS }],
        truncated: false,
        offsetChanges: [],
        contentName: null,
        problem: 'The published content could not be planned.',
      };
    }
  });
}
