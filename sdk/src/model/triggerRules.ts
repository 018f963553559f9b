import { z } from 'zod';
import { lazySchema } from './lazySchema.js';
import { strictObject } from './strictObject.js';

/**
 * Trigger rules and trigger playback settings of a playlist item: which audience or detected
 * object triggers it, when it plays, what may interrupt it and until when it plays.
 *
 * Value strings chosen here (kebab-case after the names operators see):
 * - trigger type: "audience-sensor" | "object-detection";
 * - gender: "male" | "female" | "any" (absent = any);
 * - playWhen: "normal" (plays in the zone's rotation and also when triggered) |
 *   "only-when-triggered" (plays only while its trigger is active);
 * - interruptionMode: "never" (once started it plays to its end) | "never-when-triggered" (a
 *   triggered play is not interrupted by another trigger; with playUntil until-trigger-ends it
 *   still ends when its own trigger ends). Absent: the item can be interrupted by a trigger;
 * - playUntil: "until-content-ends" | "until-trigger-ends";
 * - priority: weight in trigger ranking (default 1), compared with the share of past playback.
 */
export const GENDERS = ['male', 'female', 'any'] as const;
export const TRIGGER_TYPES = ['audience-sensor', 'object-detection'] as const;
export const PLAY_WHEN = ['normal', 'only-when-triggered'] as const;
export const INTERRUPTION_MODES = ['never', 'never-when-triggered'] as const;
export const PLAY_UNTIL = ['until-content-ends', 'until-trigger-ends'] as const;

// Built on first use: content without these rules (most of it) never builds their schemas.
export const ageRangeSchema = lazySchema(() =>
  strictObject({
    min: z.number().min(0),
    max: z.number().min(0),
  }).refine((r) => r.min <= r.max, { message: 'min must not exceed max', path: ['max'] }),
);

export const audienceTargetSchema = lazySchema(() =>
  strictObject({
    gender: z.enum(GENDERS).optional(),
    ageRange: ageRangeSchema.optional(),
  }),
);

export const objectDetectionTargetSchema = lazySchema(() =>
  strictObject({
    labelName: z.string().min(1).optional(),
    labelIndex: z.number().int().min(0).optional(),
    minCount: z.number().int().min(1).default(1),
  }).refine((t) => t.labelName !== undefined || t.labelIndex !== undefined, {
    message: 'labelName or labelIndex is required',
    path: ['labelName'],
  }),
);

export const triggerRulesSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    strictObject({ type: z.literal('audience-sensor'), audienceTarget: audienceTargetSchema }),
    strictObject({
      type: z.literal('object-detection'),
      objectDetectionTarget: objectDetectionTargetSchema,
    }),
  ]),
);

export const triggerPlaybackSettingsSchema = lazySchema(() =>
  strictObject({
    playWhen: z.enum(PLAY_WHEN).default('normal'),
    interruptionMode: z.enum(INTERRUPTION_MODES).optional(),
    playUntil: z.enum(PLAY_UNTIL).default('until-content-ends'),
    priority: z.number().min(0).default(1),
  }),
);

export type TriggerRules = z.infer<typeof triggerRulesSchema>;
export type TriggerPlaybackSettings = z.infer<typeof triggerPlaybackSettingsSchema>;
export type PlayWhen = (typeof PLAY_WHEN)[number];
export type InterruptionMode = (typeof INTERRUPTION_MODES)[number];
export type PlayUntil = (typeof PLAY_UNTIL)[number];
