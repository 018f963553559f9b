import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CompressedFileCache } from './compressed-file-cache.js';

const dir = mkdtempSync(join(tmpdir(), 'marquee-compressed-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of `lines` distinct lines (compresses well, never to nothing). */
function textFile(name: string, lines: number) {
  const path = join(dir, name);
  const text = Array.from({ length: lines }, (_, i) => `line ${i} of ${name}`).join('\n');
  writeFileSync(path, text);
  const info = statSync(path);
  return { file: { path, size: info.size, mtimeMs: info.mtimeMs }, text };
}

describe('compressed file cache', () => {
  it('answers at once with a copy that decompresses to the file, then keeps the best one', async () => {
    const cache = new CompressedFileCache();
    const { file, text } = textFile('a.js', 2000);
    const [first, second] = await Promise.all([cache.get(file, 'br'), cache.get(file, 'br')]);
    expect(brotliDecompressSync(first).toString()).toBe(text);
    expect(second.equals(first)).toBe(true);
    await vi.waitFor(() => expect(cache.size).toBeGreaterThan(0));
    const best = await cache.get(file, 'br');
    expect(best.length).toBe(cache.size);
    expect(brotliDecompressSync(best).toString()).toBe(text);
    expect(gunzipSync(await cache.get(file, 'gzip')).toString()).toBe(text);
  });

  it('treats a rewritten file as a new one', async () => {
    const cache = new CompressedFileCache();
    const before = textFile('b.js', 500);
    await cache.get(before.file, 'gzip');
    const after = textFile('b.js', 900);
    expect(gunzipSync(await cache.get(after.file, 'gzip')).toString()).toBe(after.text);
  });

  it('stays within its bound, dropping the least recently used copy', async () => {
    const files = ['c.js', 'd.js', 'e.js'].map((name) => textFile(name, 3000).file);
    const probe = new CompressedFileCache();
    await probe.get(files[0]!, 'br');
    await vi.waitFor(() => expect(probe.size).toBeGreaterThan(0));
    // Room for two copies of about this size, not three.
    const cache = new CompressedFileCache(probe.size * 2.5);
    for (const file of files) {
      await cache.get(file, 'br');
      await vi.waitFor(() => expect(cache.size).toBeGreaterThan(0));
    }
    await vi.waitFor(() => expect(cache.size).toBeGreaterThan(probe.size * 1.5));
    expect(cache.size).toBeLessThanOrEqual(probe.size * 2.5);
  });
});
