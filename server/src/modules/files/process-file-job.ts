import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { defineJob } from '../../jobs/define-job.js';
import type { RunningJob } from '../../jobs/job-provider.js';
import { acceptedType, type ContentFormat, type MediaKind } from '../../media/accepted-types.js';
import { MediaError } from '../../media/probe.js';
import { sniffFormat, SNIFF_BYTES } from '../../media/sniff.js';
import { lastErrorLine, ToolError } from '../../media/tools.js';
import { processImageFile } from './process-file-image.js';
import { processPdfFile } from './process-file-pdf.js';
import { mediaStepStores, type MediaStep } from './process-file-step.js';
import { processVideoFile } from './process-file-video.js';
import * as repo from './repo.js';

// Runs from the job queue, never inside a request. Video work runs in ffmpeg child processes and
// image work in sharp's thread pool; these files only orchestrate them and record the results.

interface ProcessFilePayload {
  fileId: string;
}

/** Shown when a file cannot be processed after every attempt. */
const PROCESSING_GAVE_UP = 'Processing did not finish; please delete the file and upload it again.';

const PROCESS_KIND: Record<MediaKind, (step: MediaStep) => Promise<void>> = {
  image: processImageFile,
  pdf: processPdfFile,
  video: processVideoFile,
};

/**
 * Probes, thumbnails and converts one uploaded file. A problem with the file (MediaError, or a
 * tool failing on it) ends in the error state with a message at once; anything else (the
 * process died, the disk was full) is thrown so the queue retries it.
 */
async function processFile(
  services: AppServices,
  payload: ProcessFilePayload,
  job: RunningJob,
): Promise<void> {
  const file = await repo.findFileById(services.db, payload.fileId);
  if (!file || file.deletedAt || file.status === 'READY') return;
  const type = acceptedType(file.mimetype);
  if (!type) throw new MediaError('This file type is not supported');

  const stores = mediaStepStores(services, file.id);
  await stores.save({ status: 'PROCESSING', file_processing_progress_percents: 0 });
  const work = join(services.config.dataDir, 'work', job.id);
  await mkdir(work, { recursive: true });
  try {
    const input = join(work, 'original');
    const format = await copyOriginal(services, file, input);
    if (!format || !type.formats.includes(format)) {
      throw new MediaError('The file content does not match its type');
    }
    await stores.save({ file_processing_progress_percents: 5 });
    const base = `files/${file.accountId}/${file.id}`;
    const step = { services, fileId: file.id, base, work, input, format, signal: job.signal };
    await PROCESS_KIND[type.kind]({ ...step, ...stores });
  } catch (error) {
    if (job.signal.aborted) throw error;
    const message = fileProblemMessage(error);
    if (message === undefined) throw error;
    services.logger.info({ fileId: file.id, reason: message }, 'file processing failed');
    await stores.save({ status: 'ERROR', error_message: message });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Copies the stored original into the work folder and says what its first bytes are. Direct-to-
 * bucket uploads (S3) never passed the server: their checksum is taken here.
 */
async function copyOriginal(
  services: AppServices,
  file: repo.FileRow,
  input: string,
): Promise<ContentFormat | undefined> {
  const hash = createHash('sha256');
  await pipeline(
    services.blobs.read(file.blobKey),
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(input),
  );
  if (!file.checksum) {
    await repo.updateFileColumns(services.db, file.id, { checksum: hash.digest('hex') });
  }
  return sniffFormat(await firstBytes(input));
}

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

/** The message a problem with the file itself shows; undefined for a failure worth a retry. */
function fileProblemMessage(error: unknown): string | undefined {
  if (error instanceof MediaError) return error.message;
  if (error instanceof ToolError && !error.timedOut && error.stderr) {
    return `The file could not be processed: ${lastErrorLine(error.stderr)}`;
  }
  if (error instanceof ToolError && error.timedOut) {
    return 'Processing took too long; the file may be too large or damaged.';
  }
  return undefined;
}

async function giveUpOnFile(services: AppServices, payload: ProcessFilePayload): Promise<void> {
  const file = await repo.findFileById(services.db, payload.fileId);
  if (file && file.status !== 'READY') {
    await mediaStepStores(services, file.id).save({
      status: 'ERROR',
      error_message: PROCESSING_GAVE_UP,
    });
  }
}

/** Processes one confirmed upload (see processFile); enqueued by confirmUpload. */
export const PROCESS_FILE_JOB = defineJob({
  kind: 'media:process-file',
  payload: z.object({ fileId: z.string().min(1) }),
  run: (payload, job, app) => processFile(app, payload, job),
  giveUp: (payload, _lastError, app) => giveUpOnFile(app, payload),
});
