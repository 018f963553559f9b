import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import type { DeviceInfo } from '../deviceInfo.js';
import type {
  GeoLocation,
  HostAPI,
  PermissionState,
  Rotation,
  Screenshot,
  VideoRect,
} from '../hostApi.js';
import { HostError, isHostErrorCode } from '../hostError.js';
import type { DownloadOptions, DownloadProgress, LocalFile } from '../localFiles.js';
import type { JsonValue } from '../localState.js';
import { decodeResponse, encodeRequestInit, type EncodedResponse } from './fetchCodec.js';
import {
  BRIDGE_TAG,
  isBridgeMessage,
  type BridgeMethod,
  type HostDescription,
  type MessageSource,
  type MessageTarget,
} from './protocol.js';

export interface BridgedHostOptions {
  /** Origin of the parent page; answers from any other origin are ignored, requests go only there. */
  origin: string;
  /** A call fails with TIMEOUT after this long without an answer or progress (default 10 s). */
  timeoutMs?: number;
  /** The window to listen on; the global window by default. */
  self?: MessageSource;
  /** Scheduler of the timeouts; a virtual one in tests. */
  scheduler?: SchedulerLike;
  newId?: () => string;
}

export interface BridgedHost extends HostAPI {
  /** Stops listening; calls still waiting fail with PLATFORM_ERROR. */
  close(): void;
}

interface Pending {
  method: string;
  resolve(value: unknown): void;
  reject(error: HostError): void;
  onProgress?: (progress: DownloadProgress) => void;
  timer: Subscription;
}

export const DEFAULT_BRIDGE_TIMEOUT_MS = 10_000;

/**
 * The HostAPI of the parent frame, seen from a player inside an iframe. Resolves once the
 * parent has described itself (platform, api version, capabilities), so that `platform` and
 * `supports` answer synchronously afterwards. Fails with TIMEOUT if the parent never answers.
 */
export async function createBridgedHost(
  parentWindow: MessageTarget,
  options: BridgedHostOptions,
): Promise<BridgedHost> {
  const bridge = connectBridge(parentWindow, options);
  let description: HostDescription;
  try {
    description = await bridge.call<HostDescription>('describe');
  } catch (error) {
    bridge.close();
    throw error;
  }
  return hostOverBridge(description, bridge);
}

type BridgeCall = <T>(
  method: BridgeMethod,
  args?: unknown[],
  onProgress?: Pending['onProgress'],
) => Promise<T>;

interface BridgeConnection {
  /** One request to the parent; settles with its answer, or TIMEOUT after `timeoutMs` silent. */
  call: BridgeCall;
  /** Stops listening; calls still waiting fail with PLATFORM_ERROR. */
  close: () => void;
}

