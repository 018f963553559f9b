import { TIME_OF_DAY, playlistTimingSchema, scheduleSchema } from '@marquee/sdk/model';

// The schedule document is the sdk model's scheduleSchema. The server adds what an editor must be
// told on save: each timing ends after it starts, with both ends in the same form.

/** Milliseconds since midnight for a time of day, or since the epoch for a date-time. */
function instant(value: string): { kind: 'time' | 'date-time'; ms: number } | undefined {
  if (TIME_OF_DAY.test(value)) {
    const [h = 0, m = 0, s = 0] = value.split(':').map(Number);
    return { kind: 'time', ms: ((h * 60 + m) * 60 + s) * 1000 };
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : { kind: 'date-time', ms };
}

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
    else if (from.ms >= to.ms)
      ctx.addIssue({
        code: 'custom',
        path: ['playlistTimings', i, 'timeTo'],
        message: 'Start time must be before end time',
      });
  });
});

export { playlistTimingSchema };
export type { PlaylistTiming } from '@marquee/sdk/model';
