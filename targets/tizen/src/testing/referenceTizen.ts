/**
 * A Samsung Tizen TV / signage set built from the vendors' references only (see each part's
 * file): tizen.filesystem, tizen.download + DownloadRequest, tizen.systeminfo,
 * tizen.tvaudiocontrol, webapis.productinfo / avplay / avplaystore / systemcontrol, and
 * b2bapis.b2bcontrol. Every call is typed by @types/tizen-common-web and
 * @types/tizen-tv-webapis (or, for b2bapis and systemcontrol, by samsungB2B.ts), so a wrong
 * signature fails to compile; calls check config.xml privileges (SecurityError); APIs newer
 * than the set's platform version are absent, as on the set.
 *
 * Memory: file bytes live in a FileStore; one read may hand at most `memoryAllowanceBytes` to
 * JavaScript, and `peakReadBytes` records the largest read, so a test can prove the code reads
 * a large file in chunks.
 */
import type { AVPlayManager, AVPlayStoreManager } from 'tizen-tv-webapis';
import { FakeAVPlay } from './fakeAVPlay.js';
import { tizenError } from './referenceErrors.js';
import {
  createReferenceDownload,
  DOWNLOAD_PRIVILEGE,
  ReferenceDownloadRequest,
  type ReferenceDownloadManager,
} from './referenceDownload.js';
import { FileStore } from './referenceFileStore.js';
import {
  createReferenceFilesystem,
  FILESYSTEM_READ,
  FILESYSTEM_WRITE,
  type ReferenceFileSystem,
} from './referenceFilesystem.js';
import {
  createAudioControl,
  createProductInfo,
  createSystemInfo,
  PRODUCTINFO_PRIVILEGE,
  TV_AUDIO_PRIVILEGE,
  versionAtLeast,
  type ReferenceAudioControl,
  type ReferenceProductInfo,
  type ReferenceSystemInfo,
  type SystemState,
} from './referenceSystem.js';
import {
  B2BCONTROL_PRIVILEGE,
  CAPTURE_DIR,
  createB2BControl,
  createSystemControl,
  SYSTEMCONTROL_PRIVILEGE,
  type B2BControl,
  type PanelState,
  type SystemControl,
} from './samsungB2B.js';

export { ReferenceWebAPIException, isTizenError, tizenError } from './referenceErrors.js';
export type { B2BControl, SystemControl, Activation } from './samsungB2B.js';
export { FakeAVPlay } from './fakeAVPlay.js';

/** Every privilege the fake knows, by what it guards. */
export const REFERENCE_PRIVILEGES = {
  filesystemRead: FILESYSTEM_READ,
  filesystemWrite: FILESYSTEM_WRITE,
  download: DOWNLOAD_PRIVILEGE,
  productinfo: PRODUCTINFO_PRIVILEGE,
  tvAudio: TV_AUDIO_PRIVILEGE,
  b2bcontrol: B2BCONTROL_PRIVILEGE,
  systemcontrol: SYSTEMCONTROL_PRIVILEGE,
} as const;

/** "Up to 4 player instances can exist simultaneously" (AVPlayStoreManager.getPlayer). */
const AVPLAYSTORE_MAX_PLAYERS = 4;

export interface ReferenceTizenOptions {
  /** What the network serves, by URL. */
  served: ReadonlyMap<string, Uint8Array>;
  /** The set's files (path -> bytes); share the map between two fakes to model a restart. */
  files?: Map<string, Uint8Array>;
  /** Privileges config.xml grants; all of REFERENCE_PRIVILEGES by default. */
  privileges?: readonly string[];
  /** A signage set (SSSP) has b2bapis (and, from 6.5, webapis.systemcontrol). Default true. */
  signage?: boolean;
  /** webapis.avplaystore is there; default true. */
  avplaystore?: boolean;
  /** The platform version (http://tizen.org/feature/platform.version); default "6.5". */
  platformVersion?: string;
  storageCapacityBytes?: number;
  /** The most bytes one file read may hand to JavaScript; default 32 MiB. */
  memoryAllowanceBytes?: number;
  downloadChunkBytes?: number;
  /** How download oncompleted names the file; default "real" (a full path). */
  downloadCompletedPath?: 'real' | 'virtual';
  /** The application package id (the real paths of wgt-private etc.); default "MrqPlayer0". */
  packageId?: string;
  /** The JPEG a screen capture writes. */
  screenshot?: Uint8Array;
}

export interface ReferencePlatform {
  tizen: {
    filesystem: ReferenceFileSystem;
    download: ReferenceDownloadManager;
    DownloadRequest: typeof ReferenceDownloadRequest;
    systeminfo: ReferenceSystemInfo;
    tvaudiocontrol: ReferenceAudioControl;
  };
  webapis: {
    productinfo: ReferenceProductInfo;
    avplay: AVPlayManager;
    avplaystore?: AVPlayStoreManager;
    systemcontrol?: SystemControl;
  };
  b2bapis?: { b2bcontrol: B2BControl };
}

