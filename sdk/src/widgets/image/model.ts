import { z } from 'zod';
import { MEDIA_FITS, type MediaFit } from '../../model/index.js';

export const IMAGE_WIDGET_TYPE = 'image';
/** An image item without its own sizing fits inside its box (contain). */
export const DEFAULT_IMAGE_SIZING: MediaFit = 'contain';
/** A failed image retries every 10 s with a cache-breaking parameter until it loads. */
export const IMAGE_RETRY_INTERVAL_MS = 10_000;

export const imageBodySchema = z.looseObject({
  imageSizing: z.enum(MEDIA_FITS).default(DEFAULT_IMAGE_SIZING),
  backgroundColor: z.string().optional(),
});
export type ImageBody = z.infer<typeof imageBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the image. */
export function readImageBody(body: unknown): ImageBody {
  const parsed = imageBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : imageBodySchema.parse({});
}

/** CSS object-fit for a media fit. */
export function objectFitOf(fit: MediaFit): 'contain' | 'cover' | 'fill' {
  return fit === 'stretch' ? 'fill' : fit;
}

/** The style of an image or video element filling its item's box with a fit. */
export function mediaElementStyle(fit: MediaFit, backgroundColor: string | undefined) {
  return {
    display: 'block',
    width: '100%',
    height: '100%',
    objectFit: objectFitOf(fit),
    backgroundColor,
  } as const;
}

/** The image URL for a retry, with a cache-breaking parameter. */
export function retryUrl(url: string, attempt: number): string {
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}
