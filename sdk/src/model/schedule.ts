import { z } from 'zod';
import { TIME_OF_DAY } from './timingRules.js';

/**
 * When a schedule plays which playlist. timeFrom/timeTo are ISO time strings: a time of day
 * ("HH:mm" or "HH:mm:ss", every day in device time) or a full ISO date-time (one interval).
 * Both ends are inclusive; the first timing that contains a moment wins.
 */
const isoTime = z
  .string()
  .refine((v) => TIME_OF_DAY.test(v) || !Number.isNaN(Date.parse(v)), 'Expected an ISO time');

export const playlistTimingSchema = z.looseObject({
  _id: z.string().min(1),
  timeFrom: isoTime,
  timeTo: isoTime,
  playlistId: z.string().min(1),
});

export const scheduleSchema = z.looseObject({
  _id: z.string().min(1),
  name: z.string().default(''),
  playlistTimings: z.array(playlistTimingSchema),
  spaceIds: z.array(z.string()).default([]),
});

export type PlaylistTiming = z.infer<typeof playlistTimingSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;
