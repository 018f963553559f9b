/**
 * The webOS web engine's bridge to the Luna bus (what webOSTV.js's webOS.service.request wraps):
 * `call(uri, JSON parameters)`; each answer arrives as a JSON string on `onservicecallback`.
 */
export interface PalmServiceBridge {
  onservicecallback: ((message: string) => void) | null;
  call(uri: string, parameters: string): void;
  cancel(): void;
}
export type PalmServiceBridgeFactory = () => PalmServiceBridge;

/** A Luna answer: `returnValue` true with the method's fields, or false with errorCode/errorText. */
export interface LunaResponse {
  returnValue: boolean;
  errorCode?: number | string;
  errorText?: string;
  [field: string]: unknown;
}

class LunaError extends Error {
  constructor(
    readonly uri: string,
    readonly response: LunaResponse,
  ) {
    super(
      `${uri} failed: ${response.errorText ?? 'no reason given'} (${String(response.errorCode)})`,
    );
  }
}

export type LunaCall = (uri: string, parameters?: Record<string, unknown>) => Promise<LunaResponse>;

/** One-shot Luna calls over a fresh PalmServiceBridge each, as promises. */
export function lunaCaller(newBridge: PalmServiceBridgeFactory): LunaCall {
  return (uri, parameters = {}) =>
    new Promise<LunaResponse>((resolve, reject) => {
      const bridge = newBridge();
      bridge.onservicecallback = (message) => {
        bridge.onservicecallback = null;
        let response: LunaResponse;
        try {
          response = JSON.parse(message) as LunaResponse;
        } catch {
          reject(
            new LunaError(uri, { returnValue: false, errorText: `unreadable answer ${message}` }),
          );
          return;
        }
        if (response.returnValue) resolve(response);
        else reject(new LunaError(uri, response));
      };
      bridge.call(uri, JSON.stringify(parameters));
    });
}

/**
 * Luna services the webOS host calls itself (files, power, volume, screenshots and rotation go
 * through LG's SCAP library instead, scapApi.ts), checked against LG's webOS TV references.
 */
export const LUNA = {
  // "TV Device Information", getSystemInfo { keys: [...] } (webOS TV 1.2+).
  systemProperty: 'luna://com.webos.service.tv.systemproperty',
  // "Device Unique ID", deviceid/getIDs { idType: ["LGUDID"] } -> idList (webOS 3.0+).
  deviceId: 'luna://com.webos.service.sm/deviceid',
} as const;

/** getSystemInfo keys LG documents (modelName, firmwareVersion: "Since webOS TV 1.2"). */
export const DOCUMENTED_SYSTEM_KEYS = ['modelName', 'firmwareVersion'] as const;
// unconfirmed: "serialNumber" is not among the documented getSystemInfo keys; asked for alone,
// so a set that refuses it still reports the documented ones.
export const SERIAL_NUMBER_KEY = 'serialNumber';
