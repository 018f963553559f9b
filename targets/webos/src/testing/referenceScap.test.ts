import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScapError } from '../scap/scapTypes.js';
import { createReferenceScap, FAKE_JPEG, type ReferenceScapOptions } from './referenceScap.js';

const MEDIA = 'https://cdn.example/media/a.mp4';
const mediaBytes = new Uint8Array(50_000).map((_, i) => i % 256);
/** Byte equality without a slow element-by-element diff of large arrays. */
const same = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && Buffer.from(a).equals(Buffer.from(b));
const setUp = (options: Partial<ReferenceScapOptions> = {}) =>
  createReferenceScap({ served: new Map([[MEDIA, mediaBytes]]), ...options });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Outcome<T> = { ok: true; value: T } | { ok: false; error: ScapError };

/** Makes a SCAP call (onSuccess, onFailure, ...) and says how it ended and whether at once. */
async function scap<T>(call: (ok: (value: T) => void, fail: (error: ScapError) => void) => void) {
  let outcome: Outcome<T> | undefined;
  call(
    (value) => (outcome = { ok: true, value }),
    (error) => (outcome = { ok: false, error }),
  );
  const immediate = outcome !== undefined;
  await vi.runAllTimersAsync();
  if (!outcome) throw new Error('No callback came');
  return { ...outcome, immediate };
}

describe('Storage.copyFile and the local file server', () => {
  it('keeps an http(s) source at file://internal/... and serves it at 127.0.0.1:9080', async () => {
    const device = setUp();
    const storage = new device.globals.Storage();
    const copied = await scap<void>((ok, fail) =>
      storage.copyFile(ok, fail, { source: MEDIA, destination: 'file://internal/media/a.mp4' }),
    );
    expect(copied).toMatchObject({ ok: true, immediate: false });
    expect(same(device.files.get('media/a.mp4'), mediaBytes)).toBe(true);
    const served = await device.serve('http://127.0.0.1:9080/media/a.mp4');
    expect(served.status).toBe(200);
    expect(same(served.bytes, mediaBytes)).toBe(true);
    expect((await device.serve('http://127.0.0.1:9080/media/none.mp4')).status).toBe(404);
    await expect(device.serve('http://localhost:9080/media/a.mp4')).rejects.toThrow(TypeError);
  });

  it('lets the library refuse maxRedirection over 5, at once, with BAD_PARAMETER', async () => {
    const storage = new (setUp().globals.Storage)();
    const refused = await scap<void>((ok, fail) =>
      storage.copyFile(ok, fail, {
        source: MEDIA,
        destination: 'file://internal/a.mp4',
        maxRedirection: 6,
      }),
    );
    expect(refused).toMatchObject({
      ok: false,
      immediate: true,
      error: { errorCode: 'BAD_PARAMETER' },
    });
  });

  it('fails on the set for an unserved URL, no network, a bad URI or a USB without device', async () => {
    const device = setUp();
    const storage = new device.globals.Storage();
    const copy = (source: string, destination: string) =>
      scap<void>((ok, fail) => storage.copyFile(ok, fail, { source, destination }));
    expect((await copy('https://cdn.example/none', 'file://internal/x')).ok).toBe(false);
    expect(await copy('https://cdn.example/none', 'file://internal/x')).toMatchObject({
      error: { errorCode: 'SERVER_ERROR' },
    });
    expect(await copy(MEDIA, 'file://internal/bad name.mp4')).toMatchObject({
      error: { errorCode: 'BAD_PARAMETER' },
      immediate: false,
    });
    expect(await copy(MEDIA, 'file://usb:1/a.mp4')).toMatchObject({
      error: { errorCode: 'DEVICE_ERROR' },
    });
    device.setOnline(false);
    expect(await copy(MEDIA, 'file://internal/a.mp4')).toMatchObject({
      error: { errorCode: 'NETWORK_ERROR' },
    });
  });

  it("refuses two different maxRedirection values at once, in the words of LG's library", async () => {
    const storage = new (setUp().globals.Storage)();
    const refused = await scap<void>((ok, fail) =>
      storage.copyFile(ok, fail, {
        source: MEDIA,
        destination: 'file://internal/a.mp4',
        maxRedirection: 2,
        httpOption: { maxRedirection: 3 },
      }),
    );
    // storage.js of SCAP 1.5 and 1.7 (the castmill player's copies), text as LG wrote it.
    expect(refused).toEqual({
      ok: false,
      immediate: true,
      error: {
        errorCode: 'BAD_PARAMETER',
        errorText:
          'Both options.httpOption.maxRedirection and options.maxRedirection are exists,but different value. What value you want to use?',
      },
    });
  });

  it('fails with IO_ERROR when the internal memory is full, leaving the bytes that fit', async () => {
    const device = setUp({ storageCapacityBytes: 1000 });
    const storage = new device.globals.Storage();
    const full = await scap<void>((ok, fail) =>
      storage.copyFile(ok, fail, { source: MEDIA, destination: 'file://internal/a.mp4' }),
    );
    expect(full).toMatchObject({ ok: false, error: { errorCode: 'IO_ERROR' } });
    expect(device.files.get('a.mp4')?.length).toBe(1000);
  });

  it('answers a full memory as a test says, since LG documents neither code nor clean-up', async () => {
    const device = setUp({
      storageCapacityBytes: 1000,
      fullStorage: { errorCode: 'SYSTEM_ERROR', partial: 'removed' },
    });
    const storage = new device.globals.Storage();
    const full = await scap<void>((ok, fail) =>
      storage.copyFile(ok, fail, { source: MEDIA, destination: 'file://internal/a.mp4' }),
    );
    expect(full).toMatchObject({ ok: false, error: { errorCode: 'SYSTEM_ERROR' } });
    expect([...device.files.keys()]).toEqual([]);
  });
});

