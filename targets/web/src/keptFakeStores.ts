import type { FakeFileStore, FakeKeptFile, LocalFile } from '@marquee/sdk';

/**
 * Stores of a QA FakeHost that survive a reload (`/player?host=fake&keep=1`): local state and
 * kept files in IndexedDB ("marquee-fake", apart from the real web host's database), so that the
 * kept-media path of a TV can be tried in a desktop browser, offline boot included.
 */
const DB_NAME = 'marquee-fake';
const STATE = 'state';
const FILES = 'files';

/**
 * A kept file in IndexedDB: a Blob, which IndexedDB hands back without reading its bytes; files
 * kept by earlier builds hold the bytes themselves.
 */
type StoredFile = { file: LocalFile; blob: Blob } | { file: LocalFile; bytes: Uint8Array };

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

  // Both stores in one read-only transaction: one wait on IndexedDB at boot, not two in turn.
  const reading = db.transaction([STATE, FILES], 'readonly');
  const [state, stored] = await Promise.all([
    readAll<string>(reading.objectStore(STATE)),
    readAll<StoredFile>(reading.objectStore(FILES)),
  ]);
  const stateStore = new WriteThroughMap<string>(
    state,
    (key, value) => write(STATE, (s) => s.put(value, key)),
    (key) => write(STATE, (s) => s.delete(key)),
  );
  // Blob URLs die with the page: each kept file gets a fresh one for its Blob.
  const files = stored.map(([name, kept]) => {
    const blob = 'blob' in kept ? kept.blob : new Blob([kept.bytes as Uint8Array<ArrayBuffer>]);
    const file: FakeKeptFile = { file: { ...kept.file, url: URL.createObjectURL(blob) }, blob };
    return [name, file] as [string, FakeKeptFile];
  });
  const fileStore = new WriteThroughMap<FakeKeptFile>(
    files,
    (name, { file, bytes, blob }) =>
      write(FILES, (s) =>
        s.put({ file, blob: blob ?? new Blob([bytes as Uint8Array<ArrayBuffer>]) }, name),
      ),
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

async function readAll<V>(objects: IDBObjectStore): Promise<[string, V][]> {
  const [keys, values] = await Promise.all([
    request(objects.getAllKeys()),
    request(objects.getAll() as IDBRequest<V[]>),
  ]);
  return keys.map((key, i) => [
    typeof key === 'string' ? key : JSON.stringify(key),
    values[i] as V,
  ]);
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}
