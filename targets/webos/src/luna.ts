import { HostError, type HostErrorCode } from '@marquee/sdk';

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

export class LunaError extends Error {
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

/** A failed Luna call as the HostError the player understands. */
export function hostErrorOf(error: unknown, code: HostErrorCode = 'PLATFORM_ERROR'): HostError {
  if (error instanceof HostError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new HostError(code, message, { cause: error });
}

/** Luna services the webOS host uses. */
export const LUNA = {
  storage: 'luna://com.webos.service.commercial.signage.storageservice',
  power: 'luna://com.webos.service.tvpower/power',
  systemProperty: 'luna://com.webos.service.tv.systemproperty',
  deviceId: 'luna://com.webos.service.sm/deviceid',
} as const;
