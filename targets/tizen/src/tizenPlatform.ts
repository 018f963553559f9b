import type {
  DownloadManager,
  DownloadRequestConstructor,
  FileSystemManager,
  SystemInfo,
} from 'tizen-common-web';
import type { AVPlayStoreManager, ProductInfoManager } from 'tizen-tv-webapis';

/** The parts of `window.tizen` the host uses, typed by @types/tizen-common-web. */
export interface TizenApis {
  download: Pick<DownloadManager, 'start'>;
  DownloadRequest: DownloadRequestConstructor;
  filesystem: Pick<
    FileSystemManager,
    'pathExists' | 'createDirectory' | 'deleteFile' | 'moveFile' | 'openFile' | 'toURI'
  >;
  systeminfo: Pick<SystemInfo, 'getPropertyValue' | 'getCapability'>;
}

/** The parts of `window.webapis` the host uses, typed by @types/tizen-tv-webapis. */
interface TizenWebApis {
  productinfo: Pick<ProductInfoManager, 'getDuid' | 'getRealModel' | 'getFirmware'>;
  /** Several AVPlay instances (up to 4): what gapless video alternates between. */
  avplaystore?: Pick<AVPlayStoreManager, 'getPlayer'>;
}

/** What a B2B call reports on failure (same shape as WebAPIError). */
export interface B2BError {
  code?: number;
  name: string;
  message: string;
}

/**
 * `b2bapis.b2bcontrol` of Samsung's signage (SSSP) displays. Not in the public typings, so typed
 * here after Samsung's B2B API reference. Panel mute "ON" turns the panel off; the app keeps running.
 */
export interface B2BControl {
  rebootDevice(onSuccess: () => void, onError: (error: B2BError) => void): void;
  setPanelMute(
    value: 'ON' | 'OFF',
    onSuccess: () => void,
    onError: (error: B2BError) => void,
  ): void;
  getPanelMuteStatus(): 'ON' | 'OFF';
  getSerialNumber(): string;
}

/** Everything of the platform the Tizen host touches; the real globals, or a fake in tests. */
export interface TizenPlatform {
  tizen: TizenApis;
  webapis: TizenWebApis;
  /** Present on signage displays only; consumer TVs cannot reboot or switch the panel from an app. */
  b2bapis?: { b2bcontrol: B2BControl };
}

/** The platform objects of the running TV. */
export function tizenPlatformOf(win: Window): TizenPlatform {
  const globals = win as unknown as {
    tizen?: TizenApis;
    webapis?: TizenWebApis;
    b2bapis?: { b2bcontrol: B2BControl };
  };
  if (!globals.tizen || !globals.webapis)
    throw new Error('Not a Tizen web app: window.tizen or window.webapis is missing');
  return { tizen: globals.tizen, webapis: globals.webapis, b2bapis: globals.b2bapis };
}

/** Privileges each platform call needs; config.xml lists exactly these (a test checks it). */
export const TIZEN_PRIVILEGES = {
  internet: 'http://tizen.org/privilege/internet',
  download: 'http://tizen.org/privilege/download',
  filesystemRead: 'http://tizen.org/privilege/filesystem.read',
  filesystemWrite: 'http://tizen.org/privilege/filesystem.write',
  productinfo: 'http://developer.samsung.com/privilege/productinfo',
  b2bcontrol: 'http://developer.samsung.com/privilege/b2bcontrol',
} as const;
