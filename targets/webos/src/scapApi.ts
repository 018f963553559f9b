import type {
  ScapDeviceInfo,
  ScapGlobals,
  ScapPower,
  ScapSignage,
  ScapSound,
  ScapStorage,
} from './scap/scapTypes.js';

/**
 * The calls Marquee makes to LG's SCAP (Signage Common Application Platform) JavaScript library,
 * as promises. SCAP's own shape is `new Storage().copyFile(onSuccess, onFailure, options)`; a
 * failure hands `{ errorCode, errorText }` to onFailure. The library is LG's: the package carries
 * it only when the build is given it (README, "SCAP library"); without it `scapFromGlobals`
 * answers null and the host offers none of what SCAP does.
 */

/** A SCAP failure: the `errorCode` / `errorText` SCAP hands to the failure callback. */
export class ScapCallError extends Error {
  constructor(
    readonly call: string,
    readonly errorCode: string,
    readonly errorText: string,
  ) {
    super(`${call} failed: ${errorText || 'no reason given'} (${errorCode || 'no code'})`);
  }
}

type Options<F> = F extends (ok: never, fail: never, options: infer O) => void ? O : never;
type Answer<F> = F extends (ok: (value: infer V) => void, ...rest: never[]) => void ? V : void;
/** A SCAP class's methods as promises: `(options) => Promise<what onSuccess gets>`. */
type Promised<C, K extends keyof C> = {
  [M in K]: (options?: Options<C[M]>) => Promise<Answer<C[M]>>;
};

/** The SCAP methods Marquee uses, by SCAP class (scap/scapTypes.ts), as promises. */
export interface ScapApi {
  storage: Promised<
    ScapStorage,
    | 'copyFile'
    | 'moveFile'
    | 'removeFile'
    | 'listFiles'
    | 'getStorageInfo'
    | 'mkdir'
    | 'readFile'
    | 'statFile'
  >;
  power: Promised<ScapPower, 'executePowerCommand' | 'setDisplayMode' | 'getPowerStatus'>;
  sound: Promised<ScapSound, 'setVolumeLevel' | 'getSoundStatus'>;
  signage: Promised<ScapSignage, 'captureScreen' | 'setPortraitMode'>;
  deviceInfo: Promised<ScapDeviceInfo, 'getPlatformInfo'>;
}

type Callback = (value?: unknown) => void;
type ScapMethod = (onSuccess: Callback, onFailure: Callback, options?: unknown) => void;
type ScapClass = new () => Record<string, unknown>;

/** Wraps one callback-style SCAP method as a promise-returning function. */
function promised(instance: Record<string, unknown>, className: string, method: string) {
  return (options?: unknown) =>
    new Promise<never>((resolve, reject) => {
      const call = `${className}.${method}`;
      const fn = instance[method] as ScapMethod | undefined;
      if (typeof fn !== 'function') {
        reject(new ScapCallError(call, 'NOT_SUPPORTED', `${call} is not in this SCAP library`));
        return;
      }
      const failed = (failure: unknown) => {
        const { errorCode, errorText } = (failure ?? {}) as {
          errorCode?: unknown;
          errorText?: unknown;
        };
        const text = (value: unknown) =>
          typeof value === 'string' || typeof value === 'number' ? String(value) : '';
        reject(new ScapCallError(call, text(errorCode), text(errorText)));
      };
      try {
        fn.call(instance, (value) => resolve((value ?? {}) as never), failed, options);
      } catch (error) {
        failed({ errorCode: 'EXCEPTION', errorText: String(error) });
      }
    });
}

const METHODS = {
  Storage: [
    'copyFile',
    'moveFile',
    'removeFile',
    'listFiles',
    'getStorageInfo',
    'mkdir',
    'readFile',
    'statFile',
  ],
  Power: ['executePowerCommand', 'setDisplayMode', 'getPowerStatus'],
  Sound: ['setVolumeLevel', 'getSoundStatus'],
  Signage: ['captureScreen', 'setPortraitMode'],
  DeviceInfo: ['getPlatformInfo'],
} as const;

/**
 * The SCAP API from the classes SCAP's scripts define on the page (`Storage`, `Power`, `Sound`,
 * `Signage`, `DeviceInfo`), or null when they are not loaded. SCAP's `Storage` replaces the Web
 * Storage interface of the same name, so its presence is told by `copyFile` on its prototype.
 */
export function scapFromGlobals(
  scope: Partial<Record<keyof ScapGlobals, unknown>>,
): ScapApi | null {
  const classes = {} as Record<keyof typeof METHODS, ScapClass>;
  for (const name of Object.keys(METHODS) as (keyof typeof METHODS)[]) {
    const found = scope[name] as ScapClass | undefined;
    if (typeof found !== 'function') return null;
    classes[name] = found;
  }
  if (typeof (classes.Storage.prototype as Record<string, unknown>).copyFile !== 'function')
    return null;
  const wrap = <K extends keyof typeof METHODS>(name: K) => {
    const instance = new classes[name]();
    return Object.fromEntries(
      METHODS[name].map((method) => [method, promised(instance, name, method)]),
    );
  };
  return {
    storage: wrap('Storage'),
    power: wrap('Power'),
    sound: wrap('Sound'),
    signage: wrap('Signage'),
    deviceInfo: wrap('DeviceInfo'),
  } as unknown as ScapApi;
}
