// @vitest-environment jsdom
import { expectHostError } from '@marquee/sdk/host/contract';
import { servingFetch } from '@marquee/sdk/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { FILES_CACHE, LOCAL_FILES_PATH } from './webFiles.js';
import { createWebHost, STORAGE_PREFIX } from './webHost.js';
import { fixedGeolocation, MemoryCacheStorage, storageManagerFor } from './testing/browserFakes.js';

beforeEach(() => window.localStorage.clear());

describe('web host', () => {
  it('keeps local state in localStorage across hosts (a reload)', async () => {
    const first = createWebHost();
    await first.localState.set('marquee.device', { deviceId: 'd1', deviceToken: 'mqd_1' });
    expect(window.localStorage.getItem(`${STORAGE_PREFIX}marquee.device`)).toBe(
      '{"deviceId":"d1","deviceToken":"mqd_1"}',
    );
    const afterReload = createWebHost();
    expect(await afterReload.localState.get('marquee.device')).toEqual({
      deviceId: 'd1',
      deviceToken: 'mqd_1',
    });
    window.localStorage.setItem('someone-else', 'x');
    expect(await afterReload.localState.keys()).toEqual(['marquee.device']);
    await afterReload.localState.remove('marquee.device');
    expect(await createWebHost().localState.get('marquee.device')).toBeUndefined();
  });

  it('treats a hand-edited value as absent', async () => {
    window.localStorage.setItem(`${STORAGE_PREFIX}broken`, '{not json');
    expect(await createWebHost().localState.get('broken')).toBeUndefined();
  });

  it('reports platform web, version 0 and a device id that stays the same', async () => {
    let n = 0;
    const host = createWebHost({ randomId: () => `id${++n}` });
    expect(host.platform).toBe('web');
    expect(host.apiVersion).toBe(0);
    const info = await host.getDeviceInfo();
    expect(info).toMatchObject({ deviceId: 'web-id1', platform: 'web', apiVersion: 0 });
    expect((await createWebHost({ randomId: () => 'other' }).getDeviceInfo()).deviceId).toBe(
      'web-id1',
    );
  });

  it('reports the window the player draws in, and the screen in physical pixels', async () => {
    // Headless Chromium: a 1440 × 900 window on a screen it says is 800 × 600.
    const host = createWebHost({
      randomId: () => 'id',
      screen: { width: 800, height: 600 },
      view: { innerWidth: 1440, innerHeight: 900, devicePixelRatio: 2 },
    });
    const info = await host.getDeviceInfo();
    expect(info.viewport).toEqual({ width: 1440, height: 900 });
    expect(info.screen).toEqual({ width: 1600, height: 1200 });
  });

  it('uses the given fetch and has no power, kiosk or platform video control', async () => {
    const host = createWebHost({ fetch: async (url) => new Response(`got ${url}`) });
    expect(await (await host.fetch('/graphql')).text()).toBe('got /graphql');
    expect(host.supports('display-power')).toBe(false);
    expect(host.supports('native-fetch')).toBe(false);
    await expectHostError(host.power.displayOff(), 'METHOD_NOT_AVAILABLE');
    await expectHostError(host.kiosk.enable(), 'METHOD_NOT_AVAILABLE');
    await expectHostError(
      host.video.prepare('v.mp4', { x: 0, y: 0, w: 100, h: 100 }),
      'METHOD_NOT_AVAILABLE',
    );
  });

  it('keeps downloads in Cache Storage under the player origin, and refuses what does not fit', async () => {
    const caches = new MemoryCacheStorage();
    const url = 'https://cdn.test/welcome.png';
    const host = createWebHost({
      caches: caches.asCacheStorage(),
      navigator: { userAgent: 'test', storage: storageManagerFor(caches, 1500) },
      fetch: servingFetch(new Map([[url, new Uint8Array(1000)]])),
      origin: 'https://screens.test',
    });
    const file = await host.files.download(url, { name: 'welcome.png' });
    expect(file.url).toBe(`https://screens.test${LOCAL_FILES_PATH}welcome.png`);
    expect([...(caches.caches.get(FILES_CACHE)?.entries.keys() ?? [])]).toEqual([file.url]);
    expect(await host.files.freeSpace()).toBe(500);
    await expectHostError(host.files.download(url, { name: 'again.png' }), 'DISK_FULL');
  });

  it('answers the location, and PERMISSION_DENIED when the user refuses', async () => {
    const granted = createWebHost({
      navigator: {
        userAgent: 'test',
        geolocation: fixedGeolocation({ latitude: 1, longitude: 2, accuracy: 3 }),
      },
    });
    expect(await granted.getLocation()).toEqual({ latitude: 1, longitude: 2, accuracyM: 3 });
    const refused = createWebHost({
      navigator: { userAgent: 'test', geolocation: fixedGeolocation('denied') },
    });
    await expectHostError(refused.getLocation(), 'PERMISSION_DENIED');
  });
});
