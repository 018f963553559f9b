import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { thumbnail } from '../../media/image.js';
import { MAX_PDF_PAGE_IMAGES, openPdf, PDF_MESSAGES, type PdfDocument } from '../../media/pdf.js';
import { MediaError } from '../../media/probe.js';
import type { MediaStep } from './process-file-step.js';

/** Counts a PDF's pages and draws them as images the players can show. */
export async function processPdfFile(step: MediaStep): Promise<void> {
  const pdf = await openPdf(step.input);
  try {
    const drawnPages = await pdfPageImages(step, pdf);
    await step.save({
      status: 'READY',
      file_processing_progress_percents: 100,
      number_of_pages: pdf.numberOfPages,
      thumbnail_blob_key: drawnPages.thumbnailKey,
      page_blob_keys: drawnPages.pageKeys && JSON.stringify(drawnPages.pageKeys),
      error_message: null,
    });
  } finally {
    await pdf.close();
  }
}

/**
 * A JPEG per page (up to MAX_PDF_PAGE_IMAGES) and the thumbnail from page 1. All or nothing:
 * when a page cannot be drawn the images already stored go again and the PDF plays as it is.
 */
async function pdfPageImages(step: MediaStep, pdf: PdfDocument) {
  const { base, save } = step;
  const { blobs } = step.services;
  const count = Math.min(pdf.numberOfPages, MAX_PDF_PAGE_IMAGES);
  const pageKeys = Array.from({ length: count }, (_, i) => `${base}/page-${i + 1}`);
  // The keys are on the record before any page blob exists: a purge after a crash midway
  // still finds every one (deleting a blob that was never stored is harmless).
  await save({ page_blob_keys: JSON.stringify(pageKeys) });
  let thumbnailKey: string | null = null;
  let reported = 5;
  for (const [index, key] of pageKeys.entries()) {
    let jpeg: Buffer;
    try {
      jpeg = await pdf.renderPage(index + 1);
    } catch (error) {
      for (const stored of pageKeys.slice(0, index)) await blobs.delete(stored);
      // A page past a limit (too large, too slow, too much memory) fails the file; a page
      // pdf.js cannot draw leaves the PDF to play as it is.
      if (error instanceof MediaError && error.message !== PDF_MESSAGES.page) throw error;
      return { thumbnailKey, pageKeys: null };
    }
    if (index === 0) thumbnailKey = await storeFirstPageThumbnail(step, jpeg);
    await blobs.put(key, jpeg, { contentType: 'image/jpeg', size: jpeg.length });
    const percent = Math.floor(5 + (90 * (index + 1)) / count);
    // Every 10 % is plenty for a progress bar and keeps the writes few.
    if (percent >= reported + 10) {
      reported = percent;
      await save({ file_processing_progress_percents: percent });
    }
  }
  return { thumbnailKey, pageKeys };
}

async function storeFirstPageThumbnail(step: MediaStep, jpeg: Buffer): Promise<string> {
  const pagePath = join(step.work, 'page-1.jpg');
  const thumbPath = join(step.work, 'thumbnail.jpg');
  await writeFile(pagePath, jpeg);
  await thumbnail(pagePath, thumbPath);
  await step.putFile(`${step.base}/thumbnail`, thumbPath, 'image/jpeg');
  return `${step.base}/thumbnail`;
}
