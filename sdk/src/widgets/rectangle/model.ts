import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { gradientSchema } from '../gradient/model.js';

export const RECTANGLE_WIDGET_TYPE = 'rectangle';

export const RECTANGLE_BACKGROUND_TYPES = ['FILL', 'GRADIENT'] as const;
export type RectangleBackgroundType = (typeof RECTANGLE_BACKGROUND_TYPES)[number];

/** A new rectangle is a yellow-ish fill with no border and square corners. */
export const DEFAULT_RECTANGLE_COLOR = '#f5c518';
export const DEFAULT_RECTANGLE_BORDER_COLOR = '#000000';

/**
 * Border width 0 to 100 step 5, border radius 0 to 50 step 5.
 * The width is in pixels of the 1920 × 1080 reference screen (the console's preview stage, and
 * what a TV's browser lays out). The radius is a percentage of the box's shorter side, so 50
 * rounds a square into a circle and a long box into a pill, whatever the item's size.
 */
export const RECTANGLE_LIMITS = {
  borderWidth: { min: 0, max: 100, step: 5 },
  borderRadius: { min: 0, max: 50, step: 5 },
} as const;

export const rectangleBodySchema = lazySchema(() =>
  z.looseObject({
    backgroundType: z.enum(RECTANGLE_BACKGROUND_TYPES).default('FILL'),
    backgroundColor: z.string().default(DEFAULT_RECTANGLE_COLOR),
    borderColor: z.string().default(DEFAULT_RECTANGLE_BORDER_COLOR),
    borderWidth: z.number().default(0),
    borderRadius: z.number().default(0),
    /** Used when backgroundType is GRADIENT; the gradient item's own definition. */
    gradient: gradientSchema.prefault({}),
  }),
);
export type RectangleBody = z.infer<typeof rectangleBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the shape. */
export function readRectangleBody(body: unknown): RectangleBody {
  const parsed = rectangleBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : rectangleBodySchema.parse({});
}

/** A stored value within a limit; a value that is not a number counts as the minimum. */
export function withinLimit(value: number, limit: { min: number; max: number }): number {
  return Number.isFinite(value) ? Math.min(limit.max, Math.max(limit.min, value)) : limit.min;
}

/** The corner radius in pixels for a box of this size. */
export function cornerRadiusPx(borderRadius: number, width: number, height: number): number {
  const share = withinLimit(borderRadius, RECTANGLE_LIMITS.borderRadius) / 100;
  return share * Math.max(0, Math.min(width, height));
}
