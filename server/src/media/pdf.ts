import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { MediaError } from './probe.js';

/**
 * Players show a PDF page by page from images (File.pageUrls), made for the first 50 pages only:
 * a longer document (a catalogue) would take minutes of processing and hundreds of MB, while a
 * screen rarely cycles through more; past the cap, pageUrls stops at page 50 and numberOfPages
 * still tells the truth.
 */
export const MAX_PDF_PAGE_IMAGES = 50;
/** Full HD width: sharp on a 1080p screen, and a 4K screen scales it up cleanly. */
const PAGE_IMAGE_WIDTH = 1920;

export interface PdfDocument {
  numberOfPages: number;
  /** A JPEG of a 1-based page on white, PAGE_IMAGE_WIDTH wide; throws when it cannot be drawn. */
  renderPage(pageNumber: number): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Opens a PDF with pdfjs-dist's legacy build (Node) and isEvalSupported false, so a PDF's fonts
 * or functions never reach eval. Scripts in the PDF are never run by pdfjs.
 */
export async function openPdf(path: string): Promise<PdfDocument> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(path));
  let doc;
  try {
    doc = await pdfjs.getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new MediaError(`The PDF could not be read: ${(error as Error).message}`);
  }
  const opened = doc;
  return {
    numberOfPages: opened.numPages,
    async renderPage(pageNumber) {
      const page = await opened.getPage(pageNumber);
      try {
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: Math.min(4, PAGE_IMAGE_WIDTH / base.width) });
        const width = Math.ceil(viewport.width);
        const height = Math.ceil(viewport.height);
        const factory = opened.canvasFactory as {
          create(
            w: number,
            h: number,
          ): {
            canvas: unknown;
            context: { getImageData(x: number, y: number, w: number, h: number): ImageData };
          };
        };
        const target = factory.create(width, height);
        await page.render({ canvas: target.canvas as never, viewport }).promise;
        // Raw pixels straight to sharp: a PNG in between costs more than the drawing.
        const pixels = target.context.getImageData(0, 0, width, height).data;
        return await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), {
          raw: { width, height, channels: 4 },
        })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85 })
          .toBuffer();
      } finally {
        page.cleanup();
      }
    },
    close: () => opened.destroy(),
  };
}
