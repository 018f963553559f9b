import { HostError } from './hostError.js';
import type { JsonValue, LocalState } from './localState.js';

/** Prefix of the player's keys in localStorage, so they never clash with anything else on the origin. */
export const STORAGE_PREFIX = 'marquee:';

/**
 * Local state in a Web Storage (localStorage: the browser's, or the TV engine's, which Tizen and
 * webOS keep in the app's private data across reboots), JSON-encoded, one key per entry. Synchronous and small, which
 * suits credentials and the outbox; bulk data goes to Cache Storage (files) instead.
 */
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
        const full = cause instanceof DOMException && cause.name === 'QuotaExceededError';
        throw new HostError(full ? 'DISK_FULL' : 'PLATFORM_ERROR', `Could not store ${key}`, {
          cause,
        });
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
