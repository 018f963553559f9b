import { z } from 'zod';
import { MEDIA_FITS, type MediaFit } from '../../model/index.js';

export const IMAGE_WIDGET_TYPE = 'image';
/** An image item without its own sizing fits inside its box (contain). */
export const DEFAULT_IMAGE_SIZING: MediaFit = 'contain';
// The retry rule is the renderer's (RecoveringImage uses it too); the image widget shares it.
export { IMAGE_RETRY_INTERVAL_MS, retryUrl } from '../../render/imageRetry.js';

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
