import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashKeptFile, SCAP_READ_BYTES } from './keptFileHash.js';
import { scapFromGlobals } from './scapApi.js';
import { createReferenceScap } from './testing/referenceScap.js';

const PAGE_URL = 'http://127.0.0.1:9080/marquee-files/clip.mp4';
const SCAP_URI = 'file://internal/marquee-files/clip.mp4';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (size: number) => new Uint8Array(size).map((_, i) => (i * 131 + (i >> 9)) % 251);

/** A set keeping `bytes` at SCAP_URI, and its SCAP storage calls. */
function keptOnSet(bytes: Uint8Array) {
  const device = createReferenceScap({
    served: new Map(),
    files: new Map([['marquee-files/clip.mp4', bytes]]),
  });
  const reads = () => device.calls.filter((c) => c.method === 'Storage.readFile').length;
  return { storage: scapFromGlobals(device.globals)!.storage, device, reads };
}

/** A body the way an engine streams it: pieces of `chunk` bytes, one read each. */
function streamed(bytes: Uint8Array, chunk: number) {
  let at = 0;
  const pieces: number[] = [];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const piece = bytes.slice(at, at + chunk);
      pieces.push(piece.length);
      controller.enqueue(piece);
      at += chunk;
    },
  });
  return { response: new Response(body), pieces };
}

describe('checksum of a kept file', () => {
  it('streams the local file server body through the hash, piece by piece', async () => {
    const bytes = bytesOf(5 * 65_536 + 17);
    const set = keptOnSet(bytes);
    const { response, pieces } = streamed(bytes, 65_536);
    const hashed = await hashKeptFile(async () => response, set.storage, PAGE_URL, SCAP_URI);
    expect(hashed).toEqual({ checksum: sha256(bytes), sizeBytes: bytes.length });
    expect(Math.max(...pieces)).toBe(65_536);
    expect(set.reads()).toBe(0);
  });

  it.each([
    ['the page cannot reach the local file server', async () => Promise.reject(new TypeError())],
    ['the local file server answers an error', async () => new Response(null, { status: 500 })],
    ['the engine streams no body', async () => ({ ok: true, status: 200, body: null }) as Response],
    ['no fetch is given', null],
  ])('reads with Storage.readFile in 10 KB pieces when %s', async (_case, fetch) => {
    const bytes = bytesOf(3 * SCAP_READ_BYTES + 5);
    const set = keptOnSet(bytes);
    const hashed = await hashKeptFile(fetch, set.storage, PAGE_URL, SCAP_URI);
    expect(hashed).toEqual({ checksum: sha256(bytes), sizeBytes: bytes.length });
    expect(set.reads()).toBe(4);
    expect(set.device.peakReadBytes).toBe(SCAP_READ_BYTES);
  });

  it('reads an exact multiple of the piece size without an empty last read', async () => {
    const bytes = bytesOf(2 * SCAP_READ_BYTES);
    const set = keptOnSet(bytes);
    expect((await hashKeptFile(null, set.storage, PAGE_URL, SCAP_URI)).checksum).toBe(
      sha256(bytes),
    );
    expect(set.reads()).toBe(2);
  });

  it('fails when the file is not on the set', async () => {
    const set = keptOnSet(bytesOf(10));
    await expect(
      hashKeptFile(null, set.storage, PAGE_URL, 'file://internal/marquee-files/none'),
    ).rejects.toThrow(/statFile/);
  });
});