export interface ReferenceTizenDevice {
  platform: ReferencePlatform;
  /** The set's files by virtual path ("wgt-private/...") or absolute path ("/opt/..."). */
  files: Map<string, Uint8Array>;
  store: FileStore;
  usedPrivileges: Set<string>;
  panel: PanelState;
  system: SystemState;
  readonly rebootCount: number;
  readonly panelMute: 'ON' | 'OFF';
  /** The largest number of bytes one file read handed to JavaScript. */
  readonly peakReadBytes: number;
  players: FakeAVPlay[];
  setOnline(online: boolean): void;
}

const later = (run: () => void) => void setTimeout(run, 0);

/** A small valid JPEG header + end marker: enough for "is this a JPEG" checks. */
export const FAKE_JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 0xff, 0xd9,
]);

export function createReferenceTizen(options: ReferenceTizenOptions): ReferenceTizenDevice {
  const granted = new Set(options.privileges ?? Object.values(REFERENCE_PRIVILEGES));
  const version = options.platformVersion ?? '6.5';
  const usedPrivileges = new Set<string>();
  const need = (...privileges: string[]) => {
    for (const privilege of privileges) {
      if (!granted.has(privilege))
        throw tizenError('SecurityError', `Permission denied: ${privilege}`);
      usedPrivileges.add(privilege);
    }
  };
  const store = new FileStore({
    packageId: options.packageId ?? 'MrqPlayer0',
    capacityBytes: options.storageCapacityBytes ?? 8_000_000_000,
    memoryAllowanceBytes: options.memoryAllowanceBytes ?? 32 * 1024 * 1024,
    ...(options.files ? { files: options.files } : {}),
    extraDirs: options.signage === false ? [] : [CAPTURE_DIR],
  });
  let online = true;
  const panel: PanelState = {
    panelMute: 'OFF',
    rebootCount: 0,
    serialNumber: '0AB1CDE2F3',
    screenshot: () => (options.screenshot ?? FAKE_JPEG).slice(),
  };
  const system: SystemState = {
    platformVersion: version,
    screen: { width: 3840, height: 2160 },
    volume: 20,
    muted: false,
    product: {
      duid: 'DUID-TEST-4F2A',
      realModel: 'QM55R',
      model: 'QM55R',
      modelCode: '19_KANTM2_UHD',
      firmware: 'T-KTM2DEUC-1250.5',
    },
  };
  const players: FakeAVPlay[] = [];
  const live = new Set<FakeAVPlay>();
  const avplaystore: AVPlayStoreManager = {
    getPlayer: () => {
      if (live.size >= AVPLAYSTORE_MAX_PLAYERS)
        throw tizenError('QuotaExceededError', 'Max player count reached');
      const player = new FakeAVPlay((closed) => live.delete(closed));
      live.add(player);
      players.push(player);
      return player as unknown as AVPlayManager;
    },
  };
  const signage = options.signage !== false;
  // The FileSystemManager calls are "@since 5.0": an older set has none of them.
  const filesystem = versionAtLeast(version, '5.0')
    ? createReferenceFilesystem(store, need, later)
    : ({ maxPathLength: 4096 } as unknown as ReferenceFileSystem);
  const platform: ReferencePlatform = {
    tizen: {
      filesystem,
      download: createReferenceDownload(
        store,
        {
          served: options.served,
          online: () => online,
          chunkBytes: options.downloadChunkBytes ?? 64 * 1024,
          completedPath: options.downloadCompletedPath ?? 'real',
        },
        need,
        later,
      ),
      DownloadRequest: ReferenceDownloadRequest,
      systeminfo: createSystemInfo(system, store, later),
      tvaudiocontrol: createAudioControl(system, need),
    },
    webapis: {
      productinfo: createProductInfo(system, need),
      avplay: new FakeAVPlay(() => {}) as unknown as AVPlayManager,
      ...(options.avplaystore === false ? {} : { avplaystore }),
      ...(signage && versionAtLeast(version, '6.5')
        ? { systemcontrol: createSystemControl(panel, store, need) }
        : {}),
    },
    ...(signage ? { b2bapis: { b2bcontrol: createB2BControl(panel, store, need, later) } } : {}),
  };
  return {
    platform,
    files: store.files,
    store,
    usedPrivileges,
    panel,
    system,
    get rebootCount() {
      return panel.rebootCount;
    },
    get panelMute() {
      return panel.panelMute;
    },
    get peakReadBytes() {
      return store.peakReadBytes;
    },
    players,
    setOnline: (value) => void (online = value),
  };
}

/** The old fake's names, so a test can switch by changing its import path only. */
export const createFakeTizen = createReferenceTizen;
export type FakeTizenOptions = ReferenceTizenOptions;
export type FakeTizenDevice = ReferenceTizenDevice;
