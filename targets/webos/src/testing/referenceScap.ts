/**
 * An LG webOS Signage set as LG's SCAP references describe it: the SCAP library globals
 * (Storage, Power, Sound, Signage, DeviceInfo; see referenceScapStorage.ts and
 * referenceScapControls.ts) and the set's local HTTP file server.
 *
 * The file server: "Copied files can be accessed from local http file server
 * (http://127.0.0.1:9080/...)" — a file kept at file://internal/X is served at
 * http://127.0.0.1:9080/X. The reference names 127.0.0.1; `serve` does not resolve
 * "localhost:9080" (it fails like a fetch to an unreachable host), so code that builds the URL
 * another way is caught. Any other http(s) URL is the network (`served`).
 *
 * Memory: what one call hands to JavaScript (readFile, captureScreen) is held against
 * `memoryAllowanceBytes`; `peakReadBytes` records the largest.
 */
import type { ScapGlobals } from '../scap/scapTypes.js';
import {
  createDeviceInfoClass,
  createPowerClass,
  createSignageClass,
  createSoundClass,
  type ScapDeviceState,
} from './referenceScapControls.js';
import { createStorageClass } from './referenceScapStorage.js';
import { FILE_SERVER, InternalStore, type FullStorageAnswer } from './scapInternalStore.js';

export { ScapFailureError } from './scapInternalStore.js';
export type { ScapDeviceState } from './referenceScapControls.js';

export interface ReferenceScapOptions {
  /** What the network serves, by URL. */
  served: ReadonlyMap<string, Uint8Array>;
  /** Internal memory (path under file://internal/ -> bytes); share it to model a reboot. */
  files?: Map<string, Uint8Array>;
  storageCapacityBytes?: number;
  /** The most bytes one call may hand to JavaScript; default 32 MiB. */
  memoryAllowanceBytes?: number;
  /** Which SCAP library the app loaded; default "1.7" (1.5 has no Storage.getMD5Hash). */
  scapVersion?: '1.5' | '1.7';
  /** The JPEG Signage.captureScreen returns. */
  screenshot?: Uint8Array;
  /** How a copy that fills the memory fails (not in LG's reference; see FullStorageAnswer). */
  fullStorage?: Partial<FullStorageAnswer>;
}

/** What `serve` answers: the parts of a fetch Response a test needs. */
export interface ServedResponse {
  url: string;
  status: number;
  ok: boolean;
  bytes: Uint8Array;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}

export interface ReferenceScapDevice {
  globals: ScapGlobals;
  /** Internal memory by path under file://internal/. */
  files: Map<string, Uint8Array>;
  store: InternalStore;
  state: ScapDeviceState;
  /** Every SCAP call, in order ("Storage.copyFile" and its options). */
  calls: { method: string; options: unknown }[];
  readonly peakReadBytes: number;
  setOnline(online: boolean): void;
  /** Loads a URL the way the set's browser would: the local file server, else the network. */
  serve(url: string): Promise<ServedResponse>;
}

/** A small JPEG (SOI, APP0 "JFIF", EOI): enough for "is this a JPEG" checks. */
export const FAKE_JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 0xff, 0xd9,
]);

function response(url: string, status: number, bytes: Uint8Array): ServedResponse {
  return {
    url,
    status,
    ok: status >= 200 && status < 300,
    bytes,
    arrayBuffer: async () => bytes.slice().buffer,
    text: async () => new TextDecoder().decode(bytes),
  };
}

export function createReferenceScap(options: ReferenceScapOptions): ReferenceScapDevice {
  const store = new InternalStore(
    options.storageCapacityBytes ?? 4_000_000_000,
    options.memoryAllowanceBytes ?? 32 * 1024 * 1024,
    options.files,
  );
  store.fullStorage = { ...store.fullStorage, ...options.fullStorage };
  let online = true;
  const calls: ReferenceScapDevice['calls'] = [];
  const record = (method: string, callOptions: unknown) =>
    void calls.push({ method, options: callOptions });
  const state: ScapDeviceState = {
    displayMode: 'Active',
    rebootCount: 0,
    poweredOff: false,
    volume: 20,
    muted: false,
    portraitMode: 'off',
    screenshot: () => (options.screenshot ?? FAKE_JPEG).slice(),
    platform: {
      modelName: '55XS4F',
      serialNumber: '912KCZB2N123',
      firmwareVersion: '04.71.60',
      hardwareVersion: '1.0',
    },
    sdkVersion: options.scapVersion === '1.5' ? '1.5' : '1.7.3',
  };
  const globals: ScapGlobals = {
    Storage: createStorageClass({
      store,
      served: options.served,
      online: () => online,
      scapVersion: options.scapVersion ?? '1.7',
      record,
    }),
    Power: createPowerClass(state, record),
    Sound: createSoundClass(state, record),
    Signage: createSignageClass(state, store, record),
    DeviceInfo: createDeviceInfoClass(state, record),
  };
  async function serve(url: string): Promise<ServedResponse> {
    if (url.startsWith(FILE_SERVER)) {
      const path = decodeURIComponent(url.slice(FILE_SERVER.length).split(/[?#]/)[0]!);
      const bytes = store.files.get(path);
      return bytes ? response(url, 200, bytes.slice()) : response(url, 404, new Uint8Array(0));
    }
    const host = /^https?:\/\/([^/]+)/.exec(url)?.[1];
    if (host === undefined || host.startsWith('localhost') || !online)
      throw new TypeError(`Failed to fetch ${url}`);
    const bytes = options.served.get(url);
    return bytes ? response(url, 200, bytes.slice()) : response(url, 404, new Uint8Array(0));
  }
  return {
    globals,
    files: store.files,
    store,
    state,
    calls,
    get peakReadBytes() {
      return store.peakReadBytes;
    },
    setOnline: (value) => void (online = value),
    serve,
  };
}
