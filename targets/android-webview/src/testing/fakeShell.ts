/**
 * A fake of the Android shell's native side (app/.../MarqueeBridge.kt): it receives the page's
 * JSON strings, answers them asynchronously like the Kotlin code does, and injects itself the
 * two ways the shell can: as addWebMessageListener's object or addJavascriptInterface's.
 */
import { sha256Hex, type LocalFile } from '@marquee/sdk';
import {
  ANDROID_BRIDGE_VERSION,
  base64ToBytes,
  bytesToBase64,
  type AndroidInfo,
  type BridgeReply,
  type BridgeRequest,
} from '../protocol.js';
import {
  javascriptInterfaceTransport,
  webMessageTransport,
  type BridgeTransport,
} from '../transport.js';

export interface FakeShellOptions {
  served: ReadonlyMap<string, Uint8Array>;
  /** The box's persistent storage: SharedPreferences and the files dir. */
  preferences?: Map<string, string>;
  files?: Map<string, { bytes: Uint8Array; file: LocalFile }>;
  capabilities?: string[];
  /** What the user answers on a runtime permission prompt. */
  permissionAnswer?: 'granted' | 'denied';
  chunkBytes?: number;
}

export const FULL_ANDROID_CAPABILITIES = [
  'reboot',
  'display-power',
  'kiosk-mode',
  'android-permissions',
  'location',
  'local-files',
  'native-fetch',
  'screenshot',
  'volume',
  'orientation',
];

/** A 1x1 JPEG, what PixelCopy + Bitmap.compress(JPEG) send for a one-pixel window. */
const ONE_PIXEL_JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

class ShellError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class FakeAndroidShell {
  readonly preferences: Map<string, string>;
  readonly files: Map<string, { bytes: Uint8Array; file: LocalFile }>;
  readonly received: BridgeRequest[] = [];
  screenOn = true;
  kiosk = false;
  volume = 50;
  rotation = 0;
  rebootCount = 0;
  /** Heartbeats the page sent (the shell's watchdog counts on them). */
  beats = 0;
  private readonly permissions = new Map<string, 'granted' | 'denied'>();
  private listeners: ((message: string) => void)[] = [];

  constructor(private readonly options: FakeShellOptions) {
    this.preferences = options.preferences ?? new Map<string, string>();
    this.files = options.files ?? new Map<string, { bytes: Uint8Array; file: LocalFile }>();
  }

  /** The page side of addWebMessageListener: `window.MarqueeHost`. */
  webMessageTransport(): BridgeTransport {
    const listeners: ((event: { data: unknown }) => void)[] = [];
    this.listeners.push((message) => listeners.forEach((l) => l({ data: message })));
    return webMessageTransport({
      postMessage: (message) => this.receive(message),
      addEventListener: (_type, listener) => void listeners.push(listener),
    });
  }

  /** The page side of addJavascriptInterface: `window.MarqueeHostLegacy` + evaluateJavascript replies. */
  javascriptInterfaceTransport(): BridgeTransport {
    const win: Record<string, unknown> = {};
    this.listeners.push((message) =>
      (win.__marqueeHostReply as (m: string) => void | undefined)?.(message),
    );
    return javascriptInterfaceTransport({ postMessage: (m) => this.receive(m) }, win);
  }

  private send(reply: BridgeReply) {
    const text = JSON.stringify(reply);
    setTimeout(() => this.listeners.forEach((l) => l(text)), 0);
  }

  private receive(message: string) {
    const request = JSON.parse(message) as BridgeRequest;
    this.received.push(request);
    const { id } = request;
    this.handle(request).then(
      (value) => this.send({ v: ANDROID_BRIDGE_VERSION, id, ok: true, value: value ?? null }),
      (error: unknown) =>
        this.send({
          v: ANDROID_BRIDGE_VERSION,
          id,
          ok: false,
          error:
            error instanceof ShellError
              ? { code: error.code, message: error.message }
              : { code: 'PLATFORM_ERROR', message: String(error) },
        }),
    );
  }

  private can(capability: string) {
    const capabilities = this.options.capabilities ?? FULL_ANDROID_CAPABILITIES;
    if (!capabilities.includes(capability))
      throw new ShellError('METHOD_NOT_AVAILABLE', `${capability} is not available on this box`);
  }

