import { createHash } from 'node:crypto';
import { MemoryLocalState } from '@marquee/sdk';
import { describe, expect, it } from 'vitest';
import { createReferenceTizen } from './testing/referenceTizen.js';
import { FILES_DIR, HASH_CHUNK_BYTES, tizenFiles } from './tizenFiles.js';

const VIDEO = 'https://media.marquee.test/blobs/clip.mp4';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function bytesOf(length: number, seed = 7) {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + seed) & 0xff;
  return bytes;
}

function setWith(
  served: Map<string, Uint8Array>,
  memoryAllowanceBytes?: number,
  setFiles?: Map<string, Uint8Array>,
) {
  const device = createReferenceTizen({
    served,
    ...(memoryAllowanceBytes ? { memoryAllowanceBytes } : {}),
    ...(setFiles ? { files: setFiles } : {}),
  });
  const files = tizenFiles(device.platform.tizen, new MemoryLocalState());
  return { device, files, fs: device.platform.tizen.filesystem };
}

/** The bytes the set keeps under a virtual path, read back through the fake's file API. */
function keptBytes(device: ReturnType<typeof setWith>['device'], path: string) {
  return device.files.get(device.store.normalize(path));
}

describe('Tizen local files on the reference platform', () => {
  it('the old rename, moveFile(partPath, path, true), fails: moveFile takes a directory', async () => {
    const bytes = bytesOf(1000);
    const { device, fs } = setWith(new Map([[VIDEO, bytes]]));
    await new Promise<void>((resolve, reject) =>
      fs.createDirectory(FILES_DIR, true, () => resolve(), reject),
    );
    const partPath = await new Promise<string>((resolve, reject) => {
      const request = new device.platform.tizen.DownloadRequest(VIDEO, FILES_DIR, 'clip.part');
      device.platform.tizen.download.start(request, {
        onprogress: () => undefined,
        onpaused: () => undefined,
        oncanceled: () => reject(new Error('canceled')),
        oncompleted: (_id, path) => resolve(path),
        onfailed: (_id, error) => reject(new Error(error.message)),
      });
    });
    const moved = await new Promise<unknown>((resolve) =>
      fs.moveFile(partPath, `${FILES_DIR}/clip`, true, resolve, resolve),
    );
    expect(moved).toMatchObject({ name: 'NotFoundError' });
    expect(keptBytes(device, `${FILES_DIR}/clip`)).toBeUndefined();
  });

  it('keeps a download under its name with rename, checked by its sha256', async () => {
    const bytes = bytesOf(300_000);
    const { device, files } = setWith(new Map([[VIDEO, bytes]]));
    const file = await files.download(VIDEO, { name: 'clip', checksum: sha256(bytes) });
    expect(file).toMatchObject({ name: 'clip', sizeBytes: bytes.length, checksum: sha256(bytes) });
    expect(keptBytes(device, `${FILES_DIR}/clip`)).toEqual(bytes);
    expect(keptBytes(device, `${FILES_DIR}/clip.part`)).toBeUndefined();
    expect((await files.list()).map((f) => f.name)).toEqual(['clip']);
  });

  it('replaces a file kept under the same name (rename refuses a taken name)', async () => {
    const served = new Map([[VIDEO, bytesOf(5000, 1)]]);
    const { device, files } = setWith(served);
    await files.download(VIDEO, { name: 'clip' });
    served.set(VIDEO, bytesOf(7000, 2));
    const again = await files.download(VIDEO, { name: 'clip' });
    expect(again.sizeBytes).toBe(7000);
    expect(keptBytes(device, `${FILES_DIR}/clip`)).toEqual(bytesOf(7000, 2));
  });

  it('replaces a part file left by a download cut off before (power lost)', async () => {
    const bytes = bytesOf(3000);
    const leftover = new Map([[`${FILES_DIR}/clip.part`, bytesOf(100, 9)]]);
    const { device, files } = setWith(new Map([[VIDEO, bytes]]), undefined, leftover);
    await files.download(VIDEO, { name: 'clip', checksum: sha256(bytes) });
    expect(keptBytes(device, `${FILES_DIR}/clip`)).toEqual(bytes);
    expect([...device.files.keys()].filter((p) => p.includes('marquee-files/'))).toHaveLength(1);
  });

  it('after a restart mid-download lists only whole files, and keeps the rest when asked', async () => {
    const other = 'https://media.marquee.test/blobs/other.mp4';
    const served = new Map([
      [VIDEO, bytesOf(2000, 3)],
      [other, bytesOf(3000, 4)],
    ]);
    const disk = new Map<string, Uint8Array>();
    const state = new MemoryLocalState();
    const before = createReferenceTizen({ served, files: disk });
    await tizenFiles(before.platform.tizen, state).download(VIDEO, { name: 'clip' });
    // Power lost while the second file was still arriving: only its part file is on disk.
    disk.set(before.store.normalize(`${FILES_DIR}/other.part`), bytesOf(1000, 4));

    const after = createReferenceTizen({ served, files: disk });
    const files = tizenFiles(after.platform.tizen, state);
    expect((await files.list()).map((f) => f.name)).toEqual(['clip']);
    await files.download(other, { name: 'other', checksum: sha256(bytesOf(3000, 4)) });
    expect((await files.list()).map((f) => f.name).sort()).toEqual(['clip', 'other']);
    expect(keptBytes(after, `${FILES_DIR}/other`)).toEqual(bytesOf(3000, 4));
  });

  it('keeps a file 4x the memory allowance, reading at most one chunk at a time', async () => {
    const allowance = 2 * HASH_CHUNK_BYTES;
    const bytes = bytesOf(4 * allowance);
    const { device, files, fs } = setWith(new Map([[VIDEO, bytes]]), allowance);
    const file = await files.download(VIDEO, { name: 'big', checksum: sha256(bytes) });
    expect(file.sizeBytes).toBe(bytes.length);
    expect(device.peakReadBytes).toBeGreaterThan(0);
    expect(device.peakReadBytes).toBeLessThanOrEqual(HASH_CHUNK_BYTES);
    // What the old code did, reading the whole file at once, does not fit this set.
    const handle = fs.openFile(`${FILES_DIR}/big`, 'r');
    expect(() => handle.readData()).toThrow();
    handle.close();
  });

  it('rejects a checksum mismatch and keeps nothing, not even the part file', async () => {
    const { device, files } = setWith(new Map([[VIDEO, bytesOf(4000)]]));
    await expect(
      files.download(VIDEO, { name: 'clip', checksum: '0'.repeat(64) }),
    ).rejects.toMatchObject({ code: 'CHECKSUM_MISMATCH' });
    expect([...device.files.keys()].filter((p) => p.includes('marquee-files/'))).toEqual([]);
    expect(await files.list()).toEqual([]);
  });
});
