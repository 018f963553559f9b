import type { DownloadCallback, WebAPIError } from 'tizen-common-web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createReferenceTizen,
  FAKE_JPEG,
  REFERENCE_PRIVILEGES,
  type ReferenceTizenOptions,
} from './referenceTizen.js';

const URL_A = 'https://cdn.example/media/a.mp4';
const served = new Map([[URL_A, new Uint8Array(200_000).fill(7)]]);
const setUp = (options: Partial<ReferenceTizenOptions> = {}) =>
  createReferenceTizen({ served, downloadChunkBytes: 64 * 1024, ...options });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Starts a download and runs it to its end on virtual time, keeping what the callbacks saw. */
async function download(
  device: ReturnType<typeof setUp>,
  url: string,
  destination = 'wgt-private',
) {
  const seen: { progress: [number, number][]; completed?: string; failed?: WebAPIError } = {
    progress: [],
  };
  const callback: DownloadCallback = {
    onprogress: (_id, received, total) => void seen.progress.push([received, total]),
    oncompleted: (_id, path) => void (seen.completed = path),
    onfailed: (_id, error) => void (seen.failed = error),
    oncanceled: () => {},
    onpaused: () => {},
  };
  const { tizen } = device.platform;
  const id = tizen.download.start(new tizen.DownloadRequest(url, destination), callback);
  await vi.runAllTimersAsync();
  return { id, ...seen };
}

describe('tizen.download', () => {
  it('reports progress, then the final full path of the file', async () => {
    const device = setUp();
    const result = await download(device, URL_A);
    expect(result.progress[0]).toEqual([0, 200_000]);
    expect(result.progress.at(-1)).toEqual([200_000, 200_000]);
    expect(result.completed).toBe('/opt/usr/home/owner/apps_rw/MrqPlayer0/data/a.mp4');
    expect(device.files.get('wgt-private/a.mp4')?.length).toBe(200_000);
    expect(device.platform.tizen.download.getState(result.id)).toBe('COMPLETED');
  });

  it('changes the name when the file exists, and says so in oncompleted', async () => {
    const device = setUp({ downloadCompletedPath: 'virtual' });
    await download(device, URL_A);
    const second = await download(device, URL_A);
    expect(second.completed).toBe('wgt-private/a(1).mp4');
  });

  it('fails through onfailed for an unserved URL or a missing folder', async () => {
    const device = setUp();
    expect((await download(device, 'https://cdn.example/none.mp4')).failed?.name).toBe(
      'NetworkError',
    );
    expect((await download(device, URL_A, 'wgt-private/nope')).failed?.name).toBe('IOError');
  });

  it('returns -1 without a network and throws SecurityError without the privilege', () => {
    const device = setUp();
    device.setOnline(false);
    const { tizen } = device.platform;
    expect(tizen.download.start(new tizen.DownloadRequest(URL_A))).toBe(-1);
    const bare = setUp({ privileges: [REFERENCE_PRIVILEGES.filesystemRead] });
    expect(() => bare.platform.tizen.download.start(new tizen.DownloadRequest(URL_A))).toThrow(
      expect.objectContaining({ name: 'SecurityError' }),
    );
  });

  it('cancels a running download with oncanceled', async () => {
    const device = setUp();
    const { tizen } = device.platform;
    const canceled = vi.fn();
    const id = tizen.download.start(new tizen.DownloadRequest(URL_A, 'wgt-private'), {
      onprogress: () => {},
      oncompleted: () => {},
      onfailed: () => {},
      onpaused: () => {},
      oncanceled: canceled,
    });
    tizen.download.cancel(id);
    await vi.runAllTimersAsync();
    expect(canceled).toHaveBeenCalledWith(id);
    expect(device.files.has('wgt-private/a.mp4')).toBe(false);
    expect(() => tizen.download.cancel(id)).toThrow(
      expect.objectContaining({ name: 'InvalidValuesError' }),
    );
  });
});

