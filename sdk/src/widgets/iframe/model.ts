import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { youTubeIdFromUrl } from '../youtube/model.js';

export const IFRAME_WIDGET_TYPE = 'iframe';

/**
 * The page is laid out this many CSS pixels wide and scaled to the item's
 * box, so a 1024-wide layout looks the same on any screen. Slider 600 to 1920, step 50.
 */
export const IFRAME_PREVIEW_WIDTH = { min: 600, max: 1920, step: 50, default: 1024 } as const;

/** The refresh intervals offered, in minutes; one day unless chosen. */
export const IFRAME_REFRESH_INTERVALS_MIN = [1, 5, 15, 30, 60, 720, 1440] as const;
export const IFRAME_DEFAULT_REFRESH_MIN = 1440;

/** Whether the refresh interval has passed is checked once a minute. */
export const IFRAME_REFRESH_CHECK_MS = 60_000;

/**
 * A page that never fires its load event (a dead site, a hanging request) stops holding the
 * playlist after this long; its spinner stays until it does load.
 */
export const IFRAME_READY_TIMEOUT_MS = 10_000;

/** A resized box is measured again once it has kept still this long. */
export const RESIZE_DEBOUNCE_MS = 500;

/**
 * What a framed page may do. Scripts, its own origin (cookies, storage: dashboards sign in) and
 * forms are what real pages need. No popups (nobody at a screen sees them, and on a TV they take
 * the focus) and no top navigation: a framed page must never move the player off its page.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

export const iframeBodySchema = lazySchema(() =>
  z.looseObject({
    url: z.string().default(''),
    previewWidth: z.number().positive().default(IFRAME_PREVIEW_WIDTH.default),
    isScrollable: z.boolean().default(false),
    refreshIntervalInMinutes: z.number().positive().default(IFRAME_DEFAULT_REFRESH_MIN),
    /** Seconds, when the url is a YouTube video whose player reported its length. */
    duration: z.number().positive().optional(),
  }),
);
export type IframeBody = z.infer<typeof iframeBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readIframeBody(body: unknown): IframeBody {
  const parsed = iframeBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : iframeBodySchema.parse({});
}

/** The layout width a stored body asks for, kept inside the slider's range. */
export function previewWidthOf(body: IframeBody): number {
  const { min, max } = IFRAME_PREVIEW_WIDTH;
  return Math.min(max, Math.max(min, body.previewWidth));
}

/** Schemes a page may be framed from; anything else (javascript:, data:) would run as us. */
const FRAMABLE_PROTOCOLS = new Set(['http:', 'https:']);

/** `scheme:` at the start, unless what follows the colon is a port (`localhost:8080`). */
const LEADING_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i;

/**
 * A web address as typed, with https:// added when it has no scheme. Only http
 * and https are framed: an iframe whose src is javascript: or data: would run script in our
 * page, so those (and every other scheme) give null, as does text that is no address at all.
 * Tabs and newlines are dropped first, as browsers do, so "java\tscript:" is caught too.
 */
export function completeUrl(input: string): string | null {
  const text = input.replace(/[\t\n\r]/g, '').trim();
  if (!text) return null;
  const candidate = text.startsWith('//')
    ? `https:${text}`
    : LEADING_SCHEME.test(text)
      ? text
      : `https://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return null;
  }
  if (!FRAMABLE_PROTOCOLS.has(parsed.protocol) || !parsed.hostname) return null;
  return candidate;
}

/** The video id when the body's address is a YouTube video, which the item then plays. */
export function iframeVideoId(body: unknown): string | null {
  const url = completeUrl(readIframeBody(body).url);
  return url ? youTubeIdFromUrl(url) : null;
}
