/**
 * What a screen can do beyond playing content. The player and the console ask `supports(...)`
 * before offering a feature; a host whose `supports` answers false for a capability rejects
 * every method of that capability with HostError METHOD_NOT_AVAILABLE.
 */
export const CAPABILITIES = [
  /** power.reboot */
  'reboot',
  /** power.displayOn / displayOff / isDisplayOn: panel power, or app suspension (documented per target). */
  'display-power',
  /** power.sleep / wake / isAsleep: whole-device standby. */
  'sleep-wake',
  /** kiosk.enable / disable / isEnabled */
  'kiosk-mode',
  /** permissions.check / request (Android runtime permissions). */
  'android-permissions',
  /** getLocation */
  'location',
  /** files.download / list / delete / freeSpace */
  'local-files',
  /** fetch goes through the device's native stack (no CORS); plain browsers answer false. */
  'native-fetch',
  /** video.prepare / play / stop / release: the platform's own player (Tizen avplay). */
  'video-preparation',
  /** screen.capture: a picture of what the screen shows. */
  'screenshot',
  /** volume.getVolume / setVolume */
  'volume',
  /** orientation.getRotation / setRotation: the platform rotates the picture. */
  'orientation',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

export function isCapability(value: unknown): value is Capability {
  return typeof value === 'string' && (CAPABILITIES as readonly string[]).includes(value);
}
