import { z } from 'zod';
import { lazySchema } from './lazySchema.js';
import { strictObject } from './strictObject.js';
import { GENDERS, ageRangeSchema } from './triggerRules.js';

const buildAudienceReport = () =>
  strictObject({
    categories: z
      .array(
        strictObject({
          gender: z.enum(GENDERS).optional(),
          ageRange: ageRangeSchema.optional(),
          count: z.number().int().min(0),
          /** Mean seconds these people have been watching, where the camera tells it. */
          dwellSeconds: z.number().min(0).max(86_400).optional(),
        }),
      )
      .default([]),
    objects: z
      .array(
        strictObject({
          labelName: z.string().optional(),
          labelIndex: z.number().int().min(0).optional(),
          count: z.number().int().min(0),
          gender: z.enum(GENDERS).optional(),
          age: z.number().min(0).optional(),
          /** Seconds this object has been in view, where the camera tells it. */
          dwellSeconds: z.number().min(0).max(86_400).optional(),
        }),
      )
      .default([]),
  });

/** One audience sensor reading: who is in front of the screen (gender, age), what is seen. */
export const audienceReportSchema = lazySchema(buildAudienceReport);

/** A report at a moment (simulator input): it holds until the next report. */
export const timedAudienceReportSchema = lazySchema(() =>
  buildAudienceReport().extend({ t: z.iso.datetime({ offset: true }) }),
);
export const timedAudienceReportsSchema = lazySchema(() => z.array(timedAudienceReportSchema));

export type AudienceReport = z.infer<typeof audienceReportSchema>;
export type TimedAudienceReport = z.infer<typeof timedAudienceReportSchema>;
