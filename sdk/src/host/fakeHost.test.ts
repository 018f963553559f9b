import { describe, expect, it } from 'vitest';
import { servingFetch } from '../testing/servingFetch.js';
import { VirtualClock } from '../testing/virtualClock.js';
import { describePlayerOnHostContract } from '../testing/playerOnHostContract.js';
import {
  describeHostApiContract,
  expectHostError,
  persistentSlot,
  type MakeContractHost,
} from './contract/index.js';
import type { FakeFileStore } from './fakeFiles.js';
import { FakeHost, TEST_DEVICE_ID } from './fakeHost.js';
import { sha256Hex, type DownloadProgress } from './localFiles.js';

const everyCapability: MakeContractHost = (env) =>
  new FakeHost({
    fetch: servingFetch(env.served),
    stateStore: persistentSlot(env, 'state', () => new Map<string, string>()),
    fileStore: persistentSlot(env, 'files', (): FakeFileStore => new Map()),
  });
describeHostApiContract('FakeHost with every capability', everyCapability);
describePlayerOnHostContract('FakeHost with every capability', everyCapability);

describeHostApiContract(
  'FakeHost with no optional capability',
  (env) =>
    new FakeHost({
      capabilities: [],
      fetch: servingFetch(env.served),
      stateStore: persistentSlot(env, 'state', () => new Map<string, string>()),
    }),
);

const URL_A = 'https://cdn.test/a.png';
const BYTES_A = new Uint8Array(1000).fill(7);

function hostServingA(options: ConstructorParameters<typeof FakeHost>[0] = {}) {
  return new FakeHost({ fetch: servingFetch(new Map([[URL_A, BYTES_A]])), ...options });
}

describe('FakeHost', () => {
  it('reports the test device id and version 0 outside a device app', async () => {
    expect(await new FakeHost().getDeviceInfo()).toMatchObject({
      deviceId: TEST_DEVICE_ID,
      platform: 'web',
      apiVersion: 0,
    });
    expect(await new FakeHost({ platform: 'tizen', apiVersion: 3 }).getDeviceInfo()).toMatchObject({
      platform: 'tizen',
      apiVersion: 3,
    });
  });

  it('starts from the given local state', async () => {
    const host = new FakeHost({ state: { 'marquee.device': { deviceId: 'd1' } } });
    expect(await host.localState.get('marquee.device')).toEqual({ deviceId: 'd1' });
  });

  it('goes offline and back: fetch and downloads fail with NETWORK_ERROR meanwhile', async () => {
    const host = hostServingA({ faults: { offline: true } });
    await expectHostError(host.fetch(URL_A), 'NETWORK_ERROR');
    await expectHostError(host.files.download(URL_A), 'NETWORK_ERROR');
    host.faults.offline = false;
    expect((await host.fetch(URL_A)).status).toBe(200);
    expect((await host.files.download(URL_A)).sizeBytes).toBe(1000);
  });

  it('delivers a slow download in chunks on its scheduler, reporting progress', async () => {
    const clock = new VirtualClock();
    const host = hostServingA({
      scheduler: clock.scheduler,
      faults: { downloadChunkBytes: 300, downloadChunkDelayMs: 1000 },
    });
    const progress: DownloadProgress[] = [];
    let done = false;
    const download = host.files
      .download(URL_A, { onProgress: (p) => progress.push(p) })
      .then(() => (done = true));
    await clock.advance(2500);
    expect(progress.map((p) => p.loadedBytes)).toEqual([300, 600]);
    expect(done).toBe(false);
    await clock.advance(1500);
    await download;
    expect(progress).toEqual([
      { loadedBytes: 300, totalBytes: 1000 },
      { loadedBytes: 600, totalBytes: 1000 },
      { loadedBytes: 900, totalBytes: 1000 },
      { loadedBytes: 1000, totalBytes: 1000 },
    ]);
    expect(clock.now()).toBe(4000);
  });

  it('breaks a failing download off half-way and keeps nothing', async () => {
    const host = hostServingA({ faults: { failDownloads: true, downloadChunkBytes: 250 } });
    const progress: number[] = [];
    await expectHostError(
      host.files.download(URL_A, { onProgress: (p) => progress.push(p.loadedBytes) }),
      'NETWORK_ERROR',
    );
    expect(progress).toEqual([250]);
    expect(await host.files.list()).toEqual([]);
  });

  it('refuses corrupted bytes when the checksum is given', async () => {
    const host = hostServingA({ faults: { corruptDownloads: true } });
    await expectHostError(
      host.files.download(URL_A, { checksum: await sha256Hex(BYTES_A) }),
      'CHECKSUM_MISMATCH',
    );
    expect(await host.files.list()).toEqual([]);
  });

  it('fails with DISK_FULL when a file does not fit, and fits it after a delete', async () => {
    const host = hostServingA({ diskCapacityBytes: 1500 });
    await host.files.download(URL_A, { name: 'first' });
    expect(await host.files.freeSpace()).toBe(500);
    await expectHostError(host.files.download(URL_A, { name: 'second' }), 'DISK_FULL');
    // Downloading again under the same name replaces the file, so it fits.
    await host.files.download(URL_A, { name: 'first' });
    await host.files.delete('first');
    expect((await host.files.download(URL_A, { name: 'second' })).name).toBe('second');
  });

  it('can fail a reboot, and counts the ones that succeed', async () => {
    const host = new FakeHost({ faults: { rebootFails: true } });
    await expectHostError(host.power.reboot(), 'PLATFORM_ERROR');
    expect(host.rebootCount).toBe(0);
    host.faults.rebootFails = false;
    await host.power.reboot();
    expect(host.rebootCount).toBe(1);
  });

  it('keeps the downloaded bytes at a local URL that loads them, offline too', async () => {
    const host = hostServingA();
    const file = await host.files.download(URL_A);
    expect(host.bytesOf(file.name)).toEqual(BYTES_A);
    expect(file.checksum).toBe(await sha256Hex(BYTES_A));
    host.faults.offline = true;
    expect(file.url).toMatch(/^blob:/);
    expect(new Uint8Array(await (await fetch(file.url)).arrayBuffer())).toEqual(BYTES_A);
  });
});
