import { z } from 'zod';
import { PRESENTATION_PAGE_DURATION_S } from '../../model/index.js';

export const presentationBodySchema = z.looseObject({
  /** Seconds each page shows; 10 s per page unless the item says otherwise. */
  pageDuration: z.number().positive().default(PRESENTATION_PAGE_DURATION_S),
  backgroundColor: z.string().optional(),
});
export type PresentationBody = z.infer<typeof presentationBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the document. */
export function readPresentationBody(body: unknown): PresentationBody {
  const parsed = presentationBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : presentationBodySchema.parse({});
}

/**
 * The page shown after `elapsedMs` of item time (the page follows item time and page
 * duration), 0-based. Past the last page it stays on the last one; with an unknown page
 * count it stays on the first.
 */
export function pageIndexAt(
  elapsedMs: number,
  pageCount: number | null | undefined,
  pageDurationS: number,
): number {
  if (!pageCount || pageCount <= 1 || elapsedMs <= 0) return 0;
  return Math.min(pageCount - 1, Math.floor(elapsedMs / (pageDurationS * 1000)));
}

/** The page count a file carries, when the content query asks for it (PlayableFile.pageCount). */
export function pageCountOf(file: object): number | null {
  const count = (file as { pageCount?: unknown }).pageCount;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : null;
}

/** The PDF opened at a 1-based page, without the viewer's toolbar and side panes. */
export function pdfPageUrl(url: string, pageIndex: number): string {
  const base = url.split('#')[0] ?? url;
  return `${base}#page=${pageIndex + 1}&toolbar=0&navpanes=0&scrollbar=0&view=Fit`;
}

/** The page images a file carries (PlayableFile.pageUrls), or null when there are none to show. */
export function pageImagesOf(file: object): string[] | null {
  const urls = (file as { pageUrls?: unknown }).pageUrls;
  if (!Array.isArray(urls)) return null;
  const images = urls.filter((url): url is string => typeof url === 'string' && url !== '');
  return images.length > 0 ? images : null;
}
