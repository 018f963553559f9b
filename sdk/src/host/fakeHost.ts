import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { PlatformType } from '../model/index.js';
import { CAPABILITIES, type Capability } from './capabilities.js';
import { TEST_DEVICE_ID, type DeviceInfo } from './deviceInfo.js';
import { FakeFiles, NO_FAULTS, type FakeFileStore, type FakeHostFaults } from './fakeFiles.js';
import type {
  GeoLocation,
  HostAPI,
  HostFetch,
  KioskControl,
  PermissionControl,
  PermissionState,
  OrientationControl,
  PowerControl,
  Rotation,
  ScreenCapture,
  Screenshot,
  VideoOptions,
  VideoPreparation,
  VideoRect,
  VolumeControl,
} from './hostApi.js';
import { HostError, methodNotAvailable } from './hostError.js';
import { checkedRotation, checkedVolume } from './hostArguments.js';
import type { DownloadOptions, LocalFiles } from './localFiles.js';
import { MemoryLocalState, type JsonValue } from './localState.js';

export { TEST_DEVICE_ID };

export interface FakeHostOptions {
  platform?: PlatformType;
  apiVersion?: number;
  deviceId?: string;
  model?: string;
  serial?: string;
  osVersion?: string;
  screen?: { width: number; height: number };
  /** What fetch and downloads reach; without it they fail with NETWORK_ERROR. */
  fetch?: HostFetch;
  /** Starting local state, e.g. a stored device token. */
  state?: Record<string, JsonValue>;
  /** Backing map of local state; share it between two hosts to model a restart. */
  stateStore?: Map<string, string>;
  /** Backing store of kept files; share it between two hosts to model a restart. */
  fileStore?: FakeFileStore;
  /** Capabilities this fake has; by default all of them. The others reject with METHOD_NOT_AVAILABLE. */
  capabilities?: readonly Capability[];
  diskCapacityBytes?: number;
  location?: GeoLocation;
  /** Starting state of Android permissions; unknown names are 'prompt'. */
  permissions?: Record<string, PermissionState>;
  /** What the user answers when a permission is requested; 'granted' unless listed. */
  permissionAnswers?: Record<string, 'granted' | 'denied'>;
  faults?: Partial<FakeHostFaults>;
  /** Scheduler slow downloads wait on; inject a virtual one in tests. */
  scheduler?: SchedulerLike;
  /** What `screen.capture` returns when no `capture` draws the page; a 1×1 white PNG by default. */
  screenshot?: Screenshot;
  /**
   * How `screen.capture` draws the page the fake runs in: the web player's `?host=fake` passes
   * the web host's page capture (modern-screenshot), so a screenshot shows what the player shows.
   * Tests without a renderer (jsdom) leave it out and get `screenshot`.
   */
  capture?: ScreenCapture['capture'];
}

/** A video the fake platform player holds, for tests that check what the renderer asked for. */
export interface FakeVideo {
  url: string;
  rect: VideoRect;
  options?: VideoOptions;
  state: 'prepared' | 'playing' | 'stopped';
}

/** A 1×1 white PNG. */
const BLANK_SCREENSHOT: Screenshot = {
  mimeType: 'image/png',
  base64:
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  width: 1,
  height: 1,
};

export const FAKE_LOCATION: GeoLocation = { latitude: 50.0875, longitude: 14.4213, accuracyM: 20 };

/**
 * An in-memory device for tests and QA (`/player?host=fake`): every HostAPI feature, inspectable
 * state, and faults (`host.faults`) that can be switched on and off while it runs.
 */
export class FakeHost implements HostAPI {
  readonly platform: PlatformType;
  readonly apiVersion: number;
  readonly faults: FakeHostFaults;
  readonly localState: MemoryLocalState;
  readonly files: LocalFiles;
  readonly fetch: HostFetch;
  readonly power: PowerControl;
  readonly kiosk: KioskControl;
  readonly permissions: PermissionControl;
  readonly video: VideoPreparation;
  readonly screen: ScreenCapture;
  readonly volume: VolumeControl;
  readonly orientation: OrientationControl;
  /** Inspectable device state. */
  displayIsOn = true;
  asleep = false;
  kioskEnabled = false;
  rebootCount = 0;
  volumeLevel = 50;
  rotation: Rotation = 0;
  readonly videos = new Map<string, FakeVideo>();
  private readonly keptFiles: FakeFiles;
  private readonly capabilities: ReadonlySet<Capability>;
  private readonly grantedPermissions: Map<string, PermissionState>;

