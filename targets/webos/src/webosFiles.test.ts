import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCAP_READ_BYTES } from './keptFileHash.js';
import { scapSet } from './testing/scapSet.js';

const VIDEO = 'https://media.marquee.test/blobs/clip.mp4';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (size: number) => new Uint8Array(size).map((_, i) => (i * 7 + (i >> 10)) % 256);
const same = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && Buffer.from(a).equals(Buffer.from(b));

describe('kept files on a webOS Signage set (SCAP storage)', () => {
  it('copies to .tmp, checks, moves into place, and gives the page its 127.0.0.1:9080 URL', async () => {
    const video = bytesOf(100_000);
    const { host, device } = await scapSet({ served: new Map([[VIDEO, video]]) });
    const file = await host.files.download(VIDEO, { checksum: sha256(video) });
    const name = sha256(video);
    expect(file).toMatchObject({ name, sizeBytes: video.length, checksum: sha256(video) });
    expect(file.url).toBe(`http://127.0.0.1:9080/marquee-files/${name}`);
    // What the page loads is the kept file, from the set's local file server.
    const served = await device.serve(file.url);
    expect(served.status).toBe(200);
    expect(same(served.bytes, video)).toBe(true);
    const storageCalls = device.calls.filter((c) => c.method.startsWith('Storage.'));
    expect(storageCalls).toEqual([
      { method: 'Storage.mkdir', options: { path: 'file://internal/marquee-files' } },
      {
        method: 'Storage.copyFile',
        options: {
          source: VIDEO,
          destination: `file://internal/marquee-files/${name}.tmp`,
          maxRedirection: 5,
        },
      },
      {
        method: 'Storage.moveFile',
        options: {
          oldPath: `file://internal/marquee-files/${name}.tmp`,
          newPath: `file://internal/marquee-files/${name}`,
        },
      },
    ]);
    expect([...device.files.keys()]).toEqual([`marquee-files/${name}`]);
  });

  it('keeps nothing, not even the .tmp, when the bytes do not match the checksum', async () => {
    const { host, device } = await scapSet({ served: new Map([[VIDEO, bytesOf(5000)]]) });
    await expect(host.files.download(VIDEO, { checksum: 'ab'.repeat(32) })).rejects.toMatchObject({
      code: 'CHECKSUM_MISMATCH',
    });
    expect([...device.files.keys()]).toEqual([]);
    expect(await host.files.list()).toEqual([]);
  });

  it('keeps a file 4x the memory allowance through Storage.readFile, in bounded pieces', async () => {
    const allowance = 64 * 1024;
    const video = bytesOf(4 * allowance + 123);
    const { host, device } = await scapSet({
      served: new Map([[VIDEO, video]]),
      memoryAllowanceBytes: allowance,
      hashWith: 'readFile',
    });
    const file = await host.files.download(VIDEO, { checksum: sha256(video), name: 'clip.mp4' });
    expect(file.checksum).toBe(sha256(video));
    expect(file.sizeBytes).toBe(video.length);
    expect(device.peakReadBytes).toBeGreaterThan(0);
    expect(device.peakReadBytes).toBeLessThanOrEqual(SCAP_READ_BYTES);
    expect(device.calls.filter((c) => c.method === 'Storage.readFile')).toHaveLength(
      Math.ceil(video.length / SCAP_READ_BYTES),
    );
  });

  it('hashes from the streamed body without a readFile where the page streams', async () => {
    const video = bytesOf(300_000);
    const { host, device } = await scapSet({ served: new Map([[VIDEO, video]]) });
    await host.files.download(VIDEO, { checksum: sha256(video) });
    expect(device.calls.some((c) => c.method === 'Storage.readFile')).toBe(false);
    expect(device.peakReadBytes).toBe(0);
  });

  it('lists what is kept and still on the set, and deletes a kept file', async () => {
    const video = bytesOf(2000);
    const { host, device } = await scapSet({ served: new Map([[VIDEO, video]]) });
    const file = await host.files.download(VIDEO, { name: 'clip.mp4' });
    expect(await host.files.list()).toEqual([file]);
    await host.files.delete('clip.mp4');
    expect(device.files.size).toBe(0);
    expect(await host.files.list()).toEqual([]);
  });

  it('fails with DISK_FULL when the copy fills the storage, and leaves the room it took', async () => {
    const capacity = 8 * 1024 * 1024;
    const kept = bytesOf(3 * 1024 * 1024);
    const big = bytesOf(6 * 1024 * 1024);
    const KEPT = 'https://media.marquee.test/blobs/kept.mp4';
    const { host, device } = await scapSet({
      served: new Map([
        [KEPT, kept],
        [VIDEO, big],
      ]),
      storageCapacityBytes: capacity,
    });
    await host.files.download(KEPT, { name: 'kept.mp4' });
    await expect(host.files.download(VIDEO, { name: 'big.mp4' })).rejects.toMatchObject({
      code: 'DISK_FULL',
    });
    // The full storage was read while the partial copy was there; then the copy went.
    const calls = device.calls.map((c) => c.method);
    const failedAt = calls.lastIndexOf('Storage.copyFile');
    expect(calls.slice(failedAt + 1, failedAt + 3)).toEqual([
      'Storage.getStorageInfo',
      'Storage.removeFile',
    ]);
    expect([...device.files.keys()]).toEqual(['marquee-files/kept.mp4']);
    expect(await host.files.freeSpace()).toBe(capacity - kept.length);
    // Room made, the same file is kept.
    await host.files.delete('kept.mp4');
    await expect(host.files.download(VIDEO, { name: 'big.mp4' })).resolves.toMatchObject({
      sizeBytes: big.length,
    });
  });

  // LG's references give no code for a full storage and do not say whether the set removes a
  // partial copy (storage.js passes the service's errorCode on): the same download against
  // the set's other possible answers.
  const fillingCopy = async (fullStorage: { errorCode: string; partial: 'kept' | 'removed' }) => {
    const { host, device } = await scapSet({
      served: new Map([[VIDEO, bytesOf(6 * 1024 * 1024)]]),
      storageCapacityBytes: 4 * 1024 * 1024,
      fullStorage,
    });
    const outcome = await host.files.download(VIDEO, { name: 'big.mp4' }).then(
      () => 'kept',
      (error: { code?: string }) => error.code,
    );
    return { outcome, left: [...device.files.keys()] };
  };

  it('fails with DISK_FULL for a full storage the set answers with another storage code', async () => {
    for (const errorCode of ['SYSTEM_ERROR', 'DEVICE_ERROR'])
      expect(await fillingCopy({ errorCode, partial: 'kept' })).toEqual({
        outcome: 'DISK_FULL',
        left: [],
      });
  });

  // Not yet: with the partial copy gone the free space looks ample, and the host answers
  // NETWORK_ERROR. It needs the file's size (the source's Content-Length) against the free
  // space to tell. `it.fails` turns red once the host gets this right: make it `it` then.
  it.fails('fails with DISK_FULL when the set removes the partial copy itself', async () => {
    expect(await fillingCopy({ errorCode: 'IO_ERROR', partial: 'removed' })).toEqual({
      outcome: 'DISK_FULL',
      left: [],
    });
  });

  it('still fails with NETWORK_ERROR when the network, not the storage, failed the copy', async () => {
    const { host, device } = await scapSet({
      served: new Map([[VIDEO, bytesOf(5000)]]),
      storageCapacityBytes: 8 * 1024 * 1024,
    });
    device.setOnline(false);
    await expect(host.files.download(VIDEO)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(device.calls.some((c) => c.method === 'Storage.getStorageInfo')).toBe(false);
  });

  it('reports free space in bytes from getStorageInfo kilobytes', async () => {
    const { host } = await scapSet({ served: new Map(), storageCapacityBytes: 8 * 1024 * 1024 });
    expect(await host.files.freeSpace()).toBe(8 * 1024 * 1024);
  });
});
