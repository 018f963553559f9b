import { expect, it } from 'vitest';
import { CAPABILITIES, type Capability } from '../capabilities.js';
import type { HostAPI, Rotation } from '../hostApi.js';
import { CAPABILITY_CALLS } from './capabilityCalls.js';
import { expectHostError } from './expectHostError.js';

type Check = (host: HostAPI) => Promise<void>;

/** What each capability must do on a host that supports it. */
const WORKS: Record<Exclude<Capability, 'local-files'>, Check> = {
  async reboot(host) {
    await host.power.reboot();
  },
  async 'display-power'(host) {
    await host.power.displayOff();
    expect(await host.power.isDisplayOn()).toBe(false);
    await host.power.displayOn();
    expect(await host.power.isDisplayOn()).toBe(true);
  },
  async 'sleep-wake'(host) {
    await host.power.sleep();
    expect(await host.power.isAsleep()).toBe(true);
    await host.power.wake();
    expect(await host.power.isAsleep()).toBe(false);
  },
  async 'kiosk-mode'(host) {
    await host.kiosk.enable();
    expect(await host.kiosk.isEnabled()).toBe(true);
    await host.kiosk.disable();
    expect(await host.kiosk.isEnabled()).toBe(false);
  },
  async 'android-permissions'(host) {
    const name = 'android.permission.ACCESS_FINE_LOCATION';
    expect(['granted', 'denied', 'prompt']).toContain(await host.permissions.check(name));
    const answer = await host.permissions.request(name);
    expect(['granted', 'denied']).toContain(answer);
    expect(await host.permissions.check(name)).toBe(answer);
  },
  async location(host) {
    const { latitude, longitude } = await host.getLocation();
    expect(latitude).toBeGreaterThanOrEqual(-90);
    expect(latitude).toBeLessThanOrEqual(90);
    expect(longitude).toBeGreaterThanOrEqual(-180);
    expect(longitude).toBeLessThanOrEqual(180);
  },
  async 'native-fetch'() {
    // Nothing beyond `fetch`, which the suite checks on every host.
  },
  async 'video-preparation'(host) {
    const handle = await host.video.prepare('https://media.marquee.test/a.mp4', {
      x: 0,
      y: 0,
      w: 100,
      h: 100,
    });
    expect(typeof handle).toBe('string');
    await host.video.play(handle);
    await host.video.stop(handle);
    await host.video.release(handle);
    await expectHostError(host.video.play(handle), 'NOT_FOUND');
  },
  async screenshot(host) {
    const shot = await host.screen.capture();
    expect(['image/jpeg', 'image/png']).toContain(shot.mimeType);
    expect(shot.width).toBeGreaterThan(0);
    expect(shot.height).toBeGreaterThan(0);
    const bytes = Uint8Array.from(atob(shot.base64), (c) => c.charCodeAt(0));
    // The image's own signature, so a host cannot pass with empty or text bytes.
    const signature = shot.mimeType === 'image/png' ? [0x89, 0x50, 0x4e, 0x47] : [0xff, 0xd8, 0xff];
    expect([...bytes.subarray(0, signature.length)]).toEqual(signature);
  },
  async volume(host) {
    await host.volume.setVolume(0);
    expect(await host.volume.getVolume()).toBe(0);
    await host.volume.setVolume(35);
    expect(await host.volume.getVolume()).toBe(35);
    await expectHostError(host.volume.setVolume(101), 'INVALID_ARGUMENT');
    await expectHostError(host.volume.setVolume(12.5), 'INVALID_ARGUMENT');
    expect(await host.volume.getVolume()).toBe(35);
  },
  async orientation(host) {
    await host.orientation.setRotation(90);
    expect(await host.orientation.getRotation()).toBe(90);
    await host.orientation.setRotation(0);
    expect(await host.orientation.getRotation()).toBe(0);
    await expectHostError(host.orientation.setRotation(45 as Rotation), 'INVALID_ARGUMENT');
  },
};

/** Rejects every method of a capability the host says it lacks with METHOD_NOT_AVAILABLE. */
export async function expectUnavailable(host: HostAPI, capability: Capability): Promise<void> {
  for (const call of Object.values(CAPABILITY_CALLS[capability]))
    await expectHostError(call(host), 'METHOD_NOT_AVAILABLE');
}

/** One test per capability: it works when supported, else every method says METHOD_NOT_AVAILABLE. */
export function registerFeatureTests(makeHost: () => Promise<HostAPI>): void {
  for (const capability of CAPABILITIES) {
    if (capability === 'local-files') continue; // has its own tests in filesContract
    it(`${capability}: works when supported, else every method rejects with METHOD_NOT_AVAILABLE`, async () => {
      const host = await makeHost();
      if (host.supports(capability)) await WORKS[capability](host);
      else await expectUnavailable(host, capability);
    });
  }
}
