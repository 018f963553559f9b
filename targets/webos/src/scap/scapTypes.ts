/**
 * Types of LG's SCAP (Signage Content Application Platform) JavaScript library for webOS
 * Signage: the classes `Storage`, `Power`, `Sound`, `Signage` and `DeviceInfo` that
 * cordova-cd/*.js define as globals. Types only, written from LG's SCAP references.
 *
 * References: LG webOS Signage SCAP API, https://webossignage.developer.lge.com/api/scap-api/
 * (per class: .../scap17/storage/, .../power/, .../sound/, .../signage/, .../deviceinfo/),
 * the "Storage.SCAP_URI" page (mirrored at
 * http://kreislippe.roboblog.eu/doc/symbols/Storage.SCAP_URI.html), and the library itself as
 * a public player ships it (castmill, packages/platforms/webos-player/public/lib/scap_1.5 and
 * scap_1.7/cordova-cd). "SCAP 1.5" below means the method is in the 1.5 library; LG pairs
 * SCAP 1.5 with webOS Signage 3.x and SCAP 1.7 with webOS Signage 4.x and later.
 *
 * The calling convention of every method: `new Storage().copyFile(onSuccess, onFailure,
 * options)`; onFailure gets `{errorCode, errorText}`. Checks the library makes itself (e.g.
 * copyFile's maxRedirection > 5) call onFailure before anything reaches the set.
 *
 * Beware the global name: the SCAP library assigns `window.Storage`, replacing the DOM's
 * `Storage` constructor (localStorage's class); read it as `(window as ScapWindow).Storage`.
 */

/** What every onFailure receives. The library's own codes are strings ("BAD_PARAMETER", "IO_ERROR",
 * "DEVICE_ERROR", "SERVER_ERROR", "NETWORK_ERROR", "SYSTEM_ERROR", or per-method ones such as
 * "SSVL"); a code the set's service sends is passed through as it came. */
export interface ScapError {
  errorCode: string | number;
  errorText: string;
}

export type ScapFailure = (error: ScapError) => void;

/**
 * A SCAP URI: "file://internal/<path>" (internal memory; missing folders are created; only
 * [a-zA-Z0-9-._] in names, at most 256 characters, no "../", "*" or "?"), "file://usb:<n>/",
 * "file://sdcard:<n>/", or for a source "http://", "https://", "ftp://", "sftp://", "ftps://".
 */
export type ScapUri = string;

export interface ScapHttpOption {
  /** At most 5 (the library refuses more with BAD_PARAMETER). */
  maxRedirection?: number;
  /** Extra request headers, at most 1 KB as JSON. */
  headers?: Record<string, string>;
}

export interface ScapCopyFileOptions {
  source: ScapUri;
  destination: ScapUri;
  /** Same as httpOption.maxRedirection (both given and different: BAD_PARAMETER). */
  maxRedirection?: number;
  headers?: Record<string, string>;
  httpOption?: ScapHttpOption;
  ftpOption?: Record<string, unknown>;
}

export interface ScapFileEntry {
  name: string;
  type: 'file' | 'folder';
  size: number;
}

/** Sizes in KB as the reference gives them (one public player notes firmware differences). */
export interface ScapStorageInfo {
  free: number;
  total: number;
  used: number;
  externalMemory?: Record<string, { free: number; total: number; used: number }>;
}

export interface ScapReadFileOptions {
  path: ScapUri;
  /** Byte offset; default 0. */
  position?: number;
  /** 1..Storage.MAX_BUFFER_LENGTH (10 KB); default MAX_BUFFER_LENGTH. */
  length?: number;
  /** "utf-8" (default), "binary" (data: ArrayBuffer) or "base64" (data: string). */
  encoding?: 'utf-8' | 'utf8' | 'binary' | 'base64';
}

export interface ScapStatFile {
  type: 'file' | 'folder' | 'unknown';
  size: number;
  atime?: string;
  mtime?: string;
  ctime?: string;
}

export interface ScapStorage {
  /** SCAP 1.5. Downloads (http/https/ftp source) or copies a file to a SCAP URI; a kept
   * file://internal/X is then served by the set at http://127.0.0.1:9080/X. */
  copyFile(onSuccess: () => void, onFailure: ScapFailure, options: ScapCopyFileOptions): void;
  /** SCAP 1.5. Moves (renames) a file: newPath is the file's new full URI. */
  moveFile(
    onSuccess: () => void,
    onFailure: ScapFailure,
    options: { oldPath: ScapUri; newPath: ScapUri },
  ): void;
  /** SCAP 1.5. path defaults to file://internal/. */
  listFiles(
    onSuccess: (result: { files: ScapFileEntry[]; totalCount: number }) => void,
    onFailure: ScapFailure,
    options?: { path?: ScapUri },
  ): void;
  /** SCAP 1.5. recursive is needed for a folder with content. */
  removeFile(
    onSuccess: () => void,
    onFailure: ScapFailure,
    options: { file: ScapUri; recursive?: boolean },
  ): void;
  /** SCAP 1.5. */
  getStorageInfo(onSuccess: (info: ScapStorageInfo) => void, onFailure: ScapFailure): void;
  /** SCAP 1.5. */
  mkdir(onSuccess: () => void, onFailure: ScapFailure, options: { path: ScapUri }): void;
  /** SCAP 1.5. */
  exists(
    onSuccess: (result: { exists: boolean }) => void,
    onFailure: ScapFailure,
    options: { path: ScapUri },
  ): void;
  /** SCAP 1.5. At most MAX_BUFFER_LENGTH (10 KB) per call: a file is read in pieces. */
  readFile(
    onSuccess: (result: { data: string | ArrayBuffer }) => void,
    onFailure: ScapFailure,
    options: ScapReadFileOptions,
  ): void;
  /** SCAP 1.5. */
  statFile(
    onSuccess: (stat: ScapStatFile) => void,
    onFailure: ScapFailure,
    options: { path: ScapUri },
  ): void;
  /** SCAP 1.5. Flushes written data to storage (one file, or everything without a path). */
  fsync(onSuccess: () => void, onFailure: ScapFailure, options?: { path?: ScapUri }): void;
  /** SCAP 1.7 (not in the 1.5 library). */
  getMD5Hash(
    onSuccess: (result: { md5hash: string }) => void,
    onFailure: ScapFailure,
    options: { filePath: ScapUri },
  ): void;
}

