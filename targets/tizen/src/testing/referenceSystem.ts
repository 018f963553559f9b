/**
 * tizen.systeminfo, tizen.tvaudiocontrol (@types/tizen-common-web) and webapis.productinfo
 * (@types/tizen-tv-webapis), as their references describe them:
 * - systeminfo.getPropertyValue(property, onSuccess, onError) is asynchronous; an unsupported
 *   property reaches onError as NotSupportedError (Tizen 2.3+). DISPLAY gives resolutionWidth/
 *   Height, dotsPerInch, physical size and brightness; STORAGE gives `units` with capacity and
 *   availableCapacity in bytes.
 * - systeminfo.getCapability(key) is synchronous; the fake knows the platform version and the
 *   screen size keys, and throws UnknownError (the only error its reference lists) otherwise.
 * - tvaudiocontrol: setVolume(0..100, else InvalidValuesError), getVolume, setMute, isMute.
 *   The tv.audio privilege is needed before Tizen 5.0 only (deprecated since 5.0).
 * - productinfo getters need http://developer.samsung.com/privilege/productinfo.
 */
import type { AudioControlManager, SystemInfo } from 'tizen-common-web';
import type { ProductInfoManager } from 'tizen-tv-webapis';
import { tizenError } from './referenceErrors.js';
import type { FileStore } from './referenceFileStore.js';

export type ReferenceSystemInfo = Pick<SystemInfo, 'getCapability' | 'getPropertyValue'>;
export type ReferenceAudioControl = Pick<
  AudioControlManager,
  'setVolume' | 'getVolume' | 'setMute' | 'isMute'
>;
export type ReferenceProductInfo = Pick<
  ProductInfoManager,
  'getDuid' | 'getRealModel' | 'getModel' | 'getModelCode' | 'getFirmware' | 'getVersion'
>;

export const PRODUCTINFO_PRIVILEGE = 'http://developer.samsung.com/privilege/productinfo';
export const TV_AUDIO_PRIVILEGE = 'http://tizen.org/privilege/tv.audio';

export interface SystemState {
  platformVersion: string;
  screen: { width: number; height: number };
  volume: number;
  muted: boolean;
  product: { duid: string; realModel: string; model: string; modelCode: string; firmware: string };
}

export const versionAtLeast = (version: string, wanted: string) => {
  const [a = 0, b = 0] = version.split('.').map(Number);
  const [c = 0, d = 0] = wanted.split('.').map(Number);
  return a > c || (a === c && b >= d);
};

export function createSystemInfo(
  state: SystemState,
  store: FileStore,
  later: (run: () => void) => void,
): ReferenceSystemInfo {
  const capabilities: Record<string, string | number> = {
    'http://tizen.org/feature/platform.version': state.platformVersion,
    'http://tizen.org/feature/screen.width': state.screen.width,
    'http://tizen.org/feature/screen.height': state.screen.height,
  };
  const property = (name: string): object | undefined => {
    if (name === 'DISPLAY')
      return {
        resolutionWidth: state.screen.width,
        resolutionHeight: state.screen.height,
        dotsPerInchWidth: 80,
        dotsPerInchHeight: 80,
        physicalWidth: 1210,
        physicalHeight: 680,
        brightness: 1,
      };
    if (name === 'STORAGE')
      return {
        units: [
          {
            type: 'INTERNAL',
            capacity: store.capacityBytes,
            availableCapacity: store.capacityBytes - store.usedBytes(),
            isRemovable: false,
            isRemoveable: false,
          },
        ],
      };
    return undefined;
  };
  return {
    getCapability(key) {
      if (!(key in capabilities)) throw tizenError('UnknownError', `Unknown capability ${key}`);
      return capabilities[key];
    },
    getPropertyValue(name, onSuccess, onError) {
      later(() => {
        const value = property(name);
        if (!value) return onError?.(tizenError('NotSupportedError', `Unsupported ${name}`));
        onSuccess(value as Parameters<typeof onSuccess>[0]);
      });
    },
  };
}

export function createAudioControl(
  state: SystemState,
  need: (privilege: string) => void,
): ReferenceAudioControl {
  const check = () => {
    if (!versionAtLeast(state.platformVersion, '5.0')) need(TV_AUDIO_PRIVILEGE);
  };
  return {
    setVolume(volume) {
      check();
      if (!Number.isInteger(volume) || volume < 0 || volume > 100)
        throw tizenError('InvalidValuesError', `Volume must be 0..100, got ${volume}`);
      state.volume = volume;
    },
    getVolume: () => (check(), state.volume),
    setMute(mute) {
      check();
      state.muted = mute;
    },
    isMute: () => (check(), state.muted),
  };
}

export function createProductInfo(
  state: SystemState,
  need: (privilege: string) => void,
): ReferenceProductInfo {
  const get = (value: () => string) => () => (need(PRODUCTINFO_PRIVILEGE), value());
  return {
    getDuid: get(() => state.product.duid),
    getRealModel: get(() => state.product.realModel),
    getModel: get(() => state.product.model),
    getModelCode: get(() => state.product.modelCode),
    getFirmware: get(() => state.product.firmware),
    getVersion: get(() => '2.0'),
  };
}
