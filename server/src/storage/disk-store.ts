import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertValidBlobKey, type BlobInfo, type BlobStore } from './blob-store.js';

/**
 * Blobs as files under a root folder. The content type sits in a sidecar "<blob>.meta.json",
 * the way an object store keeps it as object metadata. Writes go to a temp file and are
 * renamed into place, so a reader never sees half a blob.
 */
export class DiskStore implements BlobStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertValidBlobKey(key);
    return join(this.root, ...key.split('/'));
  }

  async put(
    key: string,
    data: Buffer | Readable,
    options: { contentType: string },
  ): Promise<BlobInfo> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomUUID()}.tmp`;
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(temp));
      await writeFile(`${target}.meta.json`, JSON.stringify({ contentType: options.contentType }));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const size = (await stat(target)).size;
    return { size, contentType: options.contentType };
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const target = this.pathOf(key);
    try {
      const [info, meta] = await Promise.all([
        stat(target),
        readFile(`${target}.meta.json`, 'utf8'),
      ]);
      if (!info.isFile()) return null;
      const contentType = (JSON.parse(meta) as { contentType?: string }).contentType;
      return { size: info.size, contentType: contentType ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  /**
   * Removes half-written temp files older than maxAgeMs: what a process killed mid-upload leaves.
   * Returns how many went.
   */
  async sweepTemporaryFiles(maxAgeMs: number, now = Date.now()): Promise<number> {
    let removed = 0;
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch {
      return 0; // no blobs yet
    }
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.tmp')) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs >= maxAgeMs) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    await rm(target, { force: true });
    await rm(`${target}.meta.json`, { force: true });
  }
}
