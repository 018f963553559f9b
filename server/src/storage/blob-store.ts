import type { Readable } from 'node:stream';

export interface BlobInfo {
  size: number;
  contentType: string;
}

/** Where file bytes live. DiskStore by default; an S3 store implements the same contract. */
export interface BlobStore {
  /** `size`, when known, lets a store stream the bytes instead of collecting them first. */
  put(
    key: string,
    data: Buffer | Readable,
    options: { contentType: string; size?: number },
  ): Promise<BlobInfo>;
  /** null when there is no such blob. */
  stat(key: string): Promise<BlobInfo | null>;
  /** Streams the bytes; optional inclusive byte range for HTTP Range requests. */
  read(key: string, range?: { start: number; end: number }): Readable;
  delete(key: string): Promise<void>;
  /**
   * A URL the browser PUTs the bytes to directly (S3). Stores without it receive uploads through
   * the server's own PUT endpoint.
   */
  presignPut?(key: string, options: { contentType: string; size: number }): Promise<string>;
}

// Keys are paths like "files/<accountId>/<fileId>": plain segments only, so no key can escape the store.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isValidBlobKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

export function assertValidBlobKey(key: string): void {
  if (!isValidBlobKey(key)) throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
}
