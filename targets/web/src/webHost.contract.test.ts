// @vitest-environment jsdom
import {
  describeHostApiContract,
  persistentSlot,
  type MakeContractHost,
} from '@marquee/sdk/host/contract';
import { describePlayerOnHostContract, memoryStorage, servingFetch } from '@marquee/sdk/testing';
import { IDBFactory } from 'fake-indexeddb';
import { createWebHost } from './webHost.js';
import { fixedGeolocation, MemoryCacheStorage, storageManagerFor } from './testing/browserFakes.js';
import { stubRenderer } from './testing/stubRenderer.js';

// jsdom has localStorage but not Cache Storage, StorageManager or Geolocation: those are the
// in-memory fakes of testing/browserFakes.ts. The network is the suite's served files. jsdom
// cannot draw a page, so screenshots go through a stub renderer (the real one is tried in
// Chromium by e2e/watchdog.e2e.ts).
const jsdomBrowser: MakeContractHost = (env) => {
  const caches = persistentSlot(env, 'caches', () => new MemoryCacheStorage());
  return createWebHost({
    storage: memoryStorage(persistentSlot(env, 'localStorage', () => new Map<string, string>())),
    caches: caches.asCacheStorage(),
    navigator: {
      userAgent: 'contract',
      storage: storageManagerFor(caches, 10_000_000),
      geolocation: fixedGeolocation({ latitude: 50.08, longitude: 14.42, accuracy: 30 }),
    },
    // jsdom's screen is 0 x 0; a real browser reports its display.
    screen: { width: 1920, height: 1080 },
    fetch: servingFetch(env.served),
    origin: 'https://marquee.test',
    renderPage: stubRenderer(),
  });
};
describeHostApiContract('web host (jsdom, fake Cache Storage and geolocation)', jsdomBrowser);
describePlayerOnHostContract('web host (jsdom)', jsdomBrowser);

describeHostApiContract(
  'web host (insecure origin, player on another origin: no files, location, screenshot or volume)',
  (env) =>
    createWebHost({
      storage: memoryStorage(persistentSlot(env, 'localStorage', () => new Map<string, string>())),
      caches: undefined,
      navigator: { userAgent: 'contract' },
      screen: { width: 1280, height: 720 },
      fetch: servingFetch(env.served),
      origin: 'https://marquee.test',
      playerDocument: null,
    }),
);

describeHostApiContract('web host (IndexedDB state, fake-indexeddb)', (env) => {
  const caches = persistentSlot(env, 'caches', () => new MemoryCacheStorage());
  return createWebHost({
    storage: memoryStorage(persistentSlot(env, 'localStorage', () => new Map<string, string>())),
    indexedDB: persistentSlot(env, 'indexedDB', () => new IDBFactory()),
    caches: caches.asCacheStorage(),
    navigator: { userAgent: 'contract', storage: storageManagerFor(caches, 10_000_000) },
    screen: { width: 1920, height: 1080 },
    fetch: servingFetch(env.served),
    origin: 'https://marquee.test',
    renderPage: stubRenderer(),
  });
});
