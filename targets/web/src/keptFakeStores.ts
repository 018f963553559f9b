import type { FakeFileStore, LocalFile } from '@marquee/sdk';

/**
 * Stores of a QA FakeHost that survive a reload (`/player?host=fake&keep=1`): local state and
 * kept files in IndexedDB ("marquee-fake", apart from the real web host's database), so that the
 * kept-media path of a TV can be tried in a desktop browser, offline boot included.
 */
const DB_NAME = 'marquee-fake';
const STATE = 'state';
const FILES = 'files';

interface StoredFile {
  file: LocalFile;
  bytes: Uint8Array;
}

export interface KeptFakeStores {
  stateStore: Map<string, string>;
  fileStore: FakeFileStore;
}

/** The page runs the QA FakeHost that keeps its stores: `?host=fake&keep=1`. */
export function keepsFakeHost(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('host') === 'fake' && params.get('keep') === '1';
}

export async function openKeptFakeStores(factory: IDBFactory): Promise<KeptFakeStores> {
  const open = factory.open(DB_NAME, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore(STATE);
    open.result.createObjectStore(FILES);
  };
  const db = await request(open);
  const write = (store: string, change: (s: IDBObjectStore) => void) => {
    const tx = db.transaction(store, 'readwrite');
    change(tx.objectStore(store));
    // Writes are fire-and-forget: the fake's API is synchronous maps, and a lost write only
    // means a QA reload starts with less.
    tx.onerror = () => console.warn(`Could not keep the fake host's ${store}`, tx.error);
  };

  const state = await readAll<string>(db, STATE);
  const stateStore = new WriteThroughMap<string>(
    state,
    (key, value) => write(STATE, (s) => s.put(value, key)),
    (key) => write(STATE, (s) => s.delete(key)),
  );
  // Blob URLs die with the page: each kept file gets a fresh one from its bytes.
  const files = (await readAll<StoredFile>(db, FILES)).map(
    ([name, { file, bytes }]) =>
      [name, { file: { ...file, url: blobUrl(bytes) }, bytes }] as [string, StoredFile],
  );
  const fileStore = new WriteThroughMap<StoredFile>(
    files,
    (name, value) => write(FILES, (s) => s.put(value, name)),
    (name) => write(FILES, (s) => s.delete(name)),
  );
  return { stateStore, fileStore };
}

/** A Map that reports every change, so that a synchronous store can be mirrored to disk. */
class WriteThroughMap<V> extends Map<string, V> {
  private ready = false;

  constructor(
    entries: Iterable<[string, V]>,
    private readonly onSet: (key: string, value: V) => void,
    private readonly onDelete: (key: string) => void,
  ) {
    super(entries);
    this.ready = true;
  }

  override set(key: string, value: V): this {
    super.set(key, value);
    // Map's constructor calls set for its entries, before the fields exist.
    if (this.ready) this.onSet(key, value);
    return this;
  }

  override delete(key: string): boolean {
    const had = super.delete(key);
    if (had) this.onDelete(key);
    return had;
  }
}

async function readAll<V>(db: IDBDatabase, store: string): Promise<[string, V][]> {
  const objects = db.transaction(store, 'readonly').objectStore(store);
  const [keys, values] = await Promise.all([
    request(objects.getAllKeys()),
    request(objects.getAll() as IDBRequest<V[]>),
  ]);
  return keys.map((key, i) => [
    typeof key === 'string' ? key : JSON.stringify(key),
    values[i] as V,
  ]);
}

function blobUrl(bytes: Uint8Array): string {
  return URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>]));
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}
