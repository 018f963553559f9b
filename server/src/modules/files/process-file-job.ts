import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { defineJob } from '../../jobs/define-job.js';
import type { RunningJob } from '../../jobs/job-provider.js';
import { acceptedType, DEMUXER_OF } from '../../media/accepted-types.js';
import { processImage, thumbnail } from '../../media/image.js';
import { MAX_PDF_PAGE_IMAGES, openPdf, PDF_MESSAGES, type PdfDocument } from '../../media/pdf.js';
import { MediaError, probeVideo } from '../../media/probe.js';
import { sniffFormat, SNIFF_BYTES } from '../../media/sniff.js';
import { lastErrorLine, ToolError } from '../../media/tools.js';
import { transcodeToMp4, videoFrame } from '../../media/video.js';
import { publishFileChanged } from './events.js';
import * as repo from './repo.js';

// Runs from the job queue, never inside a request. Video work runs in ffmpeg child processes and
// image work in sharp's thread pool; this file only orchestrates them and records the results.

export interface ProcessFilePayload {
  fileId: string;
}

/** Shown when a file cannot be processed after every attempt. */
export const PROCESSING_GAVE_UP =
  'Processing did not finish; please delete the file and upload it again.';

async function firstBytes(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Probes, thumbnails and converts one uploaded file. A problem with the file (MediaError, or a
 * tool failing on it) ends in the error state with a message at once; anything else (the
 * process died, the disk was full) is thrown so the queue retries it.
 */
function fileProcessor(services: AppServices) {
  const { db, blobs, logger } = services;
  const tools = services.media.tools;

  async function save(fileId: string, columns: Parameters<typeof repo.updateFileColumns>[2]) {
    await repo.updateFileColumns(db, fileId, {
      ...columns,
      updated_at: services.clock.now().toISOString(),
    });
    const file = await repo.findFileById(db, fileId);
    if (file) publishFileChanged(services, file);
    if (file && columns.status === 'ERROR') {
      services.events.emit('file:processing-failed', {
        fileId: file.id,
        accountId: file.accountId,
      });
    }
  }

  async function putFile(key: string, path: string, contentType: string): Promise<number> {
    const { size } = await stat(path);
    const info = await blobs.put(key, createReadStream(path), { contentType, size });
    return info.size;
  }

  /** Stores a converted file; players check their downloads against its checksum. */
  async function putConverted(key: string, path: string, contentType: string) {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    return { size: await putFile(key, path, contentType), checksum: hash.digest('hex') };
  }

  /**
   * A JPEG per page (up to MAX_PDF_PAGE_IMAGES) and the thumbnail from page 1. All or nothing:
   * when a page cannot be drawn the images already stored go again and the PDF plays as it is.
   */
  async function pdfPageImages(pdf: PdfDocument, fileId: string, base: string, work: string) {
    const thumbPath = join(work, 'thumbnail.jpg');
    const count = Math.min(pdf.numberOfPages, MAX_PDF_PAGE_IMAGES);
    const pageKeys = Array.from({ length: count }, (_, i) => `${base}/page-${i + 1}`);
    // The keys are on the record before any page blob exists: a purge after a crash midway
    // still finds every one (deleting a blob that was never stored is harmless).
    await save(fileId, { page_blob_keys: JSON.stringify(pageKeys) });
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
      if (index === 0) {
        const pagePath = join(work, 'page-1.jpg');
        await writeFile(pagePath, jpeg);
        await thumbnail(pagePath, thumbPath);
        await putFile(`${base}/thumbnail`, thumbPath, 'image/jpeg');
        thumbnailKey = `${base}/thumbnail`;
      }
      await blobs.put(key, jpeg, { contentType: 'image/jpeg', size: jpeg.length });
      const percent = Math.floor(5 + (90 * (index + 1)) / count);
      // Every 10 % is plenty for a progress bar and keeps the writes few.
      if (percent >= reported + 10) {
        reported = percent;
        await save(fileId, { file_processing_progress_percents: percent });
      }
    }
    return { thumbnailKey, pageKeys };
  }

  async function run(payload: ProcessFilePayload, job: RunningJob): Promise<void> {
    const file = await repo.findFileById(db, payload.fileId);
    if (!file || file.deletedAt || file.status === 'READY') return;
    const type = acceptedType(file.mimetype);
    if (!type) throw new MediaError('This file type is not supported');

    await save(file.id, { status: 'PROCESSING', file_processing_progress_percents: 0 });
    const work = join(services.config.dataDir, 'work', job.id);
    await mkdir(work, { recursive: true });
    try {
      const input = join(work, 'original');
      const hash = createHash('sha256');
      await pipeline(
        blobs.read(file.blobKey),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(input),
      );
      // Direct-to-bucket uploads (S3) never passed the server: their checksum is taken here.
      if (!file.checksum)
        await repo.updateFileColumns(db, file.id, { checksum: hash.digest('hex') });
      const format = sniffFormat(await firstBytes(input));
      if (!format || !type.formats.includes(format)) {
        throw new MediaError('The file content does not match its type');
      }
      await save(file.id, { file_processing_progress_percents: 5 });
      const base = `files/${file.accountId}/${file.id}`;
      const thumbPath = join(work, 'thumbnail.jpg');

      if (type.kind === 'image') {
        const image = await processImage(input, format, join(work, 'converted'));
        await save(file.id, { file_processing_progress_percents: 60 });
        await thumbnail(image.converted?.path ?? input, thumbPath);
        const convertedKey = image.converted ? `${base}/converted` : null;
        const converted = image.converted
          ? await putConverted(`${base}/converted`, image.converted.path, image.converted.mimetype)
          : null;
        await putFile(`${base}/thumbnail`, thumbPath, 'image/jpeg');
        await save(file.id, {
          status: 'READY',
          file_processing_progress_percents: 100,
          w: image.width,
          h: image.height,
          original_width: image.width,
          original_height: image.height,
          converted_blob_key: convertedKey,
          converted_mimetype: image.converted?.mimetype ?? null,
          converted_size_in_bytes: converted?.size ?? null,
          converted_checksum: converted?.checksum ?? null,
          thumbnail_blob_key: `${base}/thumbnail`,
          error_message: null,
        });
      } else if (type.kind === 'pdf') {
        const pdf = await openPdf(input);
        try {
          const drawnPages = await pdfPageImages(pdf, file.id, base, work);
          await save(file.id, {
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
      } else {
        const demuxer = DEMUXER_OF[format];
        if (!demuxer) throw new MediaError('This video container is not supported');
        const probe = await probeVideo(tools, input, demuxer, { signal: job.signal });
        const source = { path: input, demuxer, ...probe };
        await save(file.id, {
          file_processing_progress_percents: 10,
          w: probe.width,
          h: probe.height,
          original_width: probe.width,
          original_height: probe.height,
          duration: probe.duration,
        });
        const framePath = join(work, 'frame.jpg');
        await videoFrame(tools, source, framePath, job.signal);
        await thumbnail(framePath, thumbPath);
        await putFile(`${base}/thumbnail`, thumbPath, 'image/jpeg');
        const outPath = join(work, 'converted.mp4');
        let reported = 10;
        let saving = Promise.resolve();
        await transcodeToMp4(
          tools,
          source,
          outPath,
          (fraction) => {
            const percent = Math.floor(10 + fraction * 85);
            // Every 5 % is plenty for a progress bar and keeps the writes few.
            if (percent >= reported + 5) {
              reported = percent;
              saving = saving.then(() =>
                save(file.id, { file_processing_progress_percents: percent }),
              );
            }
          },
          job.signal,
        );
        await saving;
        if ((await stat(outPath)).size === 0) throw new MediaError('The converted video is empty');
        const converted = await putConverted(`${base}/converted`, outPath, 'video/mp4');
        await save(file.id, {
          status: 'READY',
          file_processing_progress_percents: 100,
          converted_blob_key: `${base}/converted`,
          converted_mimetype: 'video/mp4',
          converted_size_in_bytes: converted.size,
          converted_checksum: converted.checksum,
          thumbnail_blob_key: `${base}/thumbnail`,
          error_message: null,
        });
      }
    } catch (error) {
      if (job.signal.aborted) throw error;
      const message =
        error instanceof MediaError
          ? error.message
          : error instanceof ToolError && !error.timedOut && error.stderr
            ? `The file could not be processed: ${lastErrorLine(error.stderr)}`
            : error instanceof ToolError && error.timedOut
              ? 'Processing took too long; the file may be too large or damaged.'
              : undefined;
      if (message === undefined) throw error;
      logger.info({ fileId: file.id, reason: message }, 'file processing failed');
      await save(file.id, { status: 'ERROR', error_message: message });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  async function giveUp(payload: ProcessFilePayload): Promise<void> {
    const file = await repo.findFileById(db, payload.fileId);
    if (file && file.status !== 'READY') {
      await save(file.id, { status: 'ERROR', error_message: PROCESSING_GAVE_UP });
    }
  }

  return { run, giveUp };
}

/** Processes one confirmed upload (see fileProcessor); enqueued by confirmUpload. */
export const PROCESS_FILE_JOB = defineJob({
  kind: 'media:process-file',
  payload: z.object({ fileId: z.string().min(1) }),
  run: (payload, job, app) => fileProcessor(app).run(payload, job),
  giveUp: (payload, _lastError, app) => fileProcessor(app).giveUp(payload),
});
