import sharp from 'sharp';
import { keepArtifact } from './browser.js';
import { WAIT_LIMIT_MS } from './waits.js';

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * Share of the picture's pixels within `tolerance` (per channel) of `colour`. The demo images are
 * one dominant colour with white text, so a share over ~0.5 means that image fills the screen.
 */
export async function colourShare(png: Uint8Array, colour: Rgb, tolerance = 24): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let matching = 0;
  const pixels = info.width * info.height;
  for (let i = 0; i < data.length; i += 3) {
    if (
      Math.abs(data[i]! - colour[0]) <= tolerance &&
      Math.abs(data[i + 1]! - colour[1]) <= tolerance &&
      Math.abs(data[i + 2]! - colour[2]) <= tolerance
    ) {
      matching += 1;
    }
  }
  return matching / pixels;
}

/**
 * Looks at `target` until at least `minShare` of its pixels are `colour`, as a person watches
 * until the picture is there: a frame is painted a moment after the event that announced it (a
 * cross-fade, an image still decoding). Keeps the picture that showed it, or the last one seen
 * before the suite's wait limit, as e2e/artifacts/<suite>/<name>, and returns it.
 */
export async function untilColourShows(
  target: { screenshot(options: { type: 'png' }): Promise<Uint8Array> },
  colour: Rgb,
  minShare: number,
  artifact: { suite: string; name: string },
): Promise<Uint8Array> {
  const end = Date.now() + WAIT_LIMIT_MS;
  let last = 0;
  for (;;) {
    const png = await target.screenshot({ type: 'png' });
    last = await colourShare(png, colour);
    if (last >= minShare || Date.now() >= end) {
      keepArtifact(artifact.suite, artifact.name, png);
      if (last >= minShare) return png;
      throw new Error(
        `${artifact.name}: ${colour.join(',')} covered ${last.toFixed(2)} of the picture, never ${minShare}`,
      );
    }
  }
}
