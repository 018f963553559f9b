import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMUXER_OF } from '../../media/accepted-types.js';
import { thumbnail } from '../../media/image.js';
import { MediaError, probeVideo } from '../../media/probe.js';
import { transcodeToMp4, videoFrame } from '../../media/video.js';
import type { MediaStep } from './process-file-step.js';

/** Probes a video, takes a thumbnail from a frame and converts it to MP4 for the players. */
export async function processVideoFile(step: MediaStep): Promise<void> {
  const { base, work, input, save, signal } = step;
  const tools = step.services.media.tools;
  const demuxer = DEMUXER_OF[step.format];
  if (!demuxer) throw new MediaError('This video container is not supported');
  const probe = await probeVideo(tools, input, demuxer, { signal });
  const source = { path: input, demuxer, ...probe };
  await save({
    file_processing_progress_percents: 10,
    w: probe.width,
    h: probe.height,
    original_width: probe.width,
    original_height: probe.height,
    duration: probe.duration,
  });
  const framePath = join(work, 'frame.jpg');
  const thumbPath = join(work, 'thumbnail.jpg');
  await videoFrame(tools, source, framePath, signal);
  await thumbnail(framePath, thumbPath);
  await step.putFile(`${base}/thumbnail`, thumbPath, 'image/jpeg');
  const outPath = join(work, 'converted.mp4');
  let reported = 10;
  let saving = Promise.resolve();
  const onProgress = (fraction: number) => {
    const percent = Math.floor(10 + fraction * 85);
    // Every 5 % is plenty for a progress bar and keeps the writes few.
    if (percent >= reported + 5) {
      reported = percent;
      saving = saving.then(() => save({ file_processing_progress_percents: percent }));
    }
  };
  await transcodeToMp4(tools, source, outPath, onProgress, signal);
  await saving;
  if ((await stat(outPath)).size === 0) throw new MediaError('The converted video is empty');
  const converted = await step.putConverted(`${base}/converted`, outPath, 'video/mp4');
  await save({
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
