import { HostError, type ScreenCapture, type Screenshot } from '@marquee/sdk';
import { platformError } from './tizenErrors.js';
import type { B2BControl, SystemControl, TizenApis } from './tizenPlatform.js';
import { readInChunks } from './tizenRead.js';

/**
 * Where webapis.systemcontrol.captureScreen() writes its JPEG. The reference does not say (the
 * call returns nothing); this is the path Samsung's own sample code reads. To check on a set.
 */
export const SYSTEMCONTROL_CAPTURE_PATH =
  '/opt/usr/home/owner/share/magicinfo/PepperAPIScreenCapture.jpg';

/** Bytes read at a time; a multiple of 3, so each chunk's base64 joins the next one's. */
const READ_CHUNK_BYTES = 3 * 256 * 1024;

/** Start-of-frame markers, whose segment holds the picture's height and width. */
const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** The width and height a JPEG's start-of-frame segment gives; null when there is none. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let at = 2; at + 9 <= bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a segment
    } else if (SOF_MARKERS.has(marker)) {
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      return width > 0 && height > 0 ? { width, height } : null;
    } else {
      at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    }
  }
  return null;
}

function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    text += String.fromCharCode.apply(null, Array.from(bytes.subarray(at, at + 0x8000)));
  return btoa(text);
}

/** The JPEG a capture wrote, as the HostAPI's Screenshot (base64, size from its own header). */
async function readCapture(fs: TizenApis['filesystem'], path: string): Promise<Screenshot> {
  let base64 = '';
  const head: Uint8Array[] = [];
  await readInChunks(fs, path, READ_CHUNK_BYTES, (chunk) => {
    // The start-of-frame segment comes right after the header segments, in the first chunk.
    if (head.length === 0) head.push(chunk);
    base64 += base64Of(chunk);
  });
  const size = head[0] ? jpegSize(head[0]) : null;
  if (!size) throw new HostError('PLATFORM_ERROR', `The capture at ${path} is not a JPEG`);
  return { mimeType: 'image/jpeg', base64, ...size };
}

function b2bCapture(control: B2BControl): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    try {
      control.captureScreen(resolve, (error) => reject(platformError(error)));
    } catch (error) {
      reject(platformError(error));
    }
  });
}

/**
 * screen.capture on a signage set: webapis.systemcontrol.captureScreen() from Tizen 6.5 on
 * (synchronous; the JPEG lands at SYSTEMCONTROL_CAPTURE_PATH), else SSSP's
 * b2bapis.b2bcontrol.captureScreen (asynchronous; its success callback names the JPEG). The
 * file is read back through tizen.filesystem. Null where neither exists (consumer TVs).
 */
export function tizenScreenCapture(
  fs: TizenApis['filesystem'],
  systemcontrol: SystemControl | undefined,
  b2bcontrol: B2BControl | undefined,
): ScreenCapture | null {
  if (systemcontrol)
    return {
      async capture() {
        try {
          systemcontrol.captureScreen();
        } catch (error) {
          throw platformError(error);
        }
        return readCapture(fs, SYSTEMCONTROL_CAPTURE_PATH);
      },
    };
  if (b2bcontrol && typeof b2bcontrol.captureScreen === 'function')
    return { capture: async () => readCapture(fs, await b2bCapture(b2bcontrol)) };
  return null;
}
