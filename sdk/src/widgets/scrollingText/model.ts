import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { RSS_DEFAULT_REFRESH_MIN } from '../rss/model.js';

export const SCROLLING_TEXT_WIDGET_TYPE = 'scrolling_text';

/**
 * How fast the text moves, in reference-screen pixels per second (1920 across a
 * landscape screen, so 50 crosses a full-width item in 38 s), and the speed the spec gives for
 * an item turned a quarter (90° or 270°).
 */
export const SCROLL_SPEED = 50;
export const ROTATED_SCROLL_SPEED = 0.1;

/** The text's height as a share of the item's box: a ticker's line fills its strip. */
export const SCROLLING_TEXT_HEIGHT_SHARE = 0.6;

export const scrollingTextBodySchema = lazySchema(() =>
  z.looseObject({
    text: z.string().default(''),
    /** A news feed whose titles scroll, when shouldUseText is off. */
    url: z.string().default(''),
    /** The text is used only when this is on, otherwise the feed at `url`. */
    shouldUseText: z.boolean().catch(true).default(true),
    // Spelled so in stored items.
    refreshIntervalInMinnutes: z
      .number()
      .positive()
      .catch(RSS_DEFAULT_REFRESH_MIN)
      .default(RSS_DEFAULT_REFRESH_MIN),
    textColor: z.string().default('#ffffff'),
    backgroundColor: z.string().default('#000000'),
  }),
);
export type ScrollingTextBody = z.infer<typeof scrollingTextBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readScrollingTextBody(body: unknown): ScrollingTextBody {
  const parsed = scrollingTextBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : scrollingTextBodySchema.parse({});
}

/** A title gets a period unless it already ends a sentence (. ! or ?). */
export function titleWithPeriod(title: string): string {
  const trimmed = title.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A feed's titles as one line of sentences; empty titles are left out. */
export const feedTitlesLine = (titles: readonly string[]): string =>
  titles
    .map((title) => title.trim())
    .filter(Boolean)
    .map(titleWithPeriod)
    .join(' ');

/** Typed text as one line: a ticker has no second line. */
export const scrollingTextLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();

/** The speed for the item's rotation (a quarter turn: 90° or 270°). */
export const scrollSpeedOf = (rotation: number): number =>
  rotation === 90 || rotation === 270 ? ROTATED_SCROLL_SPEED : SCROLL_SPEED;

/**
 * Seconds for one pass: the text enters at the box's right edge and leaves past its left, a
 * distance of box plus text width (CSS px), at `speed` reference px/s scaled to CSS px.
 */
export function scrollPassSeconds(
  boxWidthPx: number,
  textWidthPx: number,
  speed: number,
  referenceScale: number,
): number {
  return (boxWidthPx + textWidthPx) / (speed * referenceScale);
}
