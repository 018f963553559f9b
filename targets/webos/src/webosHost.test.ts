import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { describe, expect, it } from 'vitest';
import type { ScapFailure } from './scap/scapTypes.js';
import { createFakeWebos } from './testing/fakeWebos.js';
import { scapSet } from './testing/scapSet.js';
import { createWebosHost } from './webosHost.js';

const URL_A = 'https://media.marquee.test/blobs/a.png';
const served = new Map([[URL_A, new TextEncoder().encode('png bytes')]]);

describe('webOS host on a signage set (SCAP loaded)', () => {
  it('reports the LGUDID from Luna and model, serial and firmware from SCAP DeviceInfo', async () => {
    const { host } = await scapSet({ served });
    expect(await host.getDeviceInfo()).toMatchObject({
      platform: 'lg-web-os',
      apiVersion: 0,
      deviceId: 'a1b2c3d4-webos-udid',
      model: '55XS4F',
      serial: '912KCZB2N123',
      osVersion: '04.71.60',
    });
  });

  it('answers supports() for what SCAP does, and not for what no webOS set does', async () => {
    const { host } = await scapSet({ served });
    for (const capability of [
      'local-files',
      'reboot',
      'display-power',
      'volume',
      'screenshot',
      'orientation',
    ] as const)
      expect(host.supports(capability), capability).toBe(true);
    for (const capability of ['sleep-wake', 'kiosk-mode', 'video-preparation'] as const)
      expect(host.supports(capability), capability).toBe(false);
  });

  it('reboots and switches the panel with SCAP Power, the app running on', async () => {
    const { host, device } = await scapSet({ served });
    await host.power.displayOff();
    expect(device.state.displayMode).toBe('Screen Off');
    expect(await host.power.isDisplayOn()).toBe(false);
    await host.power.reboot();
    expect(device.state.rebootCount).toBe(1);
    expect(device.calls.map((c) => c.method)).toEqual(
      expect.arrayContaining(['Power.setDisplayMode', 'Power.executePowerCommand']),
    );
  });

  it('sets the volume with Sound.setVolumeLevel, without the set showing its volume bar', async () => {
    const { host, device } = await scapSet({ served });
    await host.volume.setVolume(35);
    expect(device.state.volume).toBe(35);
    expect(device.calls.at(-1)).toEqual({
      method: 'Sound.setVolumeLevel',
      options: { level: 35, volOsdEnabled: false },
    });
  });

  it('captures the screen at 1920x1080 as the JPEG the set gives', async () => {
    const { host, device } = await scapSet({ served });
    const shot = await host.screen.capture();
    expect(shot).toMatchObject({ mimeType: 'image/jpeg', width: 1920, height: 1080 });
    expect(device.state.lastCapture).toEqual({ width: 1920, height: 1080, save: false });
  });

  it('turns the picture with Signage.setPortraitMode and remembers it across a restart', async () => {
    const localStorage = new Map<string, string>();
    const { host, device } = await scapSet({ served, localStorage });
    await host.orientation.setRotation(90);
    expect(device.state.portraitMode).toBe('90');
    const restarted = await scapSet({ served, localStorage });
    expect(await restarted.host.orientation.getRotation()).toBe(90);
    // Making the host asks the model by setting the kept rotation again, not landscape.
    expect(restarted.device.state.portraitMode).toBe('90');
  });

  it('offers no orientation on a model whose set refuses setPortraitMode', async () => {
    const { host } = await scapSet({
      served,
      adjust: (globals) => {
        globals.Signage.prototype.setPortraitMode = (_ok: unknown, fail: ScapFailure) =>
          setTimeout(() => fail({ errorCode: -1, errorText: 'Unknown method' }), 0);
      },
    });
    expect(host.supports('orientation')).toBe(false);
    await expect(host.orientation.setRotation(90)).rejects.toMatchObject({
      code: 'METHOD_NOT_AVAILABLE',
    });
  });

  it('turns 180 and 270 down as beyond the set, for the player to turn its own stage', async () => {
    const { host } = await scapSet({ served });
    await expect(host.orientation.setRotation(180)).rejects.toMatchObject({
      code: 'METHOD_NOT_AVAILABLE',
    });
  });
});

describe('webOS host without SCAP (a consumer TV, or a package built without it)', () => {
  it('keeps identity and offers none of what SCAP does', async () => {
    const host = await createWebosHost({
      newBridge: createFakeWebos({ served }).newBridge,
      scap: null,
      storage: memoryStorage(),
      fetch: servingFetch(served),
      localFetch: null,
      screen: { width: 1920, height: 1080 },
    });
    expect((await host.getDeviceInfo()).model).toBe('55UH5F-H');
    for (const capability of ['local-files', 'reboot', 'display-power', 'volume', 'screenshot'])
      expect(host.supports(capability as never)).toBe(false);
    await expect(host.files.list()).rejects.toMatchObject({ code: 'METHOD_NOT_AVAILABLE' });
  });

  it('keeps the documented identity when the set refuses the undocumented serialNumber key', async () => {
    const host = await createWebosHost({
      newBridge: createFakeWebos({ served, documentedSystemKeysOnly: true }).newBridge,
      scap: null,
      storage: memoryStorage(),
      fetch: servingFetch(served),
      localFetch: null,
      screen: { width: 1920, height: 1080 },
    });
    const info = await host.getDeviceInfo();
    expect(info).toMatchObject({ model: '55UH5F-H', osVersion: '04.71.60' });
    expect(info.serial).toBeUndefined();
  });
});
