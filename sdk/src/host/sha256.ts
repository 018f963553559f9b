/**
 * SHA-256 fed piece by piece (FIPS 180-4), for the packaged TV shells' kept files. Web Crypto
 * digests only a whole buffer at once, which would hold a kept video in memory; this keeps one
 * 64-byte block between calls whatever the size, so a file is hashed in the memory of one read.
 *
 * Written for the oldest engine a shell runs in, the Crankshaft compiler of webOS 4's Chromium 53
 * (V8 5.3; Tizen 4's Chromium 56 has it too): the hot loops use `var`, because Crankshaft gives up
 * on a function that reassigns a `let` or `const` inside a loop ("Unsupported phi use of const or
 * let variable"), which made hashing twenty times slower there; the state is Int32Array, because
 * a uint32 above 2^31 is a heap number there, allocated in every round; and a block allocates
 * nothing. 16 MiB fed in 64 KiB pieces took 0.25-0.34 s in Node 6.17.1 (V8 5.1) and 0.49-0.66 s in
Node 7.10.1 (V8 5.5), the package tests' stand-ins for the webOS and Tizen engines.
 */
/* eslint-disable no-var -- see above: `var` keeps the block function optimized */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

function rotr(x: number, n: number): number {
  return (x >>> n) | (x << (32 - n));
}

/** One 64-byte block of `data` from `at` into the state `h`, with `w` as the message schedule. */
function compress(h: Int32Array, w: Int32Array, data: Uint8Array, at: number): void {
  var i, j, x, y, t1, t2;
  for (i = 0; i < 16; i++) {
    j = at + i * 4;
    w[i] = (data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!;
  }
  for (i = 16; i < 64; i++) {
    x = w[i - 15]!;
    y = w[i - 2]!;
    t1 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
    t2 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10);
    w[i] = (w[i - 16]! + t1 + w[i - 7]! + t2) | 0;
  }
  var a = h[0]!,
    b = h[1]!,
    c = h[2]!,
    d = h[3]!,
    e = h[4]!,
    f = h[5]!,
    g = h[6]!,
    k = h[7]!;
  for (i = 0; i < 64; i++) {
    t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    k = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = (h[0]! + a) | 0;
  h[1] = (h[1]! + b) | 0;
  h[2] = (h[2]! + c) | 0;
  h[3] = (h[3]! + d) | 0;
  h[4] = (h[4]! + e) | 0;
  h[5] = (h[5]! + f) | 0;
  h[6] = (h[6]! + g) | 0;
  h[7] = (h[7]! + k) | 0;
}

export interface Sha256 {
  /** Adds bytes to the hash; returns the hasher, so calls chain. Throws after `hex()`. */
  update(bytes: Uint8Array): Sha256;
  /** The digest as lowercase hex; the hasher takes no more bytes afterwards. */
  hex(): string;
}

export function createSha256(): Sha256 {
  const h = new Int32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Int32Array(64);
  /** Bytes of an unfinished block, waiting for the rest of it. */
  const block = new Uint8Array(64);
  let filled = 0;
  let length = 0; // bytes; exact up to 2^53
  let digest: string | null = null;

  function add(bytes: Uint8Array) {
    var at = 0;
    if (filled > 0) {
      at = Math.min(64 - filled, bytes.length);
      block.set(bytes.subarray(0, at), filled);
      filled += at;
      if (filled < 64) return;
      compress(h, w, block, 0);
      filled = 0;
    }
    for (; at + 64 <= bytes.length; at += 64) compress(h, w, bytes, at);
    block.set(bytes.subarray(at), 0);
    filled = bytes.length - at;
  }

  const hasher: Sha256 = {
    update(bytes) {
      if (digest !== null) throw new Error('Sha256: update after digest');
      length += bytes.length;
      add(bytes);
      return hasher;
    },
    hex() {
      if (digest !== null) return digest;
      // Padding: 0x80, zeros, then the message length in bits as a 64-bit big-endian number.
      const bits = length * 8;
      const tail = new Uint8Array(filled < 56 ? 64 - filled : 128 - filled);
      tail[0] = 0x80;
      const view = new DataView(tail.buffer);
      view.setUint32(tail.length - 8, Math.floor(bits / 0x100000000));
      view.setUint32(tail.length - 4, bits >>> 0);
      add(tail);
      let out = '';
      for (let i = 0; i < 8; i++) out += ('0000000' + (h[i]! >>> 0).toString(16)).slice(-8);
      digest = out;
      return out;
    },
  };
  return hasher;
}
