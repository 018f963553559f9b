import type { PlatformType } from '../model/index.js';
import type { DeviceInfo, HostAPI, HostFetch, JsonValue, LocalState } from './hostApi.js';
import { HostError } from './hostError.js';

/** Local state kept in memory; values are copied through JSON like a real store would. */
export class MemoryLocalState implements LocalState {
  private readonly values = new Map<string, string>();

  async get<T extends JsonValue = JsonValue>(key: string): Promise<T | undefined> {
    const raw = this.values.get(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: JsonValue): Promise<void> {
    this.values.set(key, JSON.stringify(value));
  }

  async remove(key: string): Promise<void> {
    this.values.delete(key);
  }

  keys(): string[] {
    return [...this.values.keys()];
  }
}

export interface FakeHostOptions {
  platform?: PlatformType;
  apiVersion?: number;
  deviceId?: string;
  fetch?: HostFetch;
  /** Starting local state, e.g. a stored device token. */
  state?: Record<string, JsonValue>;
  /** Display power support; off by default so tests see METHOD_NOT_AVAILABLE. */
  withDisplayPower?: boolean;
}

/** The default device id outside a device app (core.md §9). */
export const TEST_DEVICE_ID = 'test-device-id';

/**
 * An in-memory host for tests and QA: no platform, injectable fetch, inspectable state.
 * Display power is simulated only when asked for, to exercise both sides of optional features.
 */
export class FakeHost implements HostAPI {
  readonly platform: PlatformType;
  readonly apiVersion: number;
  readonly localState = new MemoryLocalState();
  readonly fetch: HostFetch;
  readonly setDisplayPower?: (on: boolean) => Promise<void>;
  readonly getDisplayPower?: () => Promise<boolean>;
  private displayOn = true;
  private readonly deviceId: string;

  constructor(options: FakeHostOptions = {}) {
    this.platform = options.platform ?? 'web';
    this.apiVersion = options.apiVersion ?? 0;
    this.deviceId = options.deviceId ?? TEST_DEVICE_ID;
    const injected = options.fetch;
    this.fetch =
      injected ??
      ((input: string) =>
        Promise.reject(
          new HostError('METHOD_NOT_AVAILABLE', `FakeHost has no fetch for ${input}`),
        ));
    for (const [key, value] of Object.entries(options.state ?? {}))
      void this.localState.set(key, value);
    if (options.withDisplayPower) {
      this.setDisplayPower = async (on) => {
        this.displayOn = on;
      };
      this.getDisplayPower = async () => this.displayOn;
    }
  }

  async getDeviceInfo(): Promise<DeviceInfo> {
    return { deviceId: this.deviceId, platform: this.platform, apiVersion: this.apiVersion };
  }
}
