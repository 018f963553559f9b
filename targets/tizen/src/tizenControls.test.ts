import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { describe, expect, it } from 'vitest';
import { CAPTURE_JPEG } from './captureJpeg.fixture.js';
import { createReferenceTizen, type ReferenceTizenOptions } from './testing/referenceTizen.js';
import { createTizenHost } from './tizenHost.js';
import { jpegSize } from './tizenScreenshot.js';

const served = new Map<string, Uint8Array>();

function set(options: Partial<ReferenceTizenOptions> = {}) {
  const device = createReferenceTizen({ served, screenshot: CAPTURE_JPEG, ...options });
  const host = createTizenHost({
    platform: device.platform,
    storage: memoryStorage(),
    fetch: servingFetch(served),
  });
  return { device, host };
}

const decoded = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));

describe('Tizen screenshot, volume and orientation', () => {
  it('captures through webapis.systemcontrol on a Tizen 6.5 signage set', async () => {
    const { host, device } = set({ platformVersion: '6.5' });
    expect(host.supports('screenshot')).toBe(true);
    const shot = await host.screen.capture();
    expect(shot).toMatchObject({ mimeType: 'image/jpeg', width: 1920, height: 1080 });
    expect(decoded(shot.base64)).toEqual(CAPTURE_JPEG);
    expect(device.usedPrivileges).toContain('http://developer.samsung.com/privilege/systemcontrol');
    expect(device.usedPrivileges).not.toContain(
      'http://developer.samsung.com/privilege/b2bcontrol',
    );
  });

  it('captures through b2bapis.b2bcontrol on an older signage set', async () => {
    const { host, device } = set({ platformVersion: '6.0' });
    expect(device.platform.webapis.systemcontrol).toBeUndefined();
    const shot = await host.screen.capture();
    expect(shot).toMatchObject({ mimeType: 'image/jpeg', width: 1920, height: 1080 });
    expect(decoded(shot.base64)).toEqual(CAPTURE_JPEG);
    expect(device.usedPrivileges).toContain('http://developer.samsung.com/privilege/b2bcontrol');
  });

  it('has no screenshot on a consumer TV', async () => {
    const { host } = set({ signage: false });
    expect(host.supports('screenshot')).toBe(false);
    await expect(host.screen.capture()).rejects.toMatchObject({ code: 'METHOD_NOT_AVAILABLE' });
  });

  it('has no screenshot on a signage set older than Tizen 5.0 (no FileHandle to read it)', async () => {
    const { host, device } = set({ platformVersion: '4.0' });
    expect(device.platform.b2bapis).toBeDefined();
    expect(host.supports('screenshot')).toBe(false);
    await expect(host.screen.capture()).rejects.toMatchObject({ code: 'METHOD_NOT_AVAILABLE' });
  });

  it('fails a capture that is not a JPEG instead of returning it', async () => {
    const { host } = set({ screenshot: new TextEncoder().encode('not an image') });
    await expect(host.screen.capture()).rejects.toMatchObject({ code: 'PLATFORM_ERROR' });
  });

  it('sets and reads the volume through tizen.tvaudiocontrol, 0-100 as the set counts', async () => {
    const { host, device } = set({ signage: false });
    expect(host.supports('volume')).toBe(true);
    await host.volume.setVolume(35);
    expect(device.system.volume).toBe(35);
    expect(await host.volume.getVolume()).toBe(35);
    await expect(host.volume.setVolume(101)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(device.system.volume).toBe(35);
  });

  it('says it cannot rotate the picture, on every set', async () => {
    for (const options of [{}, { signage: false }, { platformVersion: '5.0' }]) {
      const { host } = set(options);
      expect(host.supports('orientation')).toBe(false);
      await expect(host.orientation.setRotation(90)).rejects.toMatchObject({
        code: 'METHOD_NOT_AVAILABLE',
      });
    }
  });
});

describe('jpegSize', () => {
  it('reads the start-of-frame after header segments', () => {
    expect(jpegSize(CAPTURE_JPEG)).toEqual({ width: 1920, height: 1080 });
  });

  it('gives null for bytes that are not a JPEG, or one without a frame header', () => {
    expect(jpegSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});
