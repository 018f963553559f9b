import { CAPABILITIES } from '../capabilities.js';
import type { HostAPI, Rotation } from '../hostApi.js';
import { HostError, toHostError } from '../hostError.js';
import type { DownloadOptions } from '../localFiles.js';
import type { JsonValue } from '../localState.js';
import { decodeRequestInit, encodeResponse, type EncodedRequest } from './fetchCodec.js';
import {
  BRIDGE_METHODS,
  BRIDGE_TAG,
  isBridgeMessage,
  type BridgeMethod,
  type BridgeRequest,
  type HostDescription,
  type MessageSource,
  type MessageTarget,
} from './protocol.js';

export interface ExposeHostOptions {
  /** Origin of the player frame; requests from any other origin are ignored, answers go only there. */
  origin: string;
  /** The window to listen on; the global window by default. */
  self?: MessageSource;
}

export interface ExposedHost {
  /** Stops answering the frame. */
  close(): void;
}

type Handler = (host: HostAPI, args: unknown[], request: BridgeRequest) => Promise<unknown>;

/**
 * Lets the player in `targetWindow` (an iframe's contentWindow) call `host` from the parent
 * page, e.g. a TV frame that owns the platform APIs. Only messages from that window and origin
 * are answered, and only the methods of BRIDGE_METHODS.
 */
export function exposeHost(
  host: HostAPI,
  targetWindow: MessageTarget,
  options: ExposeHostOptions,
): ExposedHost {
  const self: MessageSource = options.self ?? globalThis;
  const post = (message: unknown) => targetWindow.postMessage(message, options.origin);

  const handlers = methodHandlers((request, loadedBytes, totalBytes) =>
    post({
      tag: BRIDGE_TAG,
      kind: 'progress',
      id: request.id,
      progress: { loadedBytes, totalBytes },
    }),
  );

  const listener = (event: MessageEvent) => {
    if (event.source !== targetWindow || event.origin !== options.origin) return;
    const data: unknown = event.data;
    if (!isBridgeMessage(data) || data.kind !== 'request') return;
    void answer(data);
  };

  async function answer(request: BridgeRequest) {
    try {
      const handler = (BRIDGE_METHODS as readonly string[]).includes(request.method)
        ? handlers[request.method as BridgeMethod]
        : undefined;
      if (!handler)
        throw new HostError(
          'METHOD_NOT_AVAILABLE',
          `The host bridge has no method ${request.method}`,
        );
      const value = await handler(host, Array.isArray(request.args) ? request.args : [], request);
      post({ tag: BRIDGE_TAG, kind: 'response', id: request.id, ok: true, value });
    } catch (error) {
      const { code, message } = toHostError(error);
      post({
        tag: BRIDGE_TAG,
        kind: 'response',
        id: request.id,
        ok: false,
        error: { code, message },
      });
    }
  }

  self.addEventListener('message', listener);
  return { close: () => self.removeEventListener('message', listener) };
}

function methodHandlers(
  progress: (request: BridgeRequest, loadedBytes: number, totalBytes: number | null) => void,
): Record<BridgeMethod, Handler> {
  const str = (value: unknown) => String(value);
  return {
    describe: async (host): Promise<HostDescription> => ({
      platform: host.platform,
      apiVersion: host.apiVersion,
      capabilities: CAPABILITIES.filter((capability) => host.supports(capability)),
    }),
    getDeviceInfo: (host) => host.getDeviceInfo(),
    getLocation: (host) => host.getLocation(),
    fetch: async (host, [url, init]) =>
      encodeResponse(await host.fetch(str(url), decodeRequestInit(init as EncodedRequest))),
    'power.reboot': (host) => host.power.reboot(),
    'power.displayOn': (host) => host.power.displayOn(),
    'power.displayOff': (host) => host.power.displayOff(),
    'power.isDisplayOn': (host) => host.power.isDisplayOn(),
    'power.sleep': (host) => host.power.sleep(),
    'power.wake': (host) => host.power.wake(),
    'power.isAsleep': (host) => host.power.isAsleep(),
    'kiosk.enable': (host) => host.kiosk.enable(),
    'kiosk.disable': (host) => host.kiosk.disable(),
    'kiosk.isEnabled': (host) => host.kiosk.isEnabled(),
    'permissions.check': (host, [name]) => host.permissions.check(str(name)),
    'permissions.request': (host, [name]) => host.permissions.request(str(name)),
    'files.download': (host, [url, options], request) => {
      const { checksum, name } = (options ?? {}) as DownloadOptions;
      return host.files.download(str(url), {
        ...(checksum === undefined ? {} : { checksum }),
        ...(name === undefined ? {} : { name }),
        onProgress: (p) => progress(request, p.loadedBytes, p.totalBytes),
      });
    },
    'files.list': (host) => host.files.list(),
    'files.delete': (host, [name]) => host.files.delete(str(name)),
    'files.freeSpace': (host) => host.files.freeSpace(),
    'localState.get': (host, [key]) => host.localState.get(str(key)),
    'localState.set': (host, [key, value]) => host.localState.set(str(key), value as JsonValue),
    'localState.remove': (host, [key]) => host.localState.remove(str(key)),
    'localState.keys': (host) => host.localState.keys(),
    'video.prepare': (host, [url, rect]) =>
      host.video.prepare(str(url), rect as Parameters<HostAPI['video']['prepare']>[1]),
    'video.play': (host, [handle]) => host.video.play(str(handle)),
    'video.stop': (host, [handle]) => host.video.stop(str(handle)),
    'video.release': (host, [handle]) => host.video.release(str(handle)),
    'screen.capture': (host) => host.screen.capture(),
    'volume.getVolume': (host) => host.volume.getVolume(),
    'volume.setVolume': (host, [level]) => host.volume.setVolume(Number(level)),
    'orientation.getRotation': (host) => host.orientation.getRotation(),
    'orientation.setRotation': (host, [rotation]) =>
      host.orientation.setRotation(Number(rotation) as Rotation),
  };
}