/** Requests to the parent frame by postMessage, matched to its answers by id. */
function connectBridge(parentWindow: MessageTarget, options: BridgedHostOptions): BridgeConnection {
  const self: MessageSource = options.self ?? globalThis;
  const timeoutMs = options.timeoutMs ?? DEFAULT_BRIDGE_TIMEOUT_MS;
  const scheduler = options.scheduler ?? asyncScheduler;
  // Ids need only be unique among this frame's calls: a random prefix per connection and a counter.
  const prefix = Math.random().toString(36).slice(2, 10);
  let counter = 0;
  const newId = options.newId ?? (() => `${prefix}-${++counter}`);
  const pending = new Map<string, Pending>();

  const armTimer = (id: string, entry: Omit<Pending, 'timer'>) =>
    scheduler.schedule(() => {
      pending.delete(id);
      entry.reject(
        new HostError(
          'TIMEOUT',
          `${entry.method} got no answer from the host frame within ${timeoutMs} ms`,
        ),
      );
    }, timeoutMs);

  const listener = (event: MessageEvent) => {
    if (event.source !== parentWindow || event.origin !== options.origin) return;
    const data: unknown = event.data;
    if (!isBridgeMessage(data) || data.kind === 'request') return;
    const entry = pending.get(data.id);
    if (!entry) return;
    entry.timer.unsubscribe();
    if (data.kind === 'progress') {
      // Progress shows the host is alive: a long download times out only when it stalls.
      entry.timer = armTimer(data.id, entry);
      entry.onProgress?.(data.progress);
      return;
    }
    pending.delete(data.id);
    if (data.ok) entry.resolve(data.value);
    else
      entry.reject(
        new HostError(
          isHostErrorCode(data.error.code) ? data.error.code : 'PLATFORM_ERROR',
          data.error.message,
        ),
      );
  };
  self.addEventListener('message', listener);

  return {
    call: <T>(method: BridgeMethod, args: unknown[] = [], onProgress?: Pending['onProgress']) =>
      new Promise<T>((resolve, reject) => {
        const id = newId();
        const entry = { method, resolve: resolve as (value: unknown) => void, reject, onProgress };
        pending.set(id, { ...entry, timer: armTimer(id, entry) });
        parentWindow.postMessage(
          { tag: BRIDGE_TAG, kind: 'request', id, method, args },
          options.origin,
        );
      }),
    close() {
      self.removeEventListener('message', listener);
      for (const [id, entry] of pending) {
        pending.delete(id);
        entry.timer.unsubscribe();
        entry.reject(
          new HostError('PLATFORM_ERROR', `${entry.method}: the host bridge was closed`),
        );
      }
    },
  };
}

/** Every HostAPI method as a call over the bridge; what the parent described answers at once. */
function hostOverBridge(
  description: HostDescription,
  { call, close }: BridgeConnection,
): BridgedHost {
  const capabilities = new Set(description.capabilities);
  return {
    platform: description.platform,
    apiVersion: description.apiVersion,
    supports: (capability) => capabilities.has(capability),
    getDeviceInfo: () => call<DeviceInfo>('getDeviceInfo'),
    getLocation: () => call<GeoLocation>('getLocation'),
    fetch: async (input, init) =>
      decodeResponse(await call<EncodedResponse>('fetch', [input, await encodeRequestInit(init)])),
    power: {
      reboot: () => call('power.reboot'),
      displayOn: () => call('power.displayOn'),
      displayOff: () => call('power.displayOff'),
      isDisplayOn: () => call<boolean>('power.isDisplayOn'),
      sleep: () => call('power.sleep'),
      wake: () => call('power.wake'),
      isAsleep: () => call<boolean>('power.isAsleep'),
    },
    kiosk: {
      enable: () => call('kiosk.enable'),
      disable: () => call('kiosk.disable'),
      isEnabled: () => call<boolean>('kiosk.isEnabled'),
    },
    permissions: {
      check: (name) => call<PermissionState>('permissions.check', [name]),
      request: (name) => call<PermissionState>('permissions.request', [name]),
    },
    files: {
      download: (url, { onProgress, ...rest }: DownloadOptions = {}) =>
        call<LocalFile>('files.download', [url, rest], onProgress),
      list: () => call<LocalFile[]>('files.list'),
      delete: (name) => call('files.delete', [name]),
      freeSpace: () => call<number>('files.freeSpace'),
    },
    localState: {
      get: <T extends JsonValue = JsonValue>(key: string) =>
        call<T | undefined>('localState.get', [key]),
      set: (key, value) => call('localState.set', [key, value]),
      remove: (key) => call('localState.remove', [key]),
      keys: () => call<string[]>('localState.keys'),
    },
    video: {
      prepare: (url: string, rect: VideoRect) => call<string>('video.prepare', [url, rect]),
      play: (handle) => call('video.play', [handle]),
      stop: (handle) => call('video.stop', [handle]),
      release: (handle) => call('video.release', [handle]),
    },
    screen: { capture: () => call<Screenshot>('screen.capture') },
    volume: {
      getVolume: () => call<number>('volume.getVolume'),
      setVolume: (level) => call('volume.setVolume', [level]),
    },
    orientation: {
      getRotation: () => call<Rotation>('orientation.getRotation'),
      setRotation: (rotation) => call('orientation.setRotation', [rotation]),
    },
    close,
  };
}
