import { Planner, compileProgram } from '@marquee/sdk';
import { playableContentSchema, playlistTimingSchema } from '@marquee/sdk/model';

// What a schedule plays when, worked out by the player's own engine (compileProgram and the
// Planner, the code every screen runs), never by a second reading of the rules here: both ends of
// a timing included, a time of day every day, a date-time once, the first timing that contains
// a moment winning where timings overlap. Each playlist stands in as one long item, so what the
// planner plays at a moment names the playlist the schedule chose.

export interface Timing {
  _id?: string;
  timeFrom: string;
  timeTo: string;
  playlistId: string;
}

/** A stretch of time [start, end) in ms during which one playlist plays. */
export interface PlaySpan {
  start: number;
  end: number;
  playlistId: string;
}

/** A span placed in one day of a view: its day and its place in the day, in percent. */
export interface DayBlock extends PlaySpan {
  day: number;
  topPercent: number;
  heightPercent: number;
}

const DAY_MS = 24 * 3600 * 1000;
/** The stand-in item's length: long, so the planner's steps are the schedule's own changes. */
const STAND_IN_SECONDS = 7 * 86_400;
/** A bound on the planner's steps for one view (a month of a busy schedule is a few hundred). */
const MAX_STEPS = 20_000;
const PREVIEW_ID = 'preview';

/** The schedule as content a player gets, with one stand-in item per playlist. */
function previewContent(timings: readonly Timing[]) {
  const valid = timings
    .map((t, i) => ({
      _id: t._id ?? `row-${i}`,
      timeFrom: t.timeFrom,
      timeTo: t.timeTo,
      playlistId: t.playlistId,
    }))
    .filter((t) => playlistTimingSchema.safeParse(t).success);
  const playlistIds = [...new Set(valid.map((t) => t.playlistId))];
  const scene = (id: string) => ({
    _id: `scene-${id}`,
    name: id,
    type: 'image',
    duration: STAND_IN_SECONDS,
    sceneItems: [
      {
        _id: `still-${id}`,
        ...{ start: 0, end: STAND_IN_SECONDS, x: 0, y: 0, w: 100, h: 100, rotation: 0 },
        item: { type: 'image', fileId: 'stand-in' },
      },
    ],
  });
  return playableContentSchema.parse({
    collectionName: 'schedule',
    entityId: PREVIEW_ID,
    content: {
      playlists: playlistIds.map((id) => ({
        _id: id,
        name: id,
        playlistItems: [{ _id: `item-${id}`, type: 'scene-inline', scene: scene(id) }],
      })),
      files: [{ _id: 'stand-in' }],
      schedules: [{ _id: PREVIEW_ID, playlistTimings: valid }],
    },
  });
}

/**
 * What the schedule plays from `from` to `to` (ms) on a screen in `timeZone`, as spans in time
 * order; times when nothing plays have no span. Timings that are not valid yet are left out.
 */
export function playsBetween(
  timings: readonly Timing[],
  from: number,
  to: number,
  timeZone: string,
): PlaySpan[] {
  const planner = new Planner(compileProgram(previewContent(timings)), {
    timeZone,
    startedAt: from,
  });
  const spans: PlaySpan[] = [];
  let t = from;
  for (let step = 0; t < to && step < MAX_STEPS; step++) {
    const playlistId = planner.plan(t)[0]?.current?.playlistId || null;
    const next = Math.min(planner.nextChange(), to);
    const last = spans[spans.length - 1];
    if (playlistId && last?.playlistId === playlistId && last.end === t) last.end = next;
    else if (playlistId) spans.push({ start: t, end: next, playlistId });
    if (next <= t) break;
    t = next;
  }
  return spans;
}

/** Local midnight `days` days after `day` (this browser's clock, which the views show). */
export const dayAfter = (day: Date, days: number): Date =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);

/** Monday 00:00 (local time) of the week containing `now`. */
export function weekStart(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

/** The spans cut at each local midnight from `first` on, for `days` days. */
export function dayBlocks(spans: readonly PlaySpan[], first: Date, days: number): DayBlock[] {
  const blocks: DayBlock[] = [];
  for (let day = 0; day < days; day++) {
    const dayStart = dayAfter(first, day).getTime();
    const dayEnd = dayAfter(first, day + 1).getTime();
    const length = dayEnd - dayStart || DAY_MS;
    for (const span of spans) {
      const start = Math.max(span.start, dayStart);
      const end = Math.min(span.end, dayEnd);
      if (end <= start) continue;
      blocks.push({
        start,
        end,
        playlistId: span.playlistId,
        day,
        topPercent: ((start - dayStart) / length) * 100,
        heightPercent: ((end - start) / length) * 100,
      });
    }
  }
  return blocks;
}

/** A span's first and last minute on this browser's clock ("06:00", "10:59"): ends included. */
export function spanText(span: Pick<PlaySpan, 'start' | 'end'>): string {
  const hhmm = (ms: number) => {
    const d = new Date(ms);
    return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  };
  return `${hhmm(span.start)}–${hhmm(span.end - 1000)}`;
}

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
};

/**
 * Black or white, whichever reads better on `background` (#rrggbb): the zone colours are
 * bright (orange) and dark (purple) alike, and white on most of them is under WCAG's 4.5:1.
 */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