  constructor(private readonly options: FakeHostOptions = {}) {
    this.platform = options.platform ?? 'web';
    this.apiVersion = options.apiVersion ?? 0;
    this.capabilities = new Set(options.capabilities ?? CAPABILITIES);
    this.faults = { ...NO_FAULTS, ...options.faults };
    this.localState = new MemoryLocalState(options.stateStore ?? new Map<string, string>());
    for (const [key, value] of Object.entries(options.state ?? {}))
      this.localState.values.set(key, JSON.stringify(value));
    this.grantedPermissions = new Map(Object.entries(options.permissions ?? {}));
    this.fetch = (input, init) => this.fakeFetch(input, init);
    const capacity = options.diskCapacityBytes ?? 1_000_000_000;
    this.keptFiles = new FakeFiles({
      store: options.fileStore ?? (new Map() as FakeFileStore),
      faults: this.faults,
      fetch: this.fetch,
      scheduler: options.scheduler ?? asyncScheduler,
      capacityBytes: () => capacity,
    });
    const kept = this.keptFiles;
    this.files = this.guard('local-files', 'files', {
      download: (url: string, options?: DownloadOptions) => kept.download(url, options),
      list: () => kept.list(),
      delete: (name: string) => kept.delete(name),
      freeSpace: () => kept.freeSpace(),
    });
    this.power = this.makePower();
    this.kiosk = this.guard('kiosk-mode', 'kiosk', {
      enable: async () => void (this.kioskEnabled = true),
      disable: async () => void (this.kioskEnabled = false),
      isEnabled: async () => this.kioskEnabled,
    });
    this.permissions = this.guard('android-permissions', 'permissions', {
      check: async (name: string) => this.grantedPermissions.get(name) ?? 'prompt',
      request: async (name: string) => {
        const current = this.grantedPermissions.get(name);
        if (current === 'granted' || current === 'denied') return current;
        const answer = this.options.permissionAnswers?.[name] ?? 'granted';
        this.grantedPermissions.set(name, answer);
        return answer;
      },
    });
    this.video = this.guard('video-preparation', 'video', this.makeVideo());
    this.screen = this.guard('screenshot', 'screen', {
      capture: async () =>
        options.capture ? options.capture() : { ...(options.screenshot ?? BLANK_SCREENSHOT) },
    });
    this.volume = this.guard('volume', 'volume', {
      getVolume: async () => this.volumeLevel,
      setVolume: async (level: number) => void (this.volumeLevel = checkedVolume(level)),
    });
    this.orientation = this.guard('orientation', 'orientation', {
      getRotation: async () => this.rotation,
      setRotation: async (rotation: Rotation) => void (this.rotation = checkedRotation(rotation)),
    });
  }

  /** The bytes kept under a file name, for tests that check what a download stored. */
  bytesOf(name: string): Uint8Array | undefined {
    return this.keptFiles.bytesOf(name);
  }

  supports(capability: Capability): boolean {
    return this.capabilities.has(capability);
  }

  async getDeviceInfo(): Promise<DeviceInfo> {
    const { options } = this;
    return {
      deviceId: options.deviceId ?? TEST_DEVICE_ID,
      platform: this.platform,
      apiVersion: this.apiVersion,
      model: options.model ?? 'Marquee FakeHost',
      serial: options.serial ?? 'FAKE-0001',
      osVersion: options.osVersion ?? '1.0',
      screen: options.screen ?? { width: 1920, height: 1080 },
      timeZone: 'UTC',
    };
  }

  async getLocation(): Promise<GeoLocation> {
    if (!this.supports('location')) throw methodNotAvailable(this.platform, 'getLocation');
    return { ...(this.options.location ?? FAKE_LOCATION) };
  }

  private async fakeFetch(input: string, init?: RequestInit): Promise<Response> {
    if (this.faults.offline) throw new HostError('NETWORK_ERROR', `Offline: cannot fetch ${input}`);
    if (!this.options.fetch)
      throw new HostError('NETWORK_ERROR', `FakeHost has no network for ${input}`);
    return this.options.fetch(input, init);
  }

  private makePower(): PowerControl {
    const reboot = this.guard('reboot', 'power', {
      reboot: async () => {
        if (this.faults.rebootFails) throw new HostError('PLATFORM_ERROR', 'Reboot failed');
        this.rebootCount++;
      },
    });
    const display = this.guard('display-power', 'power', {
      displayOn: async () => void (this.displayIsOn = true),
      displayOff: async () => void (this.displayIsOn = false),
      isDisplayOn: async () => this.displayIsOn,
    });
    const sleep = this.guard('sleep-wake', 'power', {
      sleep: async () => void (this.asleep = true),
      wake: async () => void (this.asleep = false),
      isAsleep: async () => this.asleep,
    });
    return { ...reboot, ...display, ...sleep };
  }

  private makeVideo(): VideoPreparation {
    let next = 0;
    const find = (handle: string) => {
      const video = this.videos.get(handle);
      if (!video) throw new HostError('NOT_FOUND', `No prepared video ${handle}`);
      return video;
    };
    return {
      prepare: async (url, rect, options) => {
        const handle = `video-${++next}`;
        this.videos.set(handle, {
          url,
          rect: { ...rect },
          ...(options ? { options: { ...options } } : {}),
          state: 'prepared',
        });
        return handle;
      },
      play: async (handle) => void (find(handle).state = 'playing'),
      stop: async (handle) => void (find(handle).state = 'stopped'),
      release: async (handle) => {
        find(handle);
        this.videos.delete(handle);
      },
    };
  }

  /** The group as it is, or with every method rejecting when the capability is switched off. */
  private guard<T extends object>(capability: Capability, group: string, methods: T): T {
    if (this.supports(capability)) return methods;
    const rejecting = {} as Record<string, unknown>;
    for (const key of Object.keys(methods))
      rejecting[key] = () => Promise.reject(methodNotAvailable(this.platform, `${group}.${key}`));
    return rejecting as T;
  }
}
