import { z } from 'zod';
import { lazySchema } from './lazySchema.js';
import { timeOfDayOrDateTimeSchema } from './calendar.js';
import { strictObject } from './strictObject.js';

/**
 * When a schedule plays which playlist. timeFrom/timeTo are ISO time strings: a time of day
 * ("HH:mm" or "HH:mm:ss", every day in device time) or a full ISO date-time (one interval).
 * Both ends are inclusive; the first timing that contains a moment wins.
 */
const isoTime = timeOfDayOrDateTimeSchema;

export const playlistTimingSchema = lazySchema(() =>
  strictObject({
    _id: z.string().min(1),
    timeFrom: isoTime,
    timeTo: isoTime,
    playlistId: z.string().min(1),
  }),
);

export const scheduleSchema = lazySchema(() =>
  strictObject({
    _id: z.string().min(1),
    name: z.string().default(''),
    playlistTimings: z.array(playlistTimingSchema),
    spaceIds: z.array(z.string()).default([]),
  }),
);

export type PlaylistTiming = z.infer<typeof playlistTimingSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
