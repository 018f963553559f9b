import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Sha256 } from './sha256.js';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('Sha256', () => {
  // FIPS 180-4 / NIST example vectors.
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j as the standard says', (text, digest) => {
    expect(new Sha256().update(ascii(text)).hex()).toBe(digest);
  });

  it('hashes a million "a" fed in uneven pieces', () => {
    const hash = new Sha256();
    const piece = ascii('a'.repeat(997));
    let left = 1_000_000;
    for (; left >= piece.length; left -= piece.length) hash.update(piece);
    hash.update(ascii('a'.repeat(left)));
    expect(hash.hex()).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('agrees with Node for every length around the padding edges and any split', () => {
    const bytes = new Uint8Array(300);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 73 + 11) & 0xff;
    for (let length = 0; length <= 200; length++) {
      const input = bytes.subarray(0, length);
      const expected = createHash('sha256').update(input).digest('hex');
      const split = (length * 7) % (length + 1);
      const hash = new Sha256().update(input.subarray(0, split)).update(input.subarray(split));
      expect(hash.hex(), `length ${length}, split at ${split}`).toBe(expected);
    }
  });

  it('refuses bytes after the digest was taken', () => {
    const hash = new Sha256().update(ascii('abc'));
    expect(hash.hex()).toBe(hash.hex());
    expect(() => hash.update(ascii('d'))).toThrow(/after digest/);
  });
});
