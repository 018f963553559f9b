import {
  checkedRotation,
  checkedVolume,
  isCapability,
  localFileName,
  methodNotAvailable,
  type Capability,
  type DeviceInfo,
  type HostAPI,
  type HostFetch,
  type JsonValue,
  type LocalFile,
  type LocalState,
  type Rotation,
} from '@marquee/sdk';
import { bridgeClient, type BridgeCall } from './bridgeClient.js';
import { base64ToBytes, bytesToBase64, type AndroidInfo, type FetchReply } from './protocol.js';
import type { BridgeTransport } from './transport.js';

/** Native fetch through the shell (OkHttp on the device): no CORS, the box's own network stack. */
function nativeFetch(call: BridgeCall): HostFetch {
  return async (input, init = {}) => {
    const request = new Request(input, init);
    const body =
      init.body == null ? '' : bytesToBase64(new Uint8Array(await request.arrayBuffer()));
    const reply = await call<FetchReply>('fetch', {
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      bodyBase64: body,
    });
    const nullBody = [101, 204, 205, 304].includes(reply.status);
    return new Response(nullBody ? null : base64ToBytes(reply.bodyBase64), {
      status: reply.status,
      statusText: reply.statusText,
      headers: reply.headers,
    });
  };
}

/** Local state in the shell's SharedPreferences (survives clearing the WebView's data). */
function nativeState(call: BridgeCall): LocalState {
  return {
    async get<T extends JsonValue = JsonValue>(key: string) {
      const text = await call<string | null>('state.get', { key });
      if (text === null) return undefined;
      try {
        return JSON.parse(text) as T;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => call('state.set', { key, json: JSON.stringify(value) }),
    remove: (key) => call('state.remove', { key }),
    keys: () => call<string[]>('state.keys'),
  };
}

/**
 * The HostAPI of the Android shell (targets/android-webview/app) over its injected bridge. It
 * asks the shell once what the box can do (`getInfo`); a method of a capability the shell does
 * not report is refused here with METHOD_NOT_AVAILABLE without a round trip.
 */
export async function createAndroidHost(
  transport: BridgeTransport,
  options: { timeoutMs?: number } = {},
): Promise<HostAPI> {
  const call = bridgeClient(transport, options.timeoutMs);
  const info = await call<AndroidInfo>('getInfo');
  const capabilities = new Set<Capability>(info.capabilities.filter(isCapability));
  const via =
    <A extends unknown[], R>(
      capability: Capability,
      method: string,
      run: (...args: A) => Promise<R>,
    ) =>
    (...args: A): Promise<R> =>
      capabilities.has(capability)
        ? run(...args)
        : Promise.reject(methodNotAvailable('android', method));
  const simple = (capability: Capability, method: Parameters<BridgeCall>[0]) =>
    via(capability, method, () => call<never>(method));

  return {
    platform: 'android',
    apiVersion: info.apiVersion,
    supports: (capability) => capabilities.has(capability),
    localState: nativeState(call),
    fetch: nativeFetch(call),
    power: {
      reboot: simple('reboot', 'power.reboot'),
      displayOn: simple('display-power', 'power.displayOn'),
      displayOff: simple('display-power', 'power.displayOff'),
      isDisplayOn: simple('display-power', 'power.isDisplayOn'),
      // Android boxes have no standby an app may enter and leave again.
      sleep: () => Promise.reject(methodNotAvailable('android', 'power.sleep')),
      wake: () => Promise.reject(methodNotAvailable('android', 'power.wake')),
      isAsleep: () => Promise.reject(methodNotAvailable('android', 'power.isAsleep')),
    },
    kiosk: {
      enable: simple('kiosk-mode', 'kiosk.enable'),
      disable: simple('kiosk-mode', 'kiosk.disable'),
      isEnabled: simple('kiosk-mode', 'kiosk.isEnabled'),
    },
    permissions: {
      check: via('android-permissions', 'permissions.check', (name: string) =>
        call('permissions.check', { name }),
      ),
      request: via('android-permissions', 'permissions.request', (name: string) =>
        call('permissions.request', { name }),
      ),
    },
    getLocation: simple('location', 'getLocation'),
    files: {
      download: via('local-files', 'files.download', (url: string, opts = {}) =>
        call<LocalFile>(
          'files.download',
          { url, name: localFileName(url, opts), checksum: opts.checksum?.toLowerCase() ?? null },
          { onProgress: opts.onProgress },
        ),
      ),
      list: simple('local-files', 'files.list'),
      delete: via('local-files', 'files.delete', (name: string) => call('files.delete', { name })),
      freeSpace: simple('local-files', 'files.freeSpace'),
    },
    // PixelCopy of the window (Android 8+), AudioManager's music stream, the activity's
    // requested orientation: the shell reports each capability only where the box has it.
    screen: { capture: simple('screenshot', 'screen.capture') },
    volume: {
      getVolume: simple('volume', 'volume.getVolume'),
      setVolume: via('volume', 'volume.setVolume', async (level: number) => {
        await call('volume.setVolume', { level: checkedVolume(level) });
      }),
    },
    orientation: {
      getRotation: simple('orientation', 'orientation.getRotation'),
      setRotation: via('orientation', 'orientation.setRotation', async (rotation: Rotation) => {
        await call('orientation.setRotation', { degrees: checkedRotation(rotation) });
      }),
    },
    video: {
      prepare: () => Promise.reject(methodNotAvailable('android', 'video.prepare')),
      play: () => Promise.reject(methodNotAvailable('android', 'video.play')),
      stop: () => Promise.reject(methodNotAvailable('android', 'video.stop')),
      release: () => Promise.reject(methodNotAvailable('android', 'video.release')),
    },
    async getDeviceInfo(): Promise<DeviceInfo> {
      return {
        deviceId: info.deviceId,
        platform: 'android',
        apiVersion: info.apiVersion,
        model: info.model,
        serial: info.serial,
        osVersion: info.osVersion,
        screen: info.screen,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
    },
  };
}
