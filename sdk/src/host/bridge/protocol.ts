import type { Capability } from '../capabilities.js';
import type { PlatformType } from '../../model/index.js';
import type { DownloadProgress } from '../localFiles.js';

/**
 * The postMessage protocol between a player in an iframe and the HostAPI of its parent frame.
 * Every message carries BRIDGE_TAG so that either side ignores the page's other messages; a
 * request has an id that its progress messages and its one response repeat.
 */
export const BRIDGE_TAG = 'marquee-host-bridge/1';

/** The window the other side posts to (`iframe.contentWindow` or `window.parent`). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The window a side listens on for answers and requests (its own `window`). */
export interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface BridgeRequest {
  tag: typeof BRIDGE_TAG;
  kind: 'request';
  id: string;
  method: string;
  args: unknown[];
}

export interface BridgeProgress {
  tag: typeof BRIDGE_TAG;
  kind: 'progress';
  id: string;
  progress: DownloadProgress;
}

export type BridgeResponse =
  | { tag: typeof BRIDGE_TAG; kind: 'response'; id: string; ok: true; value: unknown }
  | {
      tag: typeof BRIDGE_TAG;
      kind: 'response';
      id: string;
      ok: false;
      error: { code: string; message: string };
    };

export type BridgeMessage = BridgeRequest | BridgeProgress | BridgeResponse;

/** What the child learns once, at connection, so that `platform` and `supports` answer at once. */
export interface HostDescription {
  platform: PlatformType;
  apiVersion: number;
  capabilities: Capability[];
}

export function isBridgeMessage(data: unknown): data is BridgeMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { tag?: unknown }).tag === BRIDGE_TAG &&
    typeof (data as { id?: unknown }).id === 'string'
  );
}

/** Methods the parent answers; anything else is refused, so a frame cannot reach further. */
export const BRIDGE_METHODS = [
  'describe',
  'getDeviceInfo',
  'getLocation',
  'fetch',
  'power.reboot',
  'power.displayOn',
  'power.displayOff',
  'power.isDisplayOn',
  'power.sleep',
  'power.wake',
  'power.isAsleep',
  'kiosk.enable',
  'kiosk.disable',
  'kiosk.isEnabled',
  'permissions.check',
  'permissions.request',
  'files.download',
  'files.list',
  'files.delete',
  'files.freeSpace',
  'localState.get',
  'localState.set',
  'localState.remove',
  'localState.keys',
  'video.prepare',
  'video.play',
  'video.stop',
  'video.release',
  'screen.capture',
  'volume.getVolume',
  'volume.setVolume',
  'orientation.getRotation',
  'orientation.setRotation',
] as const;
export type BridgeMethod = (typeof BRIDGE_METHODS)[number];
