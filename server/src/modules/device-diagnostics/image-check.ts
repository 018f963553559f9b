// What a screen uploads as its screenshot is checked by its own bytes: the signature says PNG or
// JPEG (never the type the sender declares), and the size comes from the image's header. Every
// read is bounded by the buffer, so no byte sequence makes it loop or read out of range.

/** The most bytes one screenshot may have once decoded (a 1080p JPEG is well under 1 MB). */
export const MAX_SCREENSHOT_BYTES = 2_000_000;
/** Base64 of MAX_SCREENSHOT_BYTES. */
export const MAX_SCREENSHOT_BASE64 = Math.ceil(MAX_SCREENSHOT_BYTES / 3) * 4;

export type ScreenshotMime = 'image/png' | 'image/jpeg';

export interface CheckedImage {
  mimeType: ScreenshotMime;
  width: number;
  height: number;
  bytes: Buffer;
}

export type ImageRefusal =
  'not-base64' | 'too-large' | 'not-an-image' | 'no-size' | 'too-many-pixels';

/**
 * The largest picture a screen can take: an 8K screen (7,680 × 4,320) either way up. The bytes
 * are bounded, but a small PNG can declare 16,384 × 16,384 pixels (1 GiB to decode) and would be
 * handed as it is to every browser that shows it, the public live page's included.
 */
export const MAX_SCREENSHOT_SIDE = 7_680;
export const MAX_SCREENSHOT_PIXELS = 7_680 * 4_320;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function pngSize(bytes: Buffer): [number, number] | null {
  // The first chunk of every PNG is IHDR: length (4), "IHDR", width (4), height (4).
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Start-of-frame markers carry the size; the others (DHT, JPG, DAC) share the range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Buffer): [number, number] | null {
  let at = 2;
  // Each segment moves `at` forward by at least 2, so the walk ends within the buffer.
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (isStartOfFrame(marker)) return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** The image in `base64`, or why it is refused. */
export function checkScreenshot(base64: string): CheckedImage | ImageRefusal {
  if (base64.length > MAX_SCREENSHOT_BASE64) return 'too-large';
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return 'not-base64';
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SCREENSHOT_BYTES) return 'too-large';
  let mimeType: ScreenshotMime;
  let size: [number, number] | null;
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    mimeType = 'image/png';
    size = pngSize(bytes);
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    mimeType = 'image/jpeg';
    size = jpegSize(bytes);
  } else return 'not-an-image';
  if (!size || size[0] < 1 || size[1] < 1) return 'no-size';
  const [width, height] = size;
  if (width > MAX_SCREENSHOT_SIDE || height > MAX_SCREENSHOT_SIDE) return 'too-many-pixels';
  if (width * height > MAX_SCREENSHOT_PIXELS) return 'too-many-pixels';
  return { mimeType, width: size[0], height: size[1], bytes };
}
