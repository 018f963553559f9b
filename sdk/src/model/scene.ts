import { z } from 'zod';
import { IMAGE_SCENE_DEFAULT_DURATION_S } from './constants.js';
import { strictObject } from './strictObject.js';

export const ROTATIONS = [0, 90, 180, 270] as const;
export const SCENE_TYPES = [
  'slides',
  'image',
  'video',
  'presentation',
  'multimedial',
  'app',
] as const;
export type SceneType = (typeof SCENE_TYPES)[number];

/**
 * How long a scene of a type plays when it has no duration and no item with a length of its
 * own (a video's file, a PDF's pages): an image scene an hour; other types the general default.
 */
export const SCENE_TYPE_DEFAULT_DURATION_S: Partial<Record<SceneType, number>> = {
  image: IMAGE_SCENE_DEFAULT_DURATION_S,
};

const percent = z.number().min(0).max(100);

/** The timing form's messages, word for word as operators know them. */
export const TIMING_MESSAGES = {
  order: 'Start time must be before end time',
  startNegative: 'Start time must be positive',
  endNegative: 'End time must be positive',
} as const;

const timingShape = {
  start: z.number().min(0, TIMING_MESSAGES.startNegative),
  end: z.number().min(0, TIMING_MESSAGES.endNegative),
};
const startBeforeEnd: [
  (t: { start: number; end: number }) => boolean,
  { message: string; path: string[] },
] = [(t) => t.start < t.end, { message: TIMING_MESSAGES.order, path: ['end'] }];

/**
 * A start and an end in seconds, checked as the timing form checks them: neither negative, then
 * start before end. Scene items use it, and the console's timing fields parse with it.
 */
export const timingFormSchema = z.object(timingShape).refine(...startBeforeEnd);

/**
 * The widget inside a scene item; its body is validated by the widget's own schema. `file` is a
 * file document some older scenes embed (the spec lists it); players read fileId/fileIds.
 */
export const sceneItemContentSchema = strictObject({
  type: z.string().min(1),
  file: z.record(z.string(), z.unknown()).nullish(),
  fileId: z.string().optional(),
  fileIds: z.array(z.string()).optional(),
  body: z.record(z.string(), z.unknown()).optional(),
});

/** A positioned, timed widget on a scene; geometry in percent of the screen, times in seconds. */
export const sceneItemSchema = strictObject({
  _id: z.string().min(1),
  ...timingShape,
  x: percent,
  y: percent,
  w: percent,
  h: percent,
  rotation: z.literal(ROTATIONS).default(0),
  item: sceneItemContentSchema,
}).refine(...startBeforeEnd);

export const aspectRatioSchema = strictObject({
  width: z.number().positive(),
  height: z.number().positive(),
});

export const sceneSchema = strictObject({
  _id: z.string().min(1),
  name: z.string(),
  type: z.enum(SCENE_TYPES),
  /** Seconds; absent means the type's default (see sceneDurationSeconds in the engine). */
  duration: z.number().positive().optional(),
  aspectRatio: aspectRatioSchema.optional(),
  aspectRatioId: z.string().optional(),
  sceneItems: z.array(sceneItemSchema),
});

export type SceneItem = z.infer<typeof sceneItemSchema>;
export type Scene = z.infer<typeof sceneSchema>;
