import { HostError, type JsonValue, type LocalState } from '@marquee/sdk';

/** Prefix of the player's keys, so they never clash with anything else the app stores. */
export const STORAGE_PREFIX = 'marquee:';

/**
 * Local state in the web engine's localStorage, which Tizen keeps in the app's private data
 * across reboots. Values are JSON, one key per entry; files go to the file system instead.
 */
export function storageLocalState(storage: Storage): LocalState {
  return {
    async get<T extends JsonValue = JsonValue>(key: string) {
      const raw = storage.getItem(STORAGE_PREFIX + key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      try {
        storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
      } catch (cause) {
        throw new HostError('DISK_FULL', `Could not store ${key}`, { cause });
      }
    },
    async remove(key) {
      storage.removeItem(STORAGE_PREFIX + key);
    },
    async keys() {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(STORAGE_PREFIX)) keys.push(key.slice(STORAGE_PREFIX.length));
      }
      return keys;
    },
  };
}
