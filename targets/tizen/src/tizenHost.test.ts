import { readFileSync } from 'node:fs';
import { sha256Hex } from '@marquee/sdk';
import { memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { describe, expect, it } from 'vitest';
import { createTizenHost } from './tizenHost.js';
import { CAPTURE_JPEG } from './captureJpeg.fixture.js';
import { createReferenceTizen } from './testing/referenceTizen.js';

const CONFIG_XML = readFileSync(new URL('../config.xml', import.meta.url), 'utf8');
const declaredPrivileges = [...CONFIG_XML.matchAll(/<tizen:privilege name="([^"]+)"/g)].map(
  (m) => m[1],
);
/**
 * Declared although no platform call of a Tizen 5.0+ set checks them: internet is what the
 * engine's own fetch needs, and tv.audio (TVAudioControl) is deprecated from Tizen 5.0 on but
 * still in Samsung's table of TV privileges, so a firmware that checks it finds it.
 */
const DECLARED_FOR_THE_ENGINE = [
  'http://tizen.org/privilege/internet',
  'http://tizen.org/privilege/tv.audio',
];
const VIDEO = 'https://media.marquee.test/blobs/clip.mp4';
const served = new Map([[VIDEO, new TextEncoder().encode('not really a video')]]);

function signageDisplay(privileges: readonly string[] = declaredPrivileges as string[]) {
  const device = createReferenceTizen({ served, privileges, screenshot: CAPTURE_JPEG });
  const host = createTizenHost({
    platform: device.platform,
    storage: memoryStorage(),
    fetch: servingFetch(served),
  });
  return { device, host };
}

describe('Tizen host', () => {
  it('reports bridge version 3 and the set identity from productinfo and b2bcontrol', async () => {
    const { host } = signageDisplay();
    expect(host.apiVersion).toBe(3);
    expect(await host.getDeviceInfo()).toMatchObject({
      platform: 'tizen',
      apiVersion: 3,
      deviceId: 'DUID-TEST-4F2A',
      model: 'QM55R',
      serial: '0AB1CDE2F3',
      screen: { width: 3840, height: 2160 },
    });
  });

  it('turns the panel off by panel mute and reboots through b2bcontrol', async () => {
    const { host, device } = signageDisplay();
    await host.power.displayOff();
    expect(device.panelMute).toBe('ON');
    await host.power.reboot();
    expect(device.rebootCount).toBe(1);
  });

  it('places a prepared video on the 1920 x 1080 AVPlay grid, one player per video', async () => {
    const { host, device } = signageDisplay();
    const first = await host.video.prepare(VIDEO, { x: 50, y: 0, w: 50, h: 100 });
    const second = await host.video.prepare(VIDEO, { x: 0, y: 0, w: 100, h: 100 });
    await host.video.play(first);
    expect(device.players.map((p) => [p.state, p.rect])).toEqual([
      ['PLAYING', [960, 0, 960, 1080]],
      ['READY', [0, 0, 1920, 1080]],
    ]);
    await host.video.release(first);
    await host.video.play(second);
    expect(device.players.map((p) => p.state)).toEqual(['NONE', 'PLAYING']);
  });

  it('config.xml declares exactly the privileges the host uses', async () => {
    const { host, device } = signageDisplay();
    await host.getDeviceInfo();
    const file = await host.files.download(VIDEO, {
      checksum: await sha256Hex(served.get(VIDEO)!),
    });
    await host.files.list();
    await host.files.freeSpace();
    await host.files.delete(file.name);
    await host.power.displayOff();
    await host.power.isDisplayOn();
    await host.power.reboot();
    await host.volume.setVolume(10);
    await host.volume.getVolume();
    await host.screen.capture();
    expect([...device.usedPrivileges, ...DECLARED_FOR_THE_ENGINE].sort()).toEqual(
      [...declaredPrivileges].sort(),
    );
  });

  it('answers supports() for the Tizen version the set reports', async () => {
    const on = (platformVersion: string) =>
      createTizenHost({
        platform: createReferenceTizen({ served, platformVersion }).platform,
        storage: memoryStorage(),
        fetch: servingFetch(served),
      });
    expect(on('5.0').supports('local-files')).toBe(true);
    expect(on('6.5').supports('local-files')).toBe(true);
    expect(on('10.0').supports('local-files')).toBe(true);
    const tizen4 = on('4.0');
    expect(tizen4.supports('local-files')).toBe(false);
    await expect(tizen4.files.download(VIDEO)).rejects.toMatchObject({
      code: 'METHOD_NOT_AVAILABLE',
    });
    expect(tizen4.supports('video-preparation')).toBe(true);
  });

  it('config.xml claims the Tizen version whose APIs the host uses', () => {
    expect(CONFIG_XML).toMatch(/required_version="5\.0"/);
  });

  it('fails like the TV would when a privilege is missing from config.xml', async () => {
    const withoutDownload = declaredPrivileges.filter((p) => !p?.endsWith('/download'));
    const { host } = signageDisplay(withoutDownload as string[]);
    await expect(host.files.download(VIDEO)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      message: expect.stringContaining('SecurityError'),
    });
  });
});
