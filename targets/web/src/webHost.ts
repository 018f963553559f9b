import {
  HostError,
  type DeviceInfo,
  type HostAPI,
  type HostFetch,
  type JsonValue,
  type LocalState,
} from '@marquee/sdk';

/** Prefix of the player's keys in localStorage, so they never clash with anything else on the origin. */
export const STORAGE_PREFIX = 'marquee:';
const DEVICE_ID_KEY = 'deviceId';

export interface WebHostOptions {
  storage?: Storage;
  fetch?: HostFetch;
  navigator?: Pick<Navigator, 'userAgent'>;
  screen?: Pick<Screen, 'width' | 'height'>;
  /** Makes the id this browser keeps as its device id. */
  randomId?: () => string;
}

/** Local state in localStorage, JSON-encoded, one key per entry. */
export function storageLocalState(storage: Storage): LocalState {
  return {
    async get<T extends JsonValue = JsonValue>(key: string) {
      const raw = storage.getItem(STORAGE_PREFIX + key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        // A value someone edited by hand is as good as absent.
        return undefined;
      }
    },
    async set(key, value) {
      try {
        storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
      } catch (cause) {
        throw new HostError('PLATFORM_ERROR', `Could not store ${key}`, { cause });
      }
    },
    async remove(key) {
      storage.removeItem(STORAGE_PREFIX + key);
    },
  };
}

/**
 * The HostAPI of a plain browser: localStorage for state, the page's fetch, navigator facts.
 * A browser has no power or display control, so those optional methods are absent.
 */
export function createWebHost(options: WebHostOptions = {}): HostAPI {
  const storage = options.storage ?? window.localStorage;
  const fetchImpl = options.fetch ?? ((input, init) => window.fetch(input, init));
  const nav = options.navigator ?? window.navigator;
  const screenInfo = options.screen ?? window.screen;
  const randomId = options.randomId ?? (() => crypto.randomUUID());
  const localState = storageLocalState(storage);

  return {
    platform: 'web',
    apiVersion: 0,
    localState,
    fetch: fetchImpl,
    async getDeviceInfo(): Promise<DeviceInfo> {
      let deviceId = await localState.get<string>(DEVICE_ID_KEY);
      if (typeof deviceId !== 'string') {
        deviceId = `web-${randomId()}`;
        await localState.set(DEVICE_ID_KEY, deviceId);
      }
      return {
        deviceId,
        platform: 'web',
        apiVersion: 0,
        userAgent: nav.userAgent,
        screen: { width: screenInfo.width, height: screenInfo.height },
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
    },
  };
}