describe('Storage file calls', () => {
  const files = () => new Map([['media/a.part', new Uint8Array([1, 2, 3])]]);

  it('moves to the new full path, creating its folder', async () => {
    const device = setUp({ files: files() });
    const storage = new device.globals.Storage();
    const moved = await scap<void>((ok, fail) =>
      storage.moveFile(ok, fail, {
        oldPath: 'file://internal/media/a.part',
        newPath: 'file://internal/keep/a.mp4',
      }),
    );
    expect(moved.ok).toBe(true);
    expect([...device.files.keys()]).toEqual(['keep/a.mp4']);
    const missing = await scap<void>((ok, fail) =>
      storage.moveFile(ok, fail, {
        oldPath: 'file://internal/media/a.part',
        newPath: 'file://internal/b',
      }),
    );
    expect(missing).toMatchObject({ ok: false, error: { errorCode: 'IO_ERROR' } });
    const noUri = await scap<void>((ok, fail) =>
      storage.moveFile(ok, fail, { oldPath: 'media/a', newPath: 'b' }),
    );
    expect(noUri).toMatchObject({ immediate: true, error: { errorCode: 'BAD_PARAMETER' } });
  });

  it('lists, stats, removes, and needs recursive for a folder with content', async () => {
    const device = setUp({ files: files() });
    const storage = new device.globals.Storage();
    const listed = await scap<{ files: unknown[]; totalCount: number }>((ok, fail) =>
      storage.listFiles(ok, fail),
    );
    expect(listed).toMatchObject({
      ok: true,
      value: { files: [{ name: 'media', type: 'folder' }], totalCount: 1 },
    });
    const stat = await scap((ok, fail) =>
      storage.statFile(ok, fail, { path: 'file://internal/media/a.part' }),
    );
    expect(stat).toMatchObject({ value: { type: 'file', size: 3 } });
    const notEmpty = await scap<void>((ok, fail) =>
      storage.removeFile(ok, fail, { file: 'file://internal/media' }),
    );
    expect(notEmpty).toMatchObject({ error: { errorCode: 'IO_ERROR' } });
    const removed = await scap<void>((ok, fail) =>
      storage.removeFile(ok, fail, { file: 'file://internal/media', recursive: true }),
    );
    expect(removed.ok).toBe(true);
    expect(device.files.size).toBe(0);
  });

  it('reads at most 10 KB a call, and counts what one call hands out', async () => {
    const device = setUp({ files: new Map([['big', mediaBytes]]), memoryAllowanceBytes: 8 * 1024 });
    const storage = new device.globals.Storage();
    const tooLong = await scap((ok, fail) =>
      storage.readFile(ok, fail, { path: 'file://internal/big', length: 20 * 1024 }),
    );
    expect(tooLong).toMatchObject({ immediate: true, error: { errorCode: 'BAD_PARAMETER' } });
    const overAllowance = await scap((ok, fail) =>
      storage.readFile(ok, fail, { path: 'file://internal/big' }),
    );
    expect(overAllowance).toMatchObject({ ok: false, error: { errorCode: 'SYSTEM_ERROR' } });
    const piece = await scap<{ data: string | ArrayBuffer }>((ok, fail) =>
      storage.readFile(ok, fail, {
        path: 'file://internal/big',
        position: 100,
        length: 4096,
        encoding: 'binary',
      }),
    );
    expect(piece.ok && new Uint8Array(piece.value.data as ArrayBuffer)).toEqual(
      mediaBytes.slice(100, 4196),
    );
    expect(device.peakReadBytes).toBe(4096);
  });

  it('has getMD5Hash in SCAP 1.7, not in 1.5; reports storage in KB', async () => {
    const device = setUp({
      files: new Map([['a', mediaBytes]]),
      storageCapacityBytes: 1024 * 1024,
    });
    const storage = new device.globals.Storage();
    const hash = await scap((ok, fail) =>
      storage.getMD5Hash(ok, fail, { filePath: 'file://internal/a' }),
    );
    expect(hash).toMatchObject({
      value: { md5hash: createHash('md5').update(mediaBytes).digest('hex') },
    });
    const info = await scap((ok, fail) => storage.getStorageInfo(ok, fail));
    expect(info).toMatchObject({ value: { total: 1024, used: 48, free: 975 } });
    expect(
      Reflect.get(new (setUp({ scapVersion: '1.5' }).globals.Storage)(), 'getMD5Hash'),
    ).toBeUndefined();
  });
});

