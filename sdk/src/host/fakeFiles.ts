import type { SchedulerLike } from 'rxjs';
import type { HostFetch } from './hostApi.js';
import { HostError } from './hostError.js';
import {
  localFileName,
  sha256Hex,
  type DownloadOptions,
  type LocalFile,
  type LocalFiles,
} from './localFiles.js';

/** Faults a FakeHost can be told to show; tests and the QA panel flip them at any time. */
export interface FakeHostFaults {
  /** Fetches and downloads fail with NETWORK_ERROR, as with the cable pulled. */
  offline: boolean;
  /** Downloads break off half-way with NETWORK_ERROR. */
  failDownloads: boolean;
  /** Downloaded bytes arrive altered, so a download with a checksum fails with CHECKSUM_MISMATCH. */
  corruptDownloads: boolean;
  /** power.reboot fails with PLATFORM_ERROR. */
  rebootFails: boolean;
  /** Slow downloads: bytes arrive in chunks of this size (0: all at once)... */
  downloadChunkBytes: number;
  /** ...one chunk every this many ms of the host's scheduler. */
  downloadChunkDelayMs: number;
}

export const NO_FAULTS: FakeHostFaults = {
  offline: false,
  failDownloads: false,
  corruptDownloads: false,
  rebootFails: false,
  downloadChunkBytes: 0,
  downloadChunkDelayMs: 0,
};

/**
 * A kept file of a FakeHost: its bytes as downloaded, or only a Blob of them (a store kept on
 * disk hands Blobs back, which need no copy to get a URL), or both.
 */
export interface FakeKeptFile {
  file: LocalFile;
  bytes?: Uint8Array;
  blob?: Blob;
}

/** The kept files of a FakeHost; hand the same store to a new host to model a restart. */
export type FakeFileStore = Map<string, FakeKeptFile>;

interface FakeFilesDeps {
  store: FakeFileStore;
  faults: FakeHostFaults;
  fetch: HostFetch;
  scheduler: SchedulerLike;
  capacityBytes: () => number;
}

/** In-memory LocalFiles with the faults of FakeHostFaults; waits only on the given scheduler. */
export class FakeFiles implements LocalFiles {
  constructor(private readonly deps: FakeFilesDeps) {}

  async download(url: string, options: DownloadOptions = {}): Promise<LocalFile> {
    const { faults } = this.deps;
    if (faults.offline) throw new HostError('NETWORK_ERROR', `Offline: cannot download ${url}`);
    let response: Response;
    try {
      response = await this.deps.fetch(url);
    } catch (cause) {
      throw new HostError('NETWORK_ERROR', `Could not download ${url}`, { cause });
    }
    if (!response.ok)
      throw new HostError('NETWORK_ERROR', `Could not download ${url}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const name = localFileName(url, options);
    const replacedBytes = this.deps.store.get(name)?.file.sizeBytes ?? 0;
    if (bytes.length > (await this.freeSpace()) + replacedBytes)
      throw new HostError('DISK_FULL', `Not enough space for ${url} (${bytes.length} bytes)`);

    await this.deliverInChunks(url, bytes.length, options);
    const kept = faults.corruptDownloads ? corrupt(bytes) : bytes;
    const checksum = await sha256Hex(kept);
    if (options.checksum && options.checksum.toLowerCase() !== checksum)
      throw new HostError(
        'CHECKSUM_MISMATCH',
        `Checksum of ${url} is ${checksum}, expected ${options.checksum}`,
      );
    const local = localUrlOf(name, kept);
    const file: LocalFile = {
      name,
      url: local.url,
      sourceUrl: url,
      sizeBytes: kept.length,
      checksum,
    };
    forget(this.deps.store.get(name)?.file);
    this.deps.store.set(name, { file, bytes: kept, ...(local.blob ? { blob: local.blob } : {}) });
    return { ...file };
  }

  async list(): Promise<LocalFile[]> {
    return [...this.deps.store.values()].map(({ file }) => ({ ...file }));
  }

  async delete(name: string): Promise<void> {
    forget(this.deps.store.get(name)?.file);
    this.deps.store.delete(name);
  }

  async freeSpace(): Promise<number> {
    let used = 0;
    for (const { file } of this.deps.store.values()) used += file.sizeBytes;
    return Math.max(0, this.deps.capacityBytes() - used);
  }

  /** The bytes kept under a name, for tests that check what was stored. */
  bytesOf(name: string): Uint8Array | undefined {
    return this.deps.store.get(name)?.bytes;
  }

  private async deliverInChunks(url: string, total: number, options: DownloadOptions) {
    const { faults } = this.deps;
    const chunk = faults.downloadChunkBytes > 0 ? faults.downloadChunkBytes : Math.max(total, 1);
    let loaded = 0;
    do {
      if (faults.downloadChunkDelayMs > 0) await this.wait(faults.downloadChunkDelayMs);
      loaded = Math.min(total, loaded + chunk);
      if (faults.offline || (faults.failDownloads && loaded >= total / 2))
        throw new HostError('NETWORK_ERROR', `Download of ${url} broke off at ${loaded} bytes`);
      options.onProgress?.({ loadedBytes: loaded, totalBytes: total });
    } while (loaded < total);
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.deps.scheduler.schedule(() => resolve(), ms));
  }
}

/**
 * A blob: URL where the runtime has them (browsers, Node), so that the QA fake-host mode can
 * render kept files, offline included; a fake-file: URL elsewhere.
 */
function localUrlOf(name: string, bytes: Uint8Array): { url: string; blob?: Blob } {
  if (typeof URL.createObjectURL === 'function' && typeof Blob === 'function') {
    const blob = new Blob([bytes as Uint8Array<ArrayBuffer>]);
    return { url: URL.createObjectURL(blob), blob };
  }
  return { url: `fake-file://${encodeURIComponent(name)}` };
}

function forget(file: LocalFile | undefined): void {
  if (file?.url.startsWith('blob:')) URL.revokeObjectURL(file.url);
}

function corrupt(bytes: Uint8Array): Uint8Array {
  const copy = bytes.slice();
  if (copy.length === 0) return Uint8Array.of(0);
  copy[0] = (copy[0] ?? 0) ^ 0xff;
  return copy;
}
