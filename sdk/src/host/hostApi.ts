import type { PlatformType } from '../model/index.js';

/** What a platform can tell about the screen it runs on. */
export interface DeviceInfo {
  /** Stable id of the hardware when the platform has one; a test id outside a device app. */
  deviceId: string;
  platform: PlatformType;
  /** Bridge version of the platform; 0 if the platform reports none (core.md §9). */
  apiVersion: number;
  userAgent?: string;
  model?: string;
  osVersion?: string;
  screen?: { width: number; height: number };
  timeZone?: string;
}

/** JSON-serialisable values that local state may hold. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Persistent key/value store of the device; survives reloads and reboots. */
export interface LocalState {
  get<T extends JsonValue = JsonValue>(key: string): Promise<T | undefined>;
  set(key: string, value: JsonValue): Promise<void>;
  remove(key: string): Promise<void>;
}

export type HostFetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Everything the player core needs from the platform. A target supplies one implementation;
 * the player never touches platform APIs directly, so one fix reaches every platform.
 * Optional methods are platform features: call them through `requireHostMethod` so a missing
 * one fails with HostError METHOD_NOT_AVAILABLE instead of a TypeError.
 */
export interface HostAPI {
  readonly platform: PlatformType;
  /** 0 when the platform reports no version. */
  readonly apiVersion: number;
  getDeviceInfo(): Promise<DeviceInfo>;
  readonly localState: LocalState;
  /** Native fetch on a device (no CORS limits there), the browser's fetch otherwise. */
  fetch: HostFetch;
  reboot?(): Promise<void>;
  setDisplayPower?(on: boolean): Promise<void>;
  getDisplayPower?(): Promise<boolean>;
  setVolume?(percent: number): Promise<void>;
  takeScreenshot?(): Promise<Blob>;
}

/** Names of the optional platform features of HostAPI. */
export type OptionalHostMethod =
  'reboot' | 'setDisplayPower' | 'getDisplayPower' | 'setVolume' | 'takeScreenshot';
