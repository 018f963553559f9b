import { readFile } from 'node:fs/promises';
import { compressBody, type ContentEncoding } from './compression.js';

/** A file's version as the cache knows it: a changed size or modification time is a new file. */
export interface FileVersion {
  path: string;
  size: number;
  mtimeMs: number;
}

interface Entry {
  /** The smallest copy (brotli 11 takes a second or more for a large script). */
  best: Promise<Buffer>;
  /** Set once `best` is done; until then requests get `quick`. */
  bestBytes?: Buffer;
  /** A fast copy for the requests that come while `best` is being made; dropped after. */
  quick?: Promise<Buffer>;
  /** Bytes counted against the bound. */
  size: number;
}

/** Together, the compressed copies of a release's console and player stay well within this. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The compressed bytes of static files, so each file version is compressed once per encoding,
 * not on every request. Keyed by path, size and modification time (a rebuilt file is a new key,
 * the old one ages out). Bounded by total bytes, least recently used first out.
 *
 * The first visitors after a release do not wait for the best compression: while it is being
 * made, they get a copy made with fast settings (a few percent larger), once.
 */
export class CompressedFileCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  get(file: FileVersion, encoding: ContentEncoding): Promise<Buffer> {
    const key = `${encoding}\0${file.size}\0${file.mtimeMs}\0${file.path}`;
    let entry = this.entries.get(key);
    if (entry) {
      // Most recently used goes last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      entry = this.start(key, file.path, encoding);
    }
    return entry.bestBytes ? Promise.resolve(entry.bestBytes) : (entry.quick ?? entry.best);
  }

  /** Bytes held (compressed copies finished so far). */
  get size(): number {
    return this.bytes;
  }

  private start(key: string, path: string, encoding: ContentEncoding): Entry {
    // The fast copy first, the best one after it: zlib's few threads then serve the waiting
    // requests before they spend seconds on the best copies.
    const raw = readFile(path);
    const quick = raw.then((bytes) => compressBody(bytes, encoding, 'per-request'));
    const entry: Entry = {
      quick,
      best: quick.then(() => raw).then((bytes) => compressBody(bytes, encoding, 'once')),
      size: 0,
    };
    this.entries.set(key, entry);
    entry.best.then(
      (compressed) => {
        if (this.entries.get(key) !== entry) return;
        entry.bestBytes = compressed;
        entry.quick = undefined;
        entry.size = compressed.length;
        this.bytes += compressed.length;
        this.evictBeyondBound();
      },
      // A file that vanished or could not be read is tried again next time.
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry;
  }

  private evictBeyondBound() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.size;
    }
  }
}
