import { createSha256, type Sha256 } from '@marquee/sdk/shell';
import type { ScapApi } from './scapApi.js';

/** The most bytes one SCAP Storage.readFile returns (Storage.MAX_BUFFER_LENGTH, 10 KB). */
export const SCAP_READ_BYTES = 10 * 1024;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export interface HashedFile {
  checksum: string;
  sizeBytes: number;
}

/**
 * The sha256 and size of a kept file, with memory bounded by one piece whatever its size: the
 * local file server's response body streamed through an incremental hash where the engine
 * streams bodies (Chromium 43+, so every webOS Signage 4 set), else SCAP Storage.readFile in
 * pieces of SCAP_READ_BYTES (documented, and slow: a call per 10 KB); `fetch` null goes straight
 * to readFile.
 * `pageUrl` is the file at http://127.0.0.1:9080, `scapUri` the same file as file://internal/.
 */
export async function hashKeptFile(
  fetch: Fetch | null,
  storage: ScapApi['storage'],
  pageUrl: string,
  scapUri: string,
): Promise<HashedFile> {
  const reader = fetch ? await streamOf(fetch, pageUrl) : null;
  const hash = createSha256();
  const sizeBytes = reader
    ? await hashStream(reader, hash)
    : await hashByReadFile(storage, scapUri, hash);
  return { checksum: hash.hex(), sizeBytes };
}

/**
 * The file's body as a stream, or null when the local file server cannot give one (not
 * reachable from the page, an error status, an engine without streamed bodies): readFile then.
 */
async function streamOf(fetch: Fetch, url: string) {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return (response.ok && response.body?.getReader()) || null;
  } catch {
    return null;
  }
}

async function hashStream(reader: ReadableStreamDefaultReader<Uint8Array>, hash: Sha256) {
  let sizeBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return sizeBytes;
    hash.update(value);
    sizeBytes += value.length;
  }
}

async function hashByReadFile(storage: ScapApi['storage'], path: string, hash: Sha256) {
  const { size } = await storage.statFile({ path });
  for (let position = 0; position < size; position += SCAP_READ_BYTES) {
    const length = Math.min(SCAP_READ_BYTES, size - position);
    const { data } = await storage.readFile({ path, position, length, encoding: 'binary' });
    if (!(data instanceof ArrayBuffer) || data.byteLength !== length)
      throw new Error(`readFile of ${path} at ${position} gave no ${length} bytes`);
    hash.update(new Uint8Array(data));
  }
  return size;
}
