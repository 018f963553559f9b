import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { MediaError } from './probe.js';

export interface PdfResult {
  numberOfPages: number;
  /** PNG of the first page, or undefined when the page could not be drawn. */
  firstPage: Buffer | undefined;
}

/**
 * Page count and an image of the first page, with pdfjs-dist's legacy build (Node) and
 * isEvalSupported false, so a PDF's fonts or functions never reach eval. Scripts in the PDF are
 * never run by pdfjs.
 */
export async function readPdf(path: string): Promise<PdfResult> {
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
  try {
    const numberOfPages = doc.numPages;
    let firstPage: Buffer | undefined;
    try {
      const page = await doc.getPage(1);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(4, 960 / base.width) });
      const factory = doc.canvasFactory as {
        create(w: number, h: number): { canvas: { toBuffer(type: string): Buffer } };
      };
      const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas: target.canvas as never, viewport }).promise;
      firstPage = await sharp(target.canvas.toBuffer('image/png')).png().toBuffer();
    } catch {
      firstPage = undefined; // the page count is what matters; the picture is a nicety
    }
    return { numberOfPages, firstPage };
  } finally {
    await doc.destroy();
  }
}
