import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

export const CLOCK_WIDGET_TYPE = 'clock';

/** The clock updates every second. */
export const CLOCK_TICK_MS = 1000;

/**
 * The scale multiplies the text's size: at 1 the text is as large as fits its box, below 1 it
 * takes that share of it. Above 1 the text would be cut off by the box, so it stops at 1.
 */
export const CLOCK_SCALE = { min: 0.1, max: 1, step: 0.05, default: 1 } as const;

export const clockBodySchema = lazySchema(() =>
  z.looseObject({
    textColor: z.string().default('#ffffff'),
    shouldShowDate: z.boolean().default(true),
    shouldShowTime: z.boolean().default(true),
    scale: z.number().default(CLOCK_SCALE.default),
  }),
);
export type ClockBody = z.infer<typeof clockBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the clock. */
export function readClockBody(body: unknown): ClockBody {
  const parsed = clockBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : clockBodySchema.parse({});
}

export function clockScaleOf(body: ClockBody): number {
  const { scale } = body;
  if (!Number.isFinite(scale)) return CLOCK_SCALE.default;
  return Math.min(CLOCK_SCALE.max, Math.max(CLOCK_SCALE.min, scale));
}

/**
 * Time and date in the player's time zone and language: the locale's own order and hour cycle
 * (24 h in most of Europe, 12 h with AM/PM in the US), with seconds, as the clock ticks each one.
 * `locale` is for tests; a screen uses its own.
 */
export const formatClockTime = (at: Date, locale?: string) =>
  at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export const formatClockDate = (at: Date, locale?: string) =>
  at.toLocaleDateString(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** Ms until the next whole second of the device clock, so the seconds turn when they should. */
export const msToNextSecond = (nowMs: number) =>
  CLOCK_TICK_MS - (((nowMs % CLOCK_TICK_MS) + CLOCK_TICK_MS) % CLOCK_TICK_MS);
