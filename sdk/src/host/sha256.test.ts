import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSha256 } from './sha256.js';

const ascii = (text: string) => new TextEncoder().encode(text);
const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

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
  // FIPS 180-4 / NIST example vectors.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j as the standard says', (text, digest) => {
    expect(createSha256().update(ascii(text)).hex()).toBe(digest);
  });

  it('hashes a million "a" fed in uneven pieces', () => {
    const hash = createSha256();
    const piece = ascii('a'.repeat(997));
    let left = 1_000_000;
    for (; left >= piece.length; left -= piece.length) hash.update(piece);
    hash.update(ascii('a'.repeat(left)));
    expect(hash.hex()).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('agrees with Node for every length around the padding edges and any split', () => {
    const bytes = bytesOf(200, 7);
    for (let length = 0; length <= 200; length++) {
      const input = bytes.subarray(0, length);
      const split = (length * 7) % (length + 1);
      const hash = createSha256().update(input.subarray(0, split)).update(input.subarray(split));
      expect(hash.hex(), `length ${length}, split at ${split}`).toBe(nodeSha256(input));
    }
  });

  // Sizes around the 55/56/64-byte padding edges, and pieces that straddle blocks.
  it.each([0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 100_003])(
    'matches Node for %i bytes fed in uneven pieces',
    (size) => {
      const bytes = bytesOf(size, size + 1);
      const hash = createSha256();
      for (let at = 0, piece = 1; at < size; at += piece, piece = (piece * 7) % 97 || 1)
        hash.update(bytes.subarray(at, Math.min(size, at + piece)));
      expect(hash.hex()).toBe(nodeSha256(bytes));
    },
  );

  it('hashes 5 MiB read in 64 KiB chunks as Node hashes it in one piece', () => {
    const bytes = bytesOf(5 * 1024 * 1024 + 13, 42);
    const hash = createSha256();
    for (let at = 0; at < bytes.length; at += 65_536) hash.update(bytes.subarray(at, at + 65_536));
    expect(hash.hex()).toBe(nodeSha256(bytes));
  });

  it('gives the same digest twice and refuses bytes after it', () => {
    const hash = createSha256().update(ascii('abc'));
    expect(hash.hex()).toBe(hash.hex());
    expect(() => hash.update(ascii('d'))).toThrow(/after digest/);
  });
});
