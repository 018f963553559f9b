import sharp from 'sharp';
import type { ContentFormat } from './accepted-types.js';
import { MediaError } from './probe.js';

export interface ImageResult {
  width: number;
  height: number;
  /** The optimised playback source; undefined when the original is played as it is. */
  converted?: { path: string; mimetype: string };
}

const MAX_W = 3840;
const MAX_H = 2160;

/**
 * Reads an image's size and writes an optimised playback copy: auto-rotated, at most 4K, and
 * re-encoded. An SVG is rendered to PNG, so players never run an SVG's script or fetch its links.
 * GIFs stay as they are (animation).
 */
export async function processImage(
  input: string,
  format: ContentFormat,
  convertedBase: string,
): Promise<ImageResult> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { failOn: 'error' }).metadata();
  } catch (error) {
    throw new MediaError(`The image could not be read: ${(error as Error).message}`);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new MediaError('The image has no size');
  if (format === 'gif') return { width, height };

  const density = format === 'svg' ? Math.min(600, Math.max(72, (72 * 1920) / width)) : undefined;
  const pipeline = sharp(input, { failOn: 'error', ...(density ? { density } : {}) })
    .rotate()
    .resize({ width: MAX_W, height: MAX_H, fit: 'inside', withoutEnlargement: format !== 'svg' });
  let path: string;
  let mimetype: string;
  if (format === 'jpeg') {
    path = `${convertedBase}.jpg`;
    mimetype = 'image/jpeg';
    await pipeline.jpeg({ quality: 85, mozjpeg: true }).toFile(path);
  } else if (format === 'webp') {
    path = `${convertedBase}.webp`;
    mimetype = 'image/webp';
    await pipeline.webp({ quality: 85 }).toFile(path);
  } else {
    path = `${convertedBase}.png`;
    mimetype = 'image/png';
    await pipeline.png({ compressionLevel: 9 }).toFile(path);
  }
  return { width, height, converted: { path, mimetype } };
}

/** A small JPEG for cards and the preview strip. */
export async function thumbnail(input: string, output: string, density?: number): Promise<void> {
  await sharp(input, { failOn: 'none', ...(density ? { density } : {}) })
    .rotate()
    .resize({ width: 480, height: 270, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toFile(output);
}
