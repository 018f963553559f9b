import type { PlatformType } from '../model/index.js';
import type { Capability } from './capabilities.js';
import type { DeviceInfo } from './deviceInfo.js';
import type { LocalFiles } from './localFiles.js';
import type { LocalState } from './localState.js';

export type HostFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Power of the device and its panel ('reboot', 'display-power' and 'sleep-wake' capabilities). */
export interface PowerControl {
  reboot(): Promise<void>;
  displayOn(): Promise<void>;
  displayOff(): Promise<void>;
  isDisplayOn(): Promise<boolean>;
  /** Puts the whole device in standby; `wake` brings it back. */
  sleep(): Promise<void>;
  wake(): Promise<void>;
  isAsleep(): Promise<boolean>;
}

/** Kiosk mode: the app owns the screen and the user cannot leave it ('kiosk-mode'). */
export interface KioskControl {
  enable(): Promise<void>;
  disable(): Promise<void>;
  isEnabled(): Promise<boolean>;
}

export type PermissionState = 'granted' | 'denied' | 'prompt';

/** Android runtime permissions by their manifest name, e.g. "android.permission.CAMERA". */
export interface PermissionControl {
  check(name: string): Promise<PermissionState>;
  request(name: string): Promise<PermissionState>;
}

export interface GeoLocation {
  latitude: number;
  longitude: number;
  /** Radius of uncertainty in metres, when known. */
  accuracyM?: number;
}

/** Where a prepared video plays, in percent of the screen like layout zones. */
export interface VideoRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How a prepared video must be shown, besides where. */
export interface VideoOptions {
  /** Played without sound (the file's play settings). */
  muted: boolean;
  /** The player's stage rotation: the picture turns with it, and `rect` is in stage percent. */
  rotation: Rotation;
}

/**
 * The platform's own video player (Tizen avplay, where the HTML video element is not gapless).
 * Handles are strings so that the calls cross the postMessage bridge unchanged.
 */
export interface VideoPreparation {
  /**
   * Loads and buffers a video so that `play` starts it without a gap; returns its handle.
   * Rejects with METHOD_NOT_AVAILABLE when it cannot show it as `options` ask (sound off, a
   * turned stage): the page's own video element plays that one instead.
   */
  prepare(url: string, rect: VideoRect, options?: VideoOptions): Promise<string>;
  play(handle: string): Promise<void>;
  stop(handle: string): Promise<void>;
  release(handle: string): Promise<void>;
}

/** A picture of what the screen shows now, as the 'screenshot' capability returns it. */
export interface Screenshot {
  mimeType: 'image/jpeg' | 'image/png';
  /** The image bytes in base64, without a data: prefix, so it crosses every bridge unchanged. */
  base64: string;
  width: number;
  height: number;
}

/** Takes a picture of the screen ('screenshot'). */
export interface ScreenCapture {
  capture(): Promise<Screenshot>;
}

/** The speaker volume, 0 (silent) to 100 ('volume'). */
export interface VolumeControl {
  getVolume(): Promise<number>;
  /** Rejects with INVALID_ARGUMENT for a level that is not a whole number from 0 to 100. */
  setVolume(level: number): Promise<void>;
}

/** Clockwise rotation of the picture, in degrees. */
export type Rotation = 0 | 90 | 180 | 270;

/**
 * The platform rotates the whole picture ('orientation'). Where a platform cannot, the player
 * rotates its own stage instead, so a portrait screen works on every target.
 */
export interface OrientationControl {
  getRotation(): Promise<Rotation>;
  /** Rejects with INVALID_ARGUMENT for anything but 0, 90, 180 or 270. */
  setRotation(rotation: Rotation): Promise<void>;
}

/**
 * Everything the player core needs from the platform. A target supplies one implementation;
 * the player never touches platform APIs directly, so one fix reaches every platform.
 * Every method exists on every host: one the platform cannot do rejects with HostError
 * METHOD_NOT_AVAILABLE, and `supports` tells in advance which capabilities work.
 */
export interface HostAPI {
  readonly platform: PlatformType;
  /** Bridge version of the platform; 0 when it reports none. */
  readonly apiVersion: number;
  supports(capability: Capability): boolean;
  getDeviceInfo(): Promise<DeviceInfo>;
  readonly power: PowerControl;
  readonly kiosk: KioskControl;
  readonly permissions: PermissionControl;
  getLocation(): Promise<GeoLocation>;
  readonly files: LocalFiles;
  readonly localState: LocalState;
  /** Native fetch on a device (no CORS limits there), the browser's fetch otherwise. */
  fetch: HostFetch;
  readonly video: VideoPreparation;
  readonly screen: ScreenCapture;
  readonly volume: VolumeControl;
  readonly orientation: OrientationControl;
}
