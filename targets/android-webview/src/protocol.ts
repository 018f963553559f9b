/**
 * The JSON protocol between the player and the Android shell (README: "Bridge protocol").
 * Every message is one JSON string. The page sends requests; the shell answers each with one
 * response carrying the same id, preceded for downloads by progress messages.
 */
export const ANDROID_BRIDGE_VERSION = 1;

export interface BridgeRequest {
  v: typeof ANDROID_BRIDGE_VERSION;
  id: string;
  method: AndroidMethod;
  args: Record<string, unknown>;
}

export type BridgeReply =
  | { v: 1; id: string; ok: true; value: unknown }
  | { v: 1; id: string; ok: false; error: { code: string; message: string } }
  | { v: 1; id: string; progress: { loadedBytes: number; totalBytes: number | null } };

/** Every method the shell implements, with its arguments -> result. */
export const ANDROID_METHODS = [
  /** {} -> AndroidInfo */
  'getInfo',
  /** {} -> null */
  'power.reboot',
  'power.displayOn',
  'power.displayOff',
  /** {} -> boolean */
  'power.isDisplayOn',
  'kiosk.enable',
  'kiosk.disable',
  'kiosk.isEnabled',
  /** {name} -> 'granted' | 'denied' | 'prompt' */
  'permissions.check',
  'permissions.request',
  /** {} -> {latitude, longitude, accuracyM} */
  'getLocation',
  /** {url, name, checksum?} -> LocalFile; progress messages on the way */
  'files.download',
  /** {} -> LocalFile[] */
  'files.list',
  /** {name} -> null */
  'files.delete',
  /** {} -> number (bytes) */
  'files.freeSpace',
  /** {key} -> string | null (the stored JSON text) */
  'state.get',
  /** {key, json} -> null */
  'state.set',
  'state.remove',
  /** {} -> string[] */
  'state.keys',
  /** {url, method, headers, bodyBase64} -> {status, statusText, headers, bodyBase64} */
  'fetch',
  /** {} -> {mimeType, base64, width, height} (sdk Screenshot) */
  'screen.capture',
  /** {} -> number 0-100 */
  'volume.getVolume',
  /** {level: 0-100} -> null */
  'volume.setVolume',
  /** {} -> 0 | 90 | 180 | 270 */
  'orientation.getRotation',
  /** {degrees: 0 | 90 | 180 | 270} -> null */
  'orientation.setRotation',
  /** {} -> null: the player is alive and drawing (the shell's watchdog; src/heartbeat.ts) */
  'heartbeat',
] as const;
export type AndroidMethod = (typeof ANDROID_METHODS)[number];

/** What `getInfo` answers: identity and what this box can do. */
export interface AndroidInfo {
  apiVersion: number;
  deviceId: string;
  model: string;
  serial?: string;
  osVersion: string;
  screen: { width: number; height: number };
  /** Capability names (sdk CAPABILITIES) the shell supports on this device. */
  capabilities: string[];
}

export interface FetchReply {
  status: number;
  statusText: string;
  headers: [string, string][];
  bodyBase64: string;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