describe('Power, Sound, Signage, DeviceInfo', () => {
  it('turns the screen off and on, and reboots, by the documented values', async () => {
    const device = setUp();
    const power = new device.globals.Power();
    const { DisplayMode, PowerCommand } = device.globals.Power;
    await scap<void>((ok, fail) =>
      power.setDisplayMode(ok, fail, { displayMode: DisplayMode.DISPLAY_OFF }),
    );
    expect(device.state.displayMode).toBe('Screen Off');
    const status = await scap((ok, fail) => power.getPowerStatus(ok, fail));
    expect(status).toMatchObject({ value: { displayMode: 'Screen Off' } });
    await scap<void>((ok, fail) =>
      power.executePowerCommand(ok, fail, { powerCommand: PowerCommand.REBOOT }),
    );
    expect(device.state.rebootCount).toBe(1);
    const bad = await scap<void>((ok, fail) =>
      power.setDisplayMode(ok, fail, { displayMode: 'Off' as 'Active' }),
    );
    expect(bad).toMatchObject({ error: { errorCode: 'PSDM' } });
  });

  it('sets the volume by `level`, refusing a level out of 0..100', async () => {
    const device = setUp();
    const sound = new device.globals.Sound();
    await scap<void>((ok, fail) =>
      sound.setVolumeLevel(ok, fail, { level: 40, volOsdEnabled: false }),
    );
    expect(await scap((ok, fail) => sound.getSoundStatus(ok, fail))).toMatchObject({
      value: { level: 40 },
    });
    const byVolume = await scap<void>((ok, fail) =>
      sound.setVolumeLevel(ok, fail, { volume: 40 } as unknown as { level: number }),
    );
    expect(byVolume).toMatchObject({ error: { errorCode: 'SSVL' } });
  });

  it('captures the screen as base64 JPEG; without options the library throws', async () => {
    const device = setUp();
    const signage = new device.globals.Signage();
    const shot = await scap<{ data: string; size: number; encoding: string }>((ok, fail) =>
      signage.captureScreen(ok, fail, { imgResolution: device.globals.Signage.ImgResolution.FHD }),
    );
    expect(shot).toMatchObject({ value: { encoding: 'base64', size: FAKE_JPEG.length } });
    expect(shot.ok && Buffer.from(shot.value.data, 'base64')).toEqual(Buffer.from(FAKE_JPEG));
    expect(device.state.lastCapture).toEqual({ width: 1920, height: 1080, save: false });
    expect(() =>
      signage.captureScreen(
        () => {},
        () => {},
        undefined as unknown as { save: boolean },
      ),
    ).toThrow(TypeError);
  });

  it('accepts only "90" and "off" as portrait modes', async () => {
    const device = setUp();
    const signage = new device.globals.Signage();
    await scap<void>((ok, fail) => signage.setPortraitMode(ok, fail, { portraitMode: '90' }));
    expect(device.state.portraitMode).toBe('90');
    const bad = await scap<void>((ok, fail) =>
      signage.setPortraitMode(ok, fail, { portraitMode: '180' as '90' }),
    );
    expect(bad).toMatchObject({ immediate: true, error: { errorCode: 'BAD_PARAMETER' } });
  });

  it('gives platform info with the library sdkVersion and MAC addresses', async () => {
    const info = new (setUp().globals.DeviceInfo)();
    expect(await scap((ok, fail) => info.getPlatformInfo(ok, fail))).toMatchObject({
      value: { serialNumber: '912KCZB2N123', sdkVersion: '1.7.3' },
    });
    expect(await scap((ok, fail) => info.getNetworkMacInfo(ok, fail))).toMatchObject({
      value: { wiredInfo: { macAddress: expect.any(String) } },
    });
  });
});
