import { z } from 'zod';

export const ROTATIONS = [0, 90, 180, 270] as const;
export const SCENE_TYPES = [
  'slides',
  'image',
  'video',
  'presentation',
  'multimedial',
  'app',
] as const;

const percent = z.number().min(0).max(100);

/** The widget inside a scene item; its body is validated by the widget's own schema. */
export const sceneItemContentSchema = z.looseObject({
  type: z.string().min(1),
  fileId: z.string().optional(),
  fileIds: z.array(z.string()).optional(),
  body: z.record(z.string(), z.unknown()).optional(),
});

/** A positioned, timed widget on a scene; geometry in percent of the screen, times in seconds. */
export const sceneItemSchema = z
  .looseObject({
    _id: z.string().min(1),
    start: z.number().min(0),
    end: z.number().min(0),
    x: percent,
    y: percent,
    w: percent,
    h: percent,
    rotation: z.union(ROTATIONS.map((r) => z.literal(r))).default(0),
    item: sceneItemContentSchema,
  })
  .refine((i) => i.start < i.end, { message: 'Start time must be before end time', path: ['end'] });

export const aspectRatioSchema = z.object({
  width: z.number().positive(),
  height: z.number().positive(),
});

export const sceneSchema = z.looseObject({
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
