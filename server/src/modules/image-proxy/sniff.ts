// What the bytes are, whatever the upstream's Content-Type says: only raster formats a browser
// draws as a picture and never runs (no SVG, which carries scripts; no HTML).

export type RasterType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/avif' | 'image/bmp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Buffer, from: number, to: number) =>
  bytes.subarray(from, to).toString('latin1');

/** AVIF is an ISO-BMFF file whose ftyp box names avif or avis among its brands. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  for (let at = 8; at + 4 <= boxSize; at += 4) {
    // Bytes 12..16 are the minor version, not a brand.
    if (at === 12) continue;
    const brand = ascii(bytes, at, at + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/** A BMP: "BM", then a header size one of the known DIB headers has. */
function isBmp(bytes: Buffer): boolean {
  if (bytes.length < 18 || !startsWith(bytes, [0x42, 0x4d])) return false;
  return [12, 40, 52, 56, 64, 108, 124].includes(bytes.readUInt32LE(14));
}

/** The raster type of the bytes, or null when they are anything else. */
export function sniffRaster(bytes: Buffer): RasterType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  if (isBmp(bytes)) return 'image/bmp';
  return null;
}