  private async handle({ id, method, args }: BridgeRequest): Promise<unknown> {
    // The bridge passes strings and numbers; anything else reads as absent.
    const text = (key: string) => {
      const value = args[key];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    };
    switch (method) {
      case 'getInfo':
        return {
          apiVersion: ANDROID_BRIDGE_VERSION,
          deviceId: 'android-3f9c2a71d0e4b5a6',
          model: 'Philips 10BDL4151T',
          serial: 'AB1234567',
          osVersion: 'Android 11 (API 30)',
          screen: { width: 1920, height: 1080 },
          capabilities: this.options.capabilities ?? FULL_ANDROID_CAPABILITIES,
        } satisfies AndroidInfo;
      case 'power.reboot':
        this.can('reboot');
        this.rebootCount++;
        return null;
      case 'power.displayOn':
      case 'power.displayOff':
        this.can('display-power');
        this.screenOn = method === 'power.displayOn';
        return null;
      case 'power.isDisplayOn':
        this.can('display-power');
        return this.screenOn;
      case 'kiosk.enable':
      case 'kiosk.disable':
        this.can('kiosk-mode');
        this.kiosk = method === 'kiosk.enable';
        return null;
      case 'kiosk.isEnabled':
        this.can('kiosk-mode');
        return this.kiosk;
      case 'permissions.check':
        this.can('android-permissions');
        return this.permissions.get(text('name')) ?? 'prompt';
      case 'permissions.request': {
        this.can('android-permissions');
        const answer =
          this.permissions.get(text('name')) ?? this.options.permissionAnswer ?? 'granted';
        this.permissions.set(text('name'), answer);
        return answer;
      }
      case 'getLocation':
        this.can('location');
        return { latitude: 48.2082, longitude: 16.3738, accuracyM: 12 };
      case 'files.download':
        this.can('local-files');
        return this.download(
          id,
          text('url'),
          args.name as string | null,
          args.checksum as string | null,
        );
      case 'files.list':
        this.can('local-files');
        return [...this.files.values()].map((f) => f.file);
      case 'files.delete':
        this.can('local-files');
        this.files.delete(text('name'));
        return null;
      case 'files.freeSpace':
        this.can('local-files');
        return 16_000_000_000 - [...this.files.values()].reduce((s, f) => s + f.bytes.length, 0);
      case 'screen.capture':
        this.can('screenshot');
        return { mimeType: 'image/jpeg', base64: ONE_PIXEL_JPEG, width: 1, height: 1 };
      case 'volume.getVolume':
        this.can('volume');
        return this.volume;
      case 'volume.setVolume': {
        this.can('volume');
        // Like MethodRouter.kt: a whole number 0-100, else INVALID_ARGUMENT.
        const level = args.level;
        if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 100)
          throw new ShellError('INVALID_ARGUMENT', 'Volume must be a whole number from 0 to 100');
        this.volume = level;
        return null;
      }
      case 'orientation.getRotation':
        this.can('orientation');
        return this.rotation;
      case 'orientation.setRotation': {
        this.can('orientation');
        const degrees = args.degrees;
        if (typeof degrees !== 'number' || ![0, 90, 180, 270].includes(degrees))
          throw new ShellError('INVALID_ARGUMENT', 'Rotation must be 0, 90, 180 or 270');
        this.rotation = degrees;
        return null;
      }
      case 'state.get':
        return this.preferences.get(text('key')) ?? null;
      case 'state.set':
        this.preferences.set(text('key'), text('json'));
        return null;
      case 'state.remove':
        this.preferences.delete(text('key'));
        return null;
      case 'state.keys':
        return [...this.preferences.keys()];
      case 'heartbeat':
        this.beats++;
        return null;
      case 'fetch': {
        const bytes = this.options.served.get(text('url'));
        return {
          status: bytes ? 200 : 404,
          statusText: bytes ? 'OK' : 'Not Found',
          headers: [['content-length', String(bytes?.length ?? 0)]],
          bodyBase64: bytesToBase64(bytes ?? new Uint8Array()),
        };
      }
      default:
        throw new ShellError('METHOD_NOT_AVAILABLE', `Unknown method ${String(method)}`);
    }
  }

  private async download(id: string, url: string, name: string | null, checksum: string | null) {
    const bytes = this.options.served.get(url);
    if (!bytes) throw new ShellError('NETWORK_ERROR', `HTTP 404 for ${url}`);
    const chunk = this.options.chunkBytes ?? 64 * 1024;
    for (let loaded = chunk; loaded < bytes.length + chunk; loaded += chunk)
      this.send({
        v: ANDROID_BRIDGE_VERSION,
        id,
        progress: { loadedBytes: Math.min(loaded, bytes.length), totalBytes: bytes.length },
      });
    const actual = await sha256Hex(bytes);
    if (checksum && checksum !== actual)
      throw new ShellError('CHECKSUM_MISMATCH', `Checksum of ${url} is ${actual}`);
    const fileName = name ?? actual;
    const file: LocalFile = {
      name: fileName,
      url: `https://appassets.androidplatform.net/files/marquee-files/${encodeURIComponent(fileName)}`,
      sourceUrl: url,
      sizeBytes: bytes.length,
      checksum: actual,
    };
    this.files.set(fileName, { bytes: base64ToBytes(bytesToBase64(bytes)), file });
    return file;
  }
}
