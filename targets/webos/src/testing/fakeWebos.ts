/**
 * A fake LG webOS Signage set behind PalmServiceBridge: the Luna services the host calls, with
 * the bus's shapes (JSON string parameters in, one JSON string answer on onservicecallback,
 * `returnValue` false with errorCode/errorText on failure). Unknown URIs answer like the bus:
 * -32601 "Unknown method".
 */
import type { LunaResponse, PalmServiceBridge } from '../luna.js';

type Handler = (parameters: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface FakeWebosOptions {
  served: ReadonlyMap<string, Uint8Array>;
  /** Internal storage (path -> bytes); share it between two fakes to model a reboot. */
  files?: Map<string, Uint8Array>;
  storageCapacityBytes?: number;
  /** A consumer TV has no signage storage service. */
  signage?: boolean;
  /** getSystemInfo knows only the keys LG documents and refuses a call with any other. */
  documentedSystemKeysOnly?: boolean;
}

export interface FakeWebosDevice {
  newBridge: () => PalmServiceBridge;
  files: Map<string, Uint8Array>;
  calls: { uri: string; parameters: Record<string, unknown> }[];
  powerState: 'Active' | 'Screen Off';
  rebootCount: number;
}

class LunaFailure extends Error {
  constructor(
    readonly errorCode: number | string,
    readonly errorText: string,
  ) {
    super(errorText);
  }
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function createFakeWebos(options: FakeWebosOptions): FakeWebosDevice {
  const files = options.files ?? new Map<string, Uint8Array>();
  const capacity = options.storageCapacityBytes ?? 4_000_000_000;
  const device: FakeWebosDevice = {
    newBridge: () => bridge(),
    files,
    calls: [],
    powerState: 'Active',
    rebootCount: 0,
  };
  const need = (parameters: Record<string, unknown>, key: string) => {
    const value = parameters[key];
    if (typeof value !== 'string' || value === '')
      throw new LunaFailure('BAD_PARAMETERS', `${key} is required`);
    return value;
  };
  const storage: Record<string, Handler> = {
    async downloadFile(p) {
      const source = need(p, 'source');
      const destination = need(p, 'destination');
      const bytes = options.served.get(source);
      if (!bytes) throw new LunaFailure('IO_ERROR', `Download failed: HTTP 404 for ${source}`);
      files.set(destination, bytes.slice());
      return {};
    },
    async readFile(p) {
      const path = need(p, 'path');
      const bytes = files.get(path);
      if (!bytes) throw new LunaFailure('IO_ERROR', `No such file: ${path}`);
      if (p.encoding !== 'base64') throw new LunaFailure('BAD_PARAMETERS', 'Unsupported encoding');
      return { data: bytesToBase64(bytes) };
    },
    async moveFile(p) {
      const from = need(p, 'originalPath');
      const to = need(p, 'newPath');
      const bytes = files.get(from);
      if (!bytes) throw new LunaFailure('IO_ERROR', `No such file: ${from}`);
      files.delete(from);
      files.set(to, bytes);
      return {};
    },
    async removeFile(p) {
      const path = need(p, 'file');
      if (!files.delete(path)) throw new LunaFailure('IO_ERROR', `No such file: ${path}`);
      return {};
    },
    async listFiles(p) {
      const dir = `${need(p, 'path')}/`;
      const listed = [...files.entries()]
        .filter(([path]) => path.startsWith(dir) && !path.slice(dir.length).includes('/'))
        .map(([path, bytes]) => ({
          name: path.slice(dir.length),
          type: 'file',
          size: bytes.length,
        }));
      return { files: listed, totalCount: listed.length };
    },
    async getStorageInfo() {
      const used = [...files.values()].reduce((sum, b) => sum + b.length, 0);
      return {
        free: Math.floor((capacity - used) / 1024),
        total: Math.floor(capacity / 1024),
        used: Math.floor(used / 1024),
      };
    },
  };
  const power: Record<string, Handler> = {
    async reboot(p) {
      need(p, 'reason');
      device.rebootCount++;
      return {};
    },
    async turnOffScreen() {
      device.powerState = 'Screen Off';
      return {};
    },
    async turnOnScreen() {
      device.powerState = 'Active';
      return {};
    },
    async getPowerState() {
      return { state: device.powerState };
    },
  };
  const services: Record<string, Record<string, Handler>> = {
    'luna://com.webos.service.tvpower/power': power,
    'luna://com.webos.service.tv.systemproperty': {
      async getSystemInfo(p) {
        const all: Record<string, string> = {
          modelName: '55UH5F-H',
          firmwareVersion: '04.71.60',
          serialNumber: '912KCZB2N123',
        };
        const keys = (p.keys as string[] | undefined) ?? [];
        // A firmware that knows only the documented keys refuses the whole call.
        if (options.documentedSystemKeysOnly && keys.includes('serialNumber'))
          throw new LunaFailure('ERR.001', 'Invalid Parameters');
        return Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]]));
      },
    },
    'luna://com.webos.service.sm/deviceid': {
      async getIDs() {
        return { idList: [{ idType: 'LGUDID', idValue: 'a1b2c3d4-webos-udid' }] };
      },
    },
  };
  if (options.signage !== false)
    services['luna://com.webos.service.commercial.signage.storageservice'] = storage;

  async function answer(uri: string, raw: string): Promise<LunaResponse> {
    const parameters = JSON.parse(raw) as Record<string, unknown>;
    device.calls.push({ uri, parameters });
    const slash = uri.lastIndexOf('/');
    const handler = services[uri.slice(0, slash)]?.[uri.slice(slash + 1)];
    if (!handler) return { returnValue: false, errorCode: -32601, errorText: 'Unknown method' };
    try {
      return { returnValue: true, ...(await handler(parameters)) };
    } catch (error) {
      if (!(error instanceof LunaFailure)) throw error;
      return { returnValue: false, errorCode: error.errorCode, errorText: error.errorText };
    }
  }

  function bridge(): PalmServiceBridge {
    const instance: PalmServiceBridge = {
      onservicecallback: null,
      call(uri, parameters) {
        // The bus answers asynchronously, as a JSON string.
        setTimeout(() => {
          void answer(uri, parameters).then((response) =>
            instance.onservicecallback?.(JSON.stringify(response)),
          );
        }, 0);
      },
      cancel() {
        instance.onservicecallback = null;
      },
    };
    return instance;
  }
  return device;
}
