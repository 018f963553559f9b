import { join } from 'node:path';
import { processImage, thumbnail } from '../../media/image.js';
import type { MediaStep } from './process-file-step.js';

/** Converts an image the players cannot show as it is, and stores its size and thumbnail. */
export async function processImageFile(step: MediaStep): Promise<void> {
  const { base, work, input, save } = step;
  const thumbPath = join(work, 'thumbnail.jpg');
  const image = await processImage(input, step.format, join(work, 'converted'));
  await save({ file_processing_progress_percents: 60 });
  await thumbnail(image.converted?.path ?? input, thumbPath);
  const convertedKey = image.converted ? `${base}/converted` : null;
  const converted = image.converted
    ? await step.putConverted(`${base}/converted`, image.converted.path, image.converted.mimetype)
    : null;
  await step.putFile(`${base}/thumbnail`, thumbPath, 'image/jpeg');
  await save({
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
}