describe('systeminfo, audio, product info', () => {
  it('answers DISPLAY and STORAGE, and NotSupportedError for other properties', async () => {
    const device = setUp({
      storageCapacityBytes: 1000,
      files: new Map([['wgt-private/x', new Uint8Array(300)]]),
    });
    const { systeminfo } = device.platform.tizen;
    const answers: unknown[] = [];
    systeminfo.getPropertyValue('DISPLAY', (v) => void answers.push(v));
    systeminfo.getPropertyValue('STORAGE', (v) => void answers.push(v));
    systeminfo.getPropertyValue(
      'BATTERY',
      () => {},
      (e) => void answers.push(e.name),
    );
    await vi.runAllTimersAsync();
    expect(answers[0]).toMatchObject({ resolutionWidth: 3840, resolutionHeight: 2160 });
    expect(answers[1]).toMatchObject({ units: [{ capacity: 1000, availableCapacity: 700 }] });
    expect(answers[2]).toBe('NotSupportedError');
    expect(systeminfo.getCapability('http://tizen.org/feature/platform.version')).toBe('6.5');
    expect(() => systeminfo.getCapability('http://tizen.org/feature/none')).toThrow(
      expect.objectContaining({ name: 'UnknownError' }),
    );
  });

  it('keeps the volume within 0..100 and the mute state', () => {
    const audio = setUp().platform.tizen.tvaudiocontrol;
    audio.setVolume(35);
    audio.setMute(true);
    expect([audio.getVolume(), audio.isMute()]).toEqual([35, true]);
    expect(() => audio.setVolume(101)).toThrow(
      expect.objectContaining({ name: 'InvalidValuesError' }),
    );
  });

  it('needs the productinfo privilege', () => {
    expect(setUp().platform.webapis.productinfo.getDuid()).toBe('DUID-TEST-4F2A');
    const bare = setUp({ privileges: [] });
    expect(() => bare.platform.webapis.productinfo.getDuid()).toThrow(
      expect.objectContaining({ name: 'SecurityError' }),
    );
  });
});

describe('signage control and players', () => {
  it('b2bcontrol.captureScreen writes a JPEG and gives its absolute path', async () => {
    const device = setUp();
    let path = '';
    device.platform.b2bapis?.b2bcontrol.captureScreen((p) => void (path = p));
    await vi.runAllTimersAsync();
    expect(path).toBe('/opt/usr/home/owner/share/magicinfo/ScreenCapture.jpg');
    const handle = device.platform.tizen.filesystem.openFile(path, 'r');
    expect(handle.readData()).toEqual(FAKE_JPEG);
  });

  it('b2bcontrol reboots and mutes the panel asynchronously, getters are synchronous', async () => {
    const device = setUp();
    const b2b = device.platform.b2bapis!.b2bcontrol;
    const failed = vi.fn();
    b2b.setPanelMute('ON', () => {}, failed);
    b2b.rebootDevice(() => {});
    expect([device.panelMute, device.rebootCount]).toEqual(['OFF', 0]);
    await vi.runAllTimersAsync();
    expect([b2b.getPanelMuteStatus(), device.rebootCount, failed.mock.calls.length]).toEqual([
      'ON',
      1,
      0,
    ]);
    expect(b2b.getSerialNumber()).toBe('0AB1CDE2F3');
  });

  it('has webapis.systemcontrol from Tizen 6.5 on a signage set only', () => {
    expect(setUp({ platformVersion: '6.0' }).platform.webapis.systemcontrol).toBeUndefined();
    expect(setUp({ signage: false }).platform.webapis.systemcontrol).toBeUndefined();
    expect(setUp({ signage: false }).platform.b2bapis).toBeUndefined();
    const device = setUp();
    device.platform.webapis.systemcontrol!.captureScreen();
    expect(
      device.files.get('/opt/usr/home/owner/share/magicinfo/PepperAPIScreenCapture.jpg'),
    ).toEqual(FAKE_JPEG);
    expect(() => device.platform.webapis.systemcontrol!.setPanelMute('MAYBE' as 'ON')).toThrow(
      expect.objectContaining({ name: 'InvalidValuesError' }),
    );
  });

  it('hands out at most 4 avplaystore players at once', () => {
    const store = setUp().platform.webapis.avplaystore!;
    const players = [1, 2, 3, 4].map(() => store.getPlayer());
    expect(() => store.getPlayer()).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );
    players[0]!.close();
    expect(() => store.getPlayer()).not.toThrow();
  });
});
