import { z } from 'zod';
import { strictObject } from './strictObject.js';
import { GENDERS, ageRangeSchema } from './triggerRules.js';

/** One audience sensor reading: who is in front of the screen (gender, age), what is seen. */
export const audienceReportSchema = strictObject({
  categories: z
    .array(
      strictObject({
        gender: z.enum(GENDERS).optional(),
        ageRange: ageRangeSchema.optional(),
        count: z.number().int().min(0),
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
      }),
    )
    .default([]),
});

/** A report at a moment (simulator input): it holds until the next report. */
export const timedAudienceReportSchema = audienceReportSchema.extend({
  t: z.iso.datetime({ offset: true }),
});
export const timedAudienceReportsSchema = z.array(timedAudienceReportSchema);

export type AudienceReport = z.infer<typeof audienceReportSchema>;
export type TimedAudienceReport = z.infer<typeof timedAudienceReportSchema>;