export interface ScapStorageConstructor {
  new (): ScapStorage;
  /** 10 * 1024: the most bytes one readFile returns. */
  readonly MAX_BUFFER_LENGTH: number;
}

export type ScapDisplayMode = 'Active' | 'Screen Off';
export type ScapPowerCommand = 'reboot' | 'powerOff';

export interface ScapPowerStatus {
  displayMode: ScapDisplayMode;
  wakeOnLan?: boolean;
  allOnTimer?: boolean;
  allOffTimer?: boolean;
}

export interface ScapPower {
  /** SCAP 1.5. */
  getPowerStatus(onSuccess: (status: ScapPowerStatus) => void, onFailure: ScapFailure): void;
  /** SCAP 1.5. Power.DisplayMode.DISPLAY_OFF = "Screen Off", DISPLAY_ON = "Active". */
  setDisplayMode(
    onSuccess: () => void,
    onFailure: ScapFailure,
    options: { displayMode: ScapDisplayMode },
  ): void;
  /** SCAP 1.5. Power.PowerCommand.REBOOT = "reboot", SHUTDOWN = "powerOff". */
  executePowerCommand(
    onSuccess: () => void,
    onFailure: ScapFailure,
    options: { powerCommand: ScapPowerCommand },
  ): void;
}

export interface ScapPowerConstructor {
  new (): ScapPower;
  readonly DisplayMode: { readonly DISPLAY_OFF: 'Screen Off'; readonly DISPLAY_ON: 'Active' };
  readonly PowerCommand: { readonly SHUTDOWN: 'powerOff'; readonly REBOOT: 'reboot' };
}

export interface ScapSoundStatus {
  /** 0..100. */
  level: number;
  muted: boolean;
  externalSpeaker?: boolean;
}

export interface ScapSound {
  /** SCAP 1.5. */
  getSoundStatus(onSuccess: (status: ScapSoundStatus) => void, onFailure: ScapFailure): void;
  /** SCAP 1.5. The option is `level` (0..100), not `volume`; volOsdEnabled shows the OSD. */
  setVolumeLevel(
    onSuccess: () => void,
    onFailure: ScapFailure,
    options: { level: number; volOsdEnabled?: boolean },
  ): void;
  /** SCAP 1.5. */
  setMuted(onSuccess: () => void, onFailure: ScapFailure, options: { muted: boolean }): void;
}

export type ScapSoundConstructor = new () => ScapSound;

export type ScapPortraitMode = 'off' | '90';

export interface ScapCaptureScreenOptions {
  /** Also keep the capture on the set; default false. */
  save?: boolean;
  /** 128x72. */
  thumbnail?: boolean;
  /** Signage.ImgResolution.HD (1280x720, the default) or .FHD (1920x1080). */
  imgResolution?: 'HD' | 'FHD';
}

export interface ScapSignage {
  /** SCAP 1.5. The options object is required: the 1.5 and 1.7 libraries read
   * options.imgResolution without checking it, so a call without options throws TypeError. */
  captureScreen(
    onSuccess: (result: { data: string; size: number; encoding: string }) => void,
    onFailure: ScapFailure,
    options: ScapCaptureScreenOptions,
  ): void;
  /** SCAP 1.5. Signage.OsdPortraitMode.ON = "90", OFF = "off"; any other value: BAD_PARAMETER. */
  setPortraitMode(
    onSuccess: () => void,
    onFailure: ScapFailure,
    options: { portraitMode: ScapPortraitMode },
  ): void;
}

export interface ScapSignageConstructor {
  new (): ScapSignage;
  readonly OsdPortraitMode: { readonly ON: '90'; readonly OFF: 'off' };
  readonly ImgResolution: { readonly HD: 'HD'; readonly FHD: 'FHD' };
}

export interface ScapPlatformInfo {
  modelName: string;
  serialNumber: string;
  firmwareVersion: string;
  hardwareVersion: string;
  /** Added by the library itself ("1.7.3" in the 1.7 library). */
  sdkVersion: string;
  manufacturer: string;
}

export interface ScapNetworkMacInfo {
  wiredInfo?: { macAddress: string };
  wifiInfo?: { macAddress: string };
}

export interface ScapDeviceInfo {
  /** SCAP 1.5. */
  getPlatformInfo(onSuccess: (info: ScapPlatformInfo) => void, onFailure: ScapFailure): void;
  /** SCAP 1.5. */
  getNetworkMacInfo(onSuccess: (info: ScapNetworkMacInfo) => void, onFailure: ScapFailure): void;
}

export type ScapDeviceInfoConstructor = new () => ScapDeviceInfo;

/** The globals the SCAP library defines (the window of a page that loaded cordova-cd). */
export interface ScapGlobals {
  Storage: ScapStorageConstructor;
  Power: ScapPowerConstructor;
  Sound: ScapSoundConstructor;
  Signage: ScapSignageConstructor;
  DeviceInfo: ScapDeviceInfoConstructor;
}

/** A window on which the SCAP library has been loaded. */
export type ScapWindow = Window & ScapGlobals;
