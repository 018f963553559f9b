import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSha256 } from './sha256.js';

/** Deterministic bytes, so a failure names a size that can be replayed. */
function bytesOf(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

describe('incremental sha256', () => {
  // Sizes around the 55/56/64-byte padding edges, and pieces that straddle blocks.
  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 100_003])(
    'matches Node crypto for %i bytes fed in uneven pieces',
    (size) => {
      const bytes = bytesOf(size, size + 1);
      const hash = createSha256();
      for (let at = 0, piece = 1; at < size; at += piece, piece = (piece * 7) % 97 || 1)
        hash.update(bytes.subarray(at, Math.min(size, at + piece)));
      expect(hash.hex()).toBe(createHash('sha256').update(bytes).digest('hex'));
    },
  );

  it('gives the known digest of "abc"', () => {
    const hash = createSha256();
    hash.update(new TextEncoder().encode('abc'));
    expect(hash.hex()).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
