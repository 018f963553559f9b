import sharp from 'sharp';

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
