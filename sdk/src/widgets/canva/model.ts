import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

export const CANVA_WIDGET_TYPE = 'canva';

export const canvaBodySchema = lazySchema(() =>
  z.looseObject({
    designId: z.string().default(''),
    /** The design's height as a percentage of its width, as Canva's embed code styles it ("56.2225%"). */
    paddingTop: z.string().default(''),
  }),
);
export type CanvaBody = z.infer<typeof canvaBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readCanvaBody(body: unknown): CanvaBody {
  const parsed = canvaBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : canvaBodySchema.parse({});
}

/**
 * A design's view address: canva.com/design/<id>/view, or a smart link's
 * canva.com/design/<id>/<share token>/view. The id is the segment after /design/.
 */
const VIEW_PATH = /canva\.com\/design\/([A-Za-z0-9_-]+)\/(?:[A-Za-z0-9_-]+\/)?view\b/i;
/** The wrapper's padding-top in Canva's embed code: the design's aspect ratio. */
const EMBED_PADDING = /padding-top:\s*(\d+(?:\.\d+)?%)/i;

/**
 * What the Canva field takes, an embed code or a smart link, read into the
 * body. The design id comes from a view address; the padding from the embed code's style
 * (a smart link has none). Anything else gives both empty.
 */
export function parseCanva(input: string): CanvaBody {
  const designId = VIEW_PATH.exec(input)?.[1];
  if (!designId) return { designId: '', paddingTop: '' };
  return { designId, paddingTop: EMBED_PADDING.exec(input)?.[1] ?? '' };
}

/** A design is embedded through its view embed address. */
export const canvaEmbedUrl = (designId: string) =>
  `https://www.canva.com/design/${encodeURIComponent(designId)}/view?embed`;

/** The design's height over its width, from the embed padding; null when not known. */
export function canvaAspectOf(paddingTop: string): number | null {
  const percent = Number.parseFloat(paddingTop);
  return Number.isFinite(percent) && percent > 0 ? percent / 100 : null;
}
