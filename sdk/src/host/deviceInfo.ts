import type { PlatformType } from '../model/index.js';

/** The device id a host reports when it runs outside a device app (a browser tab, a test). */
export const TEST_DEVICE_ID = 'test-device-id';

/** Bridge (api) version a host reports when its platform reports none. */
export const UNKNOWN_API_VERSION = 0;

/** What a platform can tell about the screen it runs on. */
export interface DeviceInfo {
  /** Stable id of the hardware when the platform has one; TEST_DEVICE_ID outside a device app. */
  deviceId: string;
  platform: PlatformType;
  /** Bridge version of the platform; 0 if the platform reports none (the Tizen bridge reports 3). */
  apiVersion: number;
  model?: string;
  serial?: string;
  osVersion?: string;
  /** Screen size in physical pixels. */
  screen: { width: number; height: number };
  /**
   * The area the player draws content in, in CSS pixels, where it can differ from the screen:
   * a browser's window (the whole screen in a kiosk or full screen). Absent where the player
   * always fills the screen.
   */
  viewport?: { width: number; height: number };
  userAgent?: string;
  /** IANA zone the device is set to, e.g. "Europe/Prague". */
  timeZone?: string;
}
