import { createHash } from 'node:crypto';
import type { HostFetch } from '@marquee/sdk';
import { servingFetch } from '@marquee/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAP_READ_BYTES } from './keptFileHash.js';
import type { ScapFailure } from './scap/scapTypes.js';
import { SIZE_PROBE_TIMEOUT_MS } from './sourceSize.js';
import { scapSet, type ScapSetOptions } from './testing/scapSet.js';

const VIDEO = 'https://media.marquee.test/blobs/clip.mp4';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (size: number) => new Uint8Array(size).map((_, i) => (i * 7 + (i >> 10)) % 256);
type HeadAnswer = (url: string, init?: RequestInit) => Promise<Response>;
/** The host's network: serves `served` (a HEAD too, by default), and notes each HEAD asked. */
const hostNetwork = (served: Map<string, Uint8Array>, answerHead?: HeadAnswer) => {
  const asked: string[] = [];
  const serving = servingFetch(served);
  const fetch: HostFetch = (url, init) => {
    if (init?.method !== 'HEAD') return serving(url, init);
    asked.push(`HEAD ${url}`);
    return answerHead ? answerHead(url, init) : serving(url, init);
  };
  return { served, fetch, asked };
};
/** A set made on virtual time: making the host asks SCAP, whose answers come from timers. */
const setOnVirtualTime = async (options: ScapSetOptions) => {
  const made = scapSet(options);
  await vi.runAllTimersAsync();
  return made;
};
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
      // The room before the copy, for telling a full storage from a failed network afterwards.
      { method: 'Storage.getStorageInfo', options: undefined },
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

  it('still fails with NETWORK_ERROR when the network, not the storage, failed the copy', async () => {
    const network = hostNetwork(new Map([[VIDEO, bytesOf(5000)]]));
    const { host, device } = await scapSet({
      served: network.served,
      fetch: network.fetch,
      storageCapacityBytes: 8 * 1024 * 1024,
    });
    device.setOnline(false);
    await expect(host.files.download(VIDEO)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    // Neither the storage nor the source's size was asked once the copy failed.
    const calls = device.calls.map((c) => c.method);
    expect(calls.slice(calls.lastIndexOf('Storage.copyFile') + 1)).toEqual(['Storage.removeFile']);
    expect(network.asked).toEqual([]);
  });

  // LG's references give no code for a full storage and do not say whether the set removes a
  // partial copy (storage.js passes the service's errorCode on): the same download against
  // the set's other possible answers, on virtual time.
  describe('a full storage, whatever the set answers', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    /** What the download ends with (a HostError code, or "kept"), the set's calls run through. */
    const outcomeOf = async (download: Promise<unknown>) => {
      const outcome = download.then(
        () => 'kept',
        (error: { code?: string }) => error.code,
      );
      await vi.runAllTimersAsync();
      return outcome;
    };
    const fillingCopy = async (
      fullStorage: { errorCode: string; partial: 'kept' | 'removed' },
      answerHead?: HeadAnswer,
    ) => {
      const network = hostNetwork(new Map([[VIDEO, bytesOf(6 * 1024 * 1024)]]), answerHead);
      const { host, device } = await setOnVirtualTime({
        served: network.served,
        fetch: network.fetch,
        storageCapacityBytes: 4 * 1024 * 1024,
        fullStorage,
      });
      const outcome = await outcomeOf(host.files.download(VIDEO, { name: 'big.mp4' }));
      return { outcome, left: [...device.files.keys()], asked: network.asked };
    };

    it('fails with DISK_FULL for a full storage the set answers with another storage code', async () => {
      for (const errorCode of ['SYSTEM_ERROR', 'DEVICE_ERROR'])
        expect(await fillingCopy({ errorCode, partial: 'kept' })).toEqual({
          outcome: 'DISK_FULL',
          left: [],
          // The storage left full says enough: no size is asked.
          asked: [],
        });
    });

    it('fails with DISK_FULL when the set removes the partial copy itself', async () => {
      for (const errorCode of ['IO_ERROR', 'SYSTEM_ERROR', 'DEVICE_ERROR'])
        expect(await fillingCopy({ errorCode, partial: 'removed' }), errorCode).toEqual({
          outcome: 'DISK_FULL',
          left: [],
          asked: [`HEAD ${VIDEO}`],
        });
    });

    it('keeps NETWORK_ERROR when the set removed the partial copy and the size is unknown', async () => {
      const noLength: HeadAnswer = () =>
        Promise.resolve(new Response(null, { status: 200, headers: {} }));
      const refused: HeadAnswer = () =>
        Promise.resolve(new Response(null, { status: 405, headers: { 'content-length': '0' } }));
      const unreachable: HeadAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
      for (const answerHead of [noLength, refused, unreachable])
        expect(
          await fillingCopy({ errorCode: 'IO_ERROR', partial: 'removed' }, answerHead),
        ).toEqual({ outcome: 'NETWORK_ERROR', left: [], asked: [`HEAD ${VIDEO}`] });
    });

    it('waits for the size no longer than its limit, then keeps NETWORK_ERROR', async () => {
      let askedAt = 0;
      let signal: AbortSignal | undefined;
      // A server that never answers a HEAD; the request ends only when it is aborted.
      const silent: HeadAnswer = (_url, init) =>
        new Promise((_resolve, reject) => {
          askedAt = Date.now();
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        });
      const network = hostNetwork(new Map([[VIDEO, bytesOf(6 * 1024 * 1024)]]), silent);
      const { host } = await setOnVirtualTime({
        served: network.served,
        fetch: network.fetch,
        storageCapacityBytes: 4 * 1024 * 1024,
        fullStorage: { errorCode: 'IO_ERROR', partial: 'removed' },
      });
      let outcome: string | undefined;
      void host.files.download(VIDEO).catch((error: { code: string }) => (outcome = error.code));
      for (let ms = 0; askedAt === 0 && ms < SIZE_PROBE_TIMEOUT_MS; ms++)
        await vi.advanceTimersByTimeAsync(1);
      expect(askedAt, 'the size was asked').toBeGreaterThan(0);
      await vi.advanceTimersByTimeAsync(askedAt + SIZE_PROBE_TIMEOUT_MS - 1 - Date.now());
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBe('NETWORK_ERROR');
      expect(signal?.aborted).toBe(true);
    });

    // A copy that failed with a storage code for some other reason (a write error), the
    // partial copy gone and the storage not full: the size against the room before decides.
    const failingWrite = async (size: number) => {
      const network = hostNetwork(new Map([[VIDEO, bytesOf(size)]]));
      const { host } = await setOnVirtualTime({
        served: network.served,
        fetch: network.fetch,
        storageCapacityBytes: 4 * 1024 * 1024,
        adjust: (globals) => {
          globals.Storage.prototype.copyFile = (_ok: unknown, fail: ScapFailure) =>
            setTimeout(() => fail({ errorCode: 'IO_ERROR', errorText: 'Write error' }), 0);
        },
      });
      const download = host.files.download(VIDEO);
      const outcome = await outcomeOf(download);
      return { outcome, message: await download.catch((error: Error) => error.message) };
    };

    it("keeps NETWORK_ERROR and the set's own words when the source fits the room there was", async () => {
      const fits = await failingWrite(4 * 1024 * 1024);
      expect(fits.outcome).toBe('NETWORK_ERROR');
      expect(fits.message).toContain('Write error (IO_ERROR)');
      // One byte more than the room: it could not have been kept, whatever else went wrong.
      const over = await failingWrite(4 * 1024 * 1024 + 1);
      expect(over.outcome).toBe('DISK_FULL');
      expect(over.message).toContain('4 MB free');
    });
  });

  it('reports free space in bytes from getStorageInfo kilobytes', async () => {
    const { host } = await scapSet({ served: new Map(), storageCapacityBytes: 8 * 1024 * 1024 });
    expect(await host.files.freeSpace()).toBe(8 * 1024 * 1024);
  });
});
