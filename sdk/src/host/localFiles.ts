/** Progress of a download: bytes so far and, when the server says, the total. */
export interface DownloadProgress {
  loadedBytes: number;
  totalBytes: number | null;
}

export interface DownloadOptions {
  /** Expected sha256 of the bytes, lowercase hex; a mismatch fails with CHECKSUM_MISMATCH and keeps nothing. */
  checksum?: string;
  /** Name to keep the file under; defaults to the checksum, else a name derived from the URL. */
  name?: string;
  onProgress?: (progress: DownloadProgress) => void;
}

/** A file kept on the device. */
export interface LocalFile {
  name: string;
  /** Where the renderer loads it from: a file:// or blob: URL on a device, a cached URL in a browser. */
  url: string;
  /** The URL it was downloaded from. */
  sourceUrl: string;
  sizeBytes: number;
  /** sha256 of the bytes, lowercase hex. */
  checksum: string;
}

/** Files the device keeps for offline playback. */
export interface LocalFiles {
  /**
   * Downloads `url` and keeps it. Fails with NETWORK_ERROR when the fetch fails, CHECKSUM_MISMATCH
   * when the bytes are not the ones expected, DISK_FULL when they do not fit.
   */
  download(url: string, options?: DownloadOptions): Promise<LocalFile>;
  list(): Promise<LocalFile[]>;
  /** Deletes a kept file; deleting a name that is not kept is not an error. */
  delete(name: string): Promise<void>;
  /** Bytes still free for downloads. */
  freeSpace(): Promise<number>;
}

/** The name a download is kept under when the caller gives none. */
export function localFileName(url: string, options: DownloadOptions = {}): string {
  if (options.name) return options.name;
  if (options.checksum) return options.checksum.toLowerCase();
  // Keep the last path segment readable and make the name unique per URL.
  const path = url.split(/[?#]/)[0] ?? url;
  const last = path.split('/').filter(Boolean).pop() ?? 'file';
  return `${fnv1a(url)}-${last.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}

/** sha256 of bytes as lowercase hex, through Web Crypto (present in browsers, TVs and Node). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
