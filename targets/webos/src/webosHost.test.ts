import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { describe, expect, it } from 'vitest';
import { createWebosHost } from './webosHost.js';
import { createFakeWebos } from './testing/fakeWebos.js';

const URL_A = 'https://media.marquee.test/blobs/a.png';
const served = new Map([[URL_A, new TextEncoder().encode('png bytes')]]);

function signageSet() {
  const device = createFakeWebos({ served });
  const host = createWebosHost({
    newBridge: device.newBridge,
    storage: memoryStorage(),
    fetch: servingFetch(served),
    screen: { width: 3840, height: 2160 },
  });
  return { device, host };
}

describe('webOS host', () => {
  it('reports no bridge version (0) and the set identity from Luna', async () => {
    const { host } = signageSet();
    expect(await host.getDeviceInfo()).toMatchObject({
      platform: 'lg-web-os',
      apiVersion: 0,
      deviceId: 'a1b2c3d4-webos-udid',
      model: '55UH5F-H',
      serial: '912KCZB2N123',
      osVersion: '04.71.60',
    });
  });

  it('keeps the documented identity when the set refuses the undocumented serialNumber key', async () => {
    const device = createFakeWebos({ served, documentedSystemKeysOnly: true });
    const host = createWebosHost({
      newBridge: device.newBridge,
      storage: memoryStorage(),
      fetch: servingFetch(served),
      screen: { width: 1920, height: 1080 },
    });
    const info = await host.getDeviceInfo();
    expect(info).toMatchObject({ model: '55UH5F-H', osVersion: '04.71.60' });
    expect(info.serial).toBeUndefined();
  });

  it('switches the screen off with tvpower while the app keeps running', async () => {
    const { host, device } = signageSet();
    await host.power.displayOff();
    expect(device.powerState).toBe('Screen Off');
    expect(device.calls.at(-1)?.uri).toBe('luna://com.webos.service.tvpower/power/turnOffScreen');
  });

  it('keeps downloads in the signage internal storage', async () => {
    const { host, device } = signageSet();
    const file = await host.files.download(URL_A, { name: 'a.png' });
    expect(file.url).toBe('file://internal/marquee-files/a.png');
    expect([...device.files.keys()]).toEqual(['file://internal/marquee-files/a.png']);
    const methods = device.calls.map((c) => c.uri.split('/').pop());
    expect(methods).toEqual(['downloadFile', 'readFile', 'moveFile']);
  });
});
