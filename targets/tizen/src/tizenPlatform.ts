import type * as tizen from 'tizen-common-web';
import type * as webapis from 'tizen-tv-webapis';

/**
 * The parts of `window.tizen` the host uses, picked from @types/tizen-common-web so that a call
 * whose arguments differ from the vendor's signature does not compile. (`Path` there is a plain
 * string, so a directory passed where a file is meant still type-checks: `moveFile` takes a
 * destination directory, which is why the host renames with `rename` and `moveFile` is not here.)
 */
export interface TizenApis {
  download: Pick<typeof tizen.download, 'start'>;
  DownloadRequest: tizen.DownloadRequestConstructor;
  filesystem: Pick<
    typeof tizen.filesystem,
    'pathExists' | 'createDirectory' | 'deleteFile' | 'rename' | 'openFile' | 'toURI'
  >;
  systeminfo: Pick<typeof tizen.systeminfo, 'getPropertyValue' | 'getCapability'>;
  /** TV audio (volume); a set without it answers supports('volume') = false. */
  tvaudiocontrol?: Pick<typeof tizen.tvaudiocontrol, 'getVolume' | 'setVolume'>;
}

/** The parts of `window.webapis` the host uses, picked from @types/tizen-tv-webapis. */
interface TizenWebApis {
  productinfo: Pick<typeof webapis.productinfo, 'getDuid' | 'getRealModel' | 'getFirmware'>;
  /** Several AVPlay instances (up to 4): what gapless video alternates between. */
  avplaystore?: Pick<typeof webapis.avplaystore, 'getPlayer'>;
  /** Signage sets from Tizen 6.5 on (partner privilege); no public typings. */
  systemcontrol?: SystemControl;
}

/**
 * `webapis.systemcontrol` (Samsung Product API, Tizen 6.5 and later, B2B sets, partner privilege
 * http://developer.samsung.com/privilege/systemcontrol), typed here after Samsung's reference:
 * `void captureScreen(optional CapturePath? path)`, synchronous, throws a WebAPIException. It
 * returns nothing; the JPEG lands at SYSTEMCONTROL_CAPTURE_PATH (tizenScreenshot.ts).
 */
export interface SystemControl {
  captureScreen(path?: string | null): void;
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
  /** Writes a JPEG of the screen; onSuccess gets its absolute path. */
  captureScreen(onSuccess: (path: string) => void, onError: (error: B2BError) => void): void;
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
  /** Public; TVAudioControl (volume). Deprecated from Tizen 5.0 on, still listed by Samsung. */
  tvAudio: 'http://tizen.org/privilege/tv.audio',
  /** Partner level: needs a Samsung partner distributor certificate. */
  b2bcontrol: 'http://developer.samsung.com/privilege/b2bcontrol',
  /** Partner level, Tizen 6.5 and later. */
  systemcontrol: 'http://developer.samsung.com/privilege/systemcontrol',
} as const;
