import { HostError, type JsonValue, type LocalState } from '@marquee/sdk';
import { STORAGE_PREFIX } from '@marquee/sdk';

const DB_NAME = 'marquee';
const STORE = 'state';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function failure(what: string, cause: unknown): HostError {
  const full = cause instanceof DOMException && cause.name === 'QuotaExceededError';
  return new HostError(full ? 'DISK_FULL' : 'PLATFORM_ERROR', `Could not ${what}`, { cause });
}

/**
 * Local state in IndexedDB (database "marquee", store "state"), values kept as JSON text so a
 * caller never shares an object with the store. Larger and sturdier than localStorage, and
 * reachable from the service worker. Keys a player kept in localStorage before are moved over
 * on first use, so an already paired screen stays paired.
 */
export function indexedDbLocalState(factory: IDBFactory, legacy?: Storage): LocalState {
  let opened: Promise<IDBDatabase> | undefined;
  const db = () =>
    (opened ??= (async () => {
      const open = factory.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      const database = await request(open);
      if (legacy) await moveFromLocalStorage(database, legacy);
      return database;
    })());
  const store = async (mode: IDBTransactionMode) =>
    (await db()).transaction(STORE, mode).objectStore(STORE);

  return {
    async get<T extends JsonValue = JsonValue>(key: string) {
      const raw = (await request((await store('readonly')).get(key))) as string | undefined;
      if (raw === undefined) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      try {
        await request((await store('readwrite')).put(JSON.stringify(value), key));
      } catch (cause) {
        throw failure(`store ${key}`, cause);
      }
    },
    async remove(key) {
      await request((await store('readwrite')).delete(key));
    },
    async keys() {
      return (await request((await store('readonly')).getAllKeys())).map(String);
    },
  };
}

async function moveFromLocalStorage(database: IDBDatabase, legacy: Storage): Promise<void> {
  const keys: string[] = [];
  for (let i = 0; i < legacy.length; i++) {
    const key = legacy.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
  }
  if (keys.length === 0) return;
  const store = database.transaction(STORE, 'readwrite').objectStore(STORE);
  for (const key of keys) {
    const name = key.slice(STORAGE_PREFIX.length);
    if ((await request(store.count(name))) === 0) store.put(legacy.getItem(key) ?? 'null', name);
  }
  await new Promise<void>((resolve, reject) => {
    store.transaction.oncomplete = () => resolve();
    store.transaction.onerror = () =>
      reject(store.transaction.error ?? new Error('IndexedDB transaction failed'));
  });
  for (const key of keys) legacy.removeItem(key);
}
