import { TIME_OF_DAY, playlistTimingSchema, scheduleSchema } from '@marquee/sdk/model';

// The schedule document is the sdk model's scheduleSchema. The server adds what an editor must be
// told on save: both ends of a timing in the same form, a date range ending after it starts, and
// a time of day ending at another time (earlier is the next day).

/** A date-time without a zone ("2026-03-08T09:00"): a wall-clock time each screen reads. */
const WALL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T[\d:.]+$/;

/**
 * Milliseconds since midnight for a time of day, or since the epoch for a date-time. A date-time
 * without a zone is each screen's wall clock, so it is compared as written (read as if UTC), never
 * in the server's own zone: a server in Los Angeles refused 02:30 to 03:15 on the day clocks go
 * forward (02:30 does not exist there and Date.parse made it 03:30), which screens play from
 * 03:00 to 03:15, and which a server in UTC accepted.
 */
function instant(value: string): { kind: 'time' | 'date-time'; ms: number } | undefined {
  if (TIME_OF_DAY.test(value)) {
    const [h = 0, m = 0, s = 0] = value.split(':').map(Number);
    return { kind: 'time', ms: ((h * 60 + m) * 60 + s) * 1000 };
  }
  const ms = Date.parse(WALL_DATE_TIME.test(value) ? `${value}Z` : value);
  return Number.isNaN(ms) ? undefined : { kind: 'date-time', ms };
}

/**
 * A time of day that ends where it starts. One that ends earlier runs past midnight (22:00 to
 * 02:00, a night shift or a late bar), as players plan it and as a screen's display hours can.
 */
export const SAME_TIME = 'Start and end are the same time: choose when it ends';

export const editableScheduleSchema = scheduleSchema.superRefine((schedule, ctx) => {
  if (!schedule.name.trim()) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Required' });
  schedule.playlistTimings.forEach((t, i) => {
    const from = instant(t.timeFrom);
    const to = instant(t.timeTo);
    if (!from || !to) return;
    if (from.kind !== to.kind)
      ctx.addIssue({
        code: 'custom',
        path: ['playlistTimings', i, 'timeTo'],
        message: 'Use the same time format for start and end',
      });
    else if (from.kind === 'time' ? from.ms === to.ms : from.ms >= to.ms)
      ctx.addIssue({
        code: 'custom',
        path: ['playlistTimings', i, 'timeTo'],
        message: from.kind === 'time' ? SAME_TIME : 'Start time must be before end time',
      });
  });
});

export { playlistTimingSchema };
export type { PlaylistTiming } from '@marquee/sdk/model';
