import {
  unavailableOrientation,
  unavailableScreen,
  unavailableVolume,
  methodNotAvailable,
  unavailableFiles,
  unavailableKiosk,
  unavailablePermissions,
  unavailablePower,
  unavailableVideo,
  type Capability,
  type DeviceInfo,
  type HostAPI,
  type HostFetch,
} from '@marquee/sdk';
import { indexedDbLocalState } from './indexedDbLocalState.js';
import { cacheStorageFiles } from './webFiles.js';
import { storageLocalState } from '@marquee/sdk';
import { geolocationOf } from './webLocation.js';
import {
  modernScreenshotRenderer,
  pageCapture,
  type PageRenderer,
  type PlayerDocument,
} from './pageCapture.js';
import { pageVolume, type PageVolume } from './pageVolume.js';

export { STORAGE_PREFIX } from '@marquee/sdk';
const DEVICE_ID_KEY = 'deviceId';

interface WebHostOptions {
  storage?: Storage;
  fetch?: HostFetch;
  navigator?: Pick<Navigator, 'userAgent'> & {
    geolocation?: Geolocation;
    storage?: Pick<StorageManager, 'estimate'>;
  };
  screen?: Pick<Screen, 'width' | 'height'>;
  /** The window the player draws in: its inner size and how many device pixels a CSS pixel is. */
  view?: Pick<Window, 'innerWidth' | 'innerHeight' | 'devicePixelRatio'>;
  /** Cache Storage for downloaded files; absent on insecure origins, where files are unavailable. */
  caches?: CacheStorage;
  /** Origin the local file URLs live under. */
  origin?: string;
  /** IndexedDB for local state; without it (or with `undefined`) state lives in localStorage. */
  indexedDB?: IDBFactory;
  /** Makes the id this browser keeps as its device id. */
  randomId?: () => string;
  /**
   * The document the player draws and plays sound in, for screenshots and volume: this page's
   * by default. `null` where the host cannot reach it (a player frame on another origin), which
   * leaves both unavailable.
   */
  playerDocument?: PlayerDocument | null;
  /** Draws the player's page for `screen.capture`; modern-screenshot unless a test stubs it. */
  renderPage?: PageRenderer;
}

/** A web host with the media volume of its player page, which a TV frame follows across reloads. */
export interface WebHost extends HostAPI {
  readonly pageVolume?: PageVolume;
}

const physical = ({ width, height }: Pick<Screen, 'width' | 'height'>, ratio: number) => {
  const scale = Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

/**
 * The HostAPI of a plain browser: IndexedDB (else localStorage) for state, Cache Storage for files, the page's
 * fetch, geolocation where granted, a picture of the player's page and its media's volume. A browser has no power, panel, kiosk, Android permission
 * or platform video control: those reject with METHOD_NOT_AVAILABLE.
 */
export function createWebHost(options: WebHostOptions = {}): WebHost {
  const storage = options.storage ?? window.localStorage;
  const fetchImpl: HostFetch = options.fetch ?? ((input, init) => window.fetch(input, init));
  const nav = options.navigator ?? window.navigator;
  const screenInfo = options.screen ?? window.screen;
  const view = options.view ?? window;
  const randomId = options.randomId ?? (() => crypto.randomUUID());
  const cacheStorage =
    'caches' in options ? options.caches : typeof caches === 'undefined' ? undefined : caches;
  const idb =
    'indexedDB' in options
      ? options.indexedDB
      : typeof indexedDB === 'undefined'
        ? undefined
        : indexedDB;
  const localState = idb ? indexedDbLocalState(idb, storage) : storageLocalState(storage);

  const capabilities = new Set<Capability>();
  const storageManager = nav.storage;
  const files =
    cacheStorage && storageManager && typeof crypto !== 'undefined' && crypto.subtle
      ? cacheStorageFiles({
          caches: cacheStorage,
          storage: storageManager,
          fetch: fetchImpl,
          origin: options.origin ?? window.location.origin,
        })
      : undefined;
  if (files) capabilities.add('local-files');
  const locate = nav.geolocation ? geolocationOf(nav.geolocation) : undefined;
  if (locate) capabilities.add('location');
  const playerDocument =
    'playerDocument' in options ? options.playerDocument : () => window.document;
  const volume = playerDocument ? pageVolume(localState) : undefined;
  if (playerDocument) {
    capabilities.add('screenshot');
    capabilities.add('volume');
    const doc = playerDocument();
    if (doc) volume!.follow(doc);
  }

  return {
    platform: 'web',
    apiVersion: 0,
    supports: (capability) => capabilities.has(capability),
    localState,
    fetch: fetchImpl,
    files: files ?? unavailableFiles('web'),
    getLocation: locate ?? (() => Promise.reject(methodNotAvailable('web', 'getLocation'))),
    power: unavailablePower('web'),
    kiosk: unavailableKiosk('web'),
    permissions: unavailablePermissions('web'),
    screen: playerDocument
      ? pageCapture(playerDocument, options.renderPage ?? modernScreenshotRenderer)
      : unavailableScreen('web'),
    volume: volume?.control ?? unavailableVolume('web'),
    pageVolume: volume,
    orientation: unavailableOrientation('web'),
    video: unavailableVideo('web'),
    async getDeviceInfo(): Promise<DeviceInfo> {
      // A browser has no hardware id: it keeps a random one, so the screen stays recognisable.
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
        // The browser gives the screen in CSS pixels: times the pixel ratio, in physical ones.
        // What people ask about is what content plays on: the window, which a headless or
        // windowed browser keeps apart from the screen it reports (800 × 600 in headless).
        screen: physical(screenInfo, view.devicePixelRatio),
        viewport: { width: view.innerWidth, height: view.innerHeight },
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
    },
  };
}
