import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { PDF_WORKER_SOURCE } from './pdf-worker-source.js';
import { MediaError } from './probe.js';

/**
 * Players show a PDF page by page from images (File.pageUrls), made for the first 50 pages only:
 * a longer document (a catalogue) would take minutes of processing and hundreds of MB, while a
 * screen rarely cycles through more; past the cap, pageUrls stops at page 50 and numberOfPages
 * still tells the truth.
 */
export const MAX_PDF_PAGE_IMAGES = 50;

/**
 * What drawing one PDF may cost. pdf.js runs in a worker thread, never on the server's event
 * loop, with its own heap limit; a page that takes longer than the wall-time limit ends the
 * worker, and the file fails with a clear message instead of holding the server.
 */
export interface PdfLimits {
  pageWidth: number;
  maxPixels: number;
  maxPoints: number;
  /** Opening the document (starting the worker, loading pdf.js, parsing). */
  openTimeMs: number;
  /** Drawing one page. */
  wallTimeMs: number;
  heapMb: number;
}

export const PDF_LIMITS: Readonly<PdfLimits> = {
  /** Full HD width: sharp on a 1080p screen, and a 4K screen scales it up cleanly. */
  pageWidth: 1920,
  /** A tall page is drawn narrower rather than past this many pixels (about 2 × A4 at 1920). */
  maxPixels: 1920 * 2716 * 2,
  /** PDF's own largest page (200 inches); a bigger MediaBox is refused. */
  maxPoints: 14_400,
  openTimeMs: 30_000,
  wallTimeMs: 30_000,
  heapMb: 512,
};

export interface PdfDocument {
  numberOfPages: number;
  /** A JPEG of a 1-based page on white, pageWidth wide; throws when it cannot be drawn. */
  renderPage(pageNumber: number): Promise<Buffer>;
  close(): Promise<void>;
}

type WorkerAnswer =
  | { type: 'opened'; pages: number }
  | { type: 'rendered'; jpeg: Uint8Array }
  | { type: 'failed'; message: string };

const require = createRequire(import.meta.url);
const workerData = {
  pdfjsPath: require.resolve('pdfjs-dist/legacy/build/pdf.mjs'),
  sharpPath: require.resolve('sharp'),
};

/** Messages users see; never pdf.js's own text, which may name server paths. */
export const PDF_MESSAGES = {
  unreadable: 'The PDF could not be read',
  tooLarge: 'A page of this PDF is larger than a PDF page may be',
  tooSlow: 'A page of this PDF takes too long to draw',
  tooBig: 'This PDF needs more memory to draw than is allowed',
  page: 'A page of this PDF could not be drawn',
} as const;

/**
 * Opens a PDF in a worker thread with pdfjs-dist's legacy build and isEvalSupported false, so a
 * PDF's fonts or functions never reach eval. Scripts in the PDF are never run by pdfjs.
 */
export async function openPdf(
  path: string,
  limits: Readonly<PdfLimits> = PDF_LIMITS,
): Promise<PdfDocument> {
  const worker = new Worker(PDF_WORKER_SOURCE, {
    eval: true,
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
  });
  worker.unref();
  let ended = false;
  const end = async () => {
    if (ended) return;
    ended = true;
    await worker.terminate();
  };

  /** One request to the worker, bounded in time; the worker is ended on any failure. */
  const ask = (message: object, failure: string, timeMs: number) =>
    new Promise<WorkerAnswer>((resolve, reject) => {
      const fail = (error: MediaError) => {
        cleanup();
        void end();
        reject(error);
      };
      const onMessage = (answer: WorkerAnswer) => {
        cleanup();
        resolve(answer);
      };
      const onError = (error: Error & { code?: string }) =>
        fail(
          new MediaError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? PDF_MESSAGES.tooBig : failure),
        );
      const onExit = () => fail(new MediaError(failure));
      const timer = setTimeout(() => fail(new MediaError(PDF_MESSAGES.tooSlow)), timeMs);
      const cleanup = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(message);
    });

  const opened = await ask({ type: 'open', path }, PDF_MESSAGES.unreadable, limits.openTimeMs);
  if (opened.type !== 'opened') {
    await end();
    throw new MediaError(PDF_MESSAGES.unreadable);
  }
  return {
    numberOfPages: opened.pages,
    async renderPage(pageNumber) {
      if (ended) throw new MediaError(PDF_MESSAGES.page);
      const answer = await ask(
        {
          type: 'render',
          page: pageNumber,
          width: limits.pageWidth,
          maxPixels: limits.maxPixels,
          maxPoints: limits.maxPoints,
        },
        PDF_MESSAGES.page,
        limits.wallTimeMs,
      );
      if (answer.type === 'rendered') return Buffer.from(answer.jpeg);
      throw new MediaError(
        answer.type === 'failed' && answer.message === 'PAGE_TOO_LARGE'
          ? PDF_MESSAGES.tooLarge
          : PDF_MESSAGES.page,
      );
    },
    close: end,
  };
}
