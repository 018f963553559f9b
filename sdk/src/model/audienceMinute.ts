import { z } from 'zod';
import { lazySchema } from './lazySchema.js';
import { strictObject } from './strictObject.js';

/**
 * Age bands an audience minute counts people in. A camera reports an age range (min/max); the
 * person is counted in the band that holds the middle of that range. Fixed bands keep every
 * minute, hour and day the same shape, so rollups are sums of columns.
 */
export const AUDIENCE_AGE_BANDS = [
  { label: '0-17', min: 0, max: 17 },
  { label: '18-24', min: 18, max: 24 },
  { label: '25-34', min: 25, max: 34 },
  { label: '35-44', min: 35, max: 44 },
  { label: '45-54', min: 45, max: 54 },
  { label: '55-64', min: 55, max: 64 },
  { label: '65+', min: 65, max: 200 },
] as const;

/** Labels of detected objects per minute, at most; a busy detector's rest are dropped. */
export const AUDIENCE_MAX_OBJECT_LABELS = 20;
/** Minutes per batch the player sends, and the server's limit per call. */
export const AUDIENCE_MAX_BATCH = 200;
/** A count in one minute above this is a broken sensor, not an audience. */
export const AUDIENCE_MAX_COUNT = 10_000;

const count = () => z.number().int().min(0).max(AUDIENCE_MAX_COUNT);

const buildAudienceMinute = () =>
  strictObject({
    /** The device's own id for the minute; resending it never counts twice. */
    id: z.string().min(1).max(64),
    /** Start of the minute, UTC. */
    minute: z.iso.datetime({ offset: true }),
    /** Readings heard in the minute. */
    readings: z.number().int().min(1).max(100_000),
    /** Most people seen at once during the minute. */
    people: count(),
    /** Most men and most women seen at once (a camera that tells no gender leaves both 0). */
    male: count(),
    female: count(),
    /** Most people seen at once per AUDIENCE_AGE_BANDS band, in band order. */
    ages: z.array(count()).length(AUDIENCE_AGE_BANDS.length),
    /** Most objects seen at once per label. */
    objects: z
      .array(strictObject({ label: z.string().min(1).max(64), count: count() }))
      .max(AUDIENCE_MAX_OBJECT_LABELS),
    /** Sum over readings that told a dwell of the mean seconds people had been watching. */
    dwellSeconds: z.number().min(0).max(1e9),
    /** Readings that told a dwell. */
    dwellReadings: z.number().int().min(0).max(100_000),
  });

/**
 * One screen's audience in one minute, as the player sends it: counts only, never an image. A
 * minute split by a restart arrives as two records; the server keeps the larger of each count.
 */
export const audienceMinuteSchema = lazySchema(buildAudienceMinute);
export type AudienceMinute = z.infer<typeof audienceMinuteSchema>;
