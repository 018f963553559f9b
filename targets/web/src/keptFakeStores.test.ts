import type { LocalFile } from '@marquee/sdk';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openKeptFakeStores } from './keptFakeStores.js';

const FILE: LocalFile = {
  name: 'media-a',
  url: 'blob:stale',
  sourceUrl: 'https://marquee.test/a.png',
  sizeBytes: 3,
  checksum: 'c',
};

/** The raw record IndexedDB holds for a kept file. */
function record(factory: IDBFactory, name: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const open = factory.open('marquee-fake', 1);
    open.onsuccess = () => {
      const get = open.result.transaction('files').objectStore('files').get(name);
      get.onsuccess = () => {
        open.result.close();
        resolve(get.result as Record<string, unknown>);
      };
      get.onerror = () => reject(get.error ?? new Error('IndexedDB get failed'));
    };
  });
}

const bytesOf = async (blob: Blob | undefined) => [...new Uint8Array(await blob!.arrayBuffer())];

describe("the kept fake host's stores", () => {
  it('keep files as Blobs, and give each a fresh URL when opened again', async () => {
    const factory = new IDBFactory();
    const first = await openKeptFakeStores(factory);
    first.fileStore.set(FILE.name, { file: FILE, bytes: Uint8Array.of(1, 2, 3) });
    first.stateStore.set('marquee.credentials', '{}');

    const kept = await record(factory, FILE.name);
    expect(kept.blob).toBeInstanceOf(Blob);
    expect(kept).not.toHaveProperty('bytes');

    const again = await openKeptFakeStores(factory);
    const file = again.fileStore.get(FILE.name);
    expect(file?.file).toEqual({ ...FILE, url: expect.stringMatching(/^blob:/) });
    expect(file?.file.url).not.toBe(FILE.url);
    expect(await bytesOf(file?.blob)).toEqual([1, 2, 3]);
    expect(again.stateStore.get('marquee.credentials')).toBe('{}');
  });

  it('open files an earlier build kept as bytes', async () => {
    const factory = new IDBFactory();
    const first = await openKeptFakeStores(factory);
    // What an earlier build wrote: the bytes themselves.
    await new Promise<void>((resolve) => {
      const open = factory.open('marquee-fake', 1);
      open.onsuccess = () => {
        const tx = open.result.transaction('files', 'readwrite');
        tx.objectStore('files').put({ file: FILE, bytes: Uint8Array.of(4, 5) }, FILE.name);
        tx.oncomplete = () => (open.result.close(), resolve());
      };
    });
    expect(first.fileStore.size).toBe(0);

    const again = await openKeptFakeStores(factory);
    const file = again.fileStore.get(FILE.name);
    expect(file?.file.url).toMatch(/^blob:/);
    expect(await bytesOf(file?.blob)).toEqual([4, 5]);
  });
});
