/**
 * SCAP `Power`, `Sound`, `Signage` and `DeviceInfo` as LG's reference and library describe
 * them (types: ../scap/scapTypes.ts):
 * - Power.setDisplayMode({displayMode: "Active" | "Screen Off"}),
 *   executePowerCommand({powerCommand: "reboot" | "powerOff"}), getPowerStatus().
 * - Sound.setVolumeLevel({level: 0..100, volOsdEnabled}); the option is `level`. A level out of
 *   range fails with "SSVL" (the 1.5 library's check and text).
 * - Signage.captureScreen(options) answers {data: base64 JPEG, size, encoding: "base64"}; the
 *   library reads options.imgResolution unchecked, so a call without options throws TypeError.
 * - Signage.setPortraitMode({portraitMode: "90" | "off"}); other values: BAD_PARAMETER from the
 *   library, with its text (including its "OsdPortraintMode" spelling).
 * - DeviceInfo.getPlatformInfo() (the library adds sdkVersion), getNetworkMacInfo().
 * A value the set refuses fails with the library's default code for that method (e.g. "PSDM"
 * for setDisplayMode), as the library fills it in when the set sends none.
 */
import type {
  ScapDeviceInfoConstructor,
  ScapDisplayMode,
  ScapFailure,
  ScapPortraitMode,
  ScapPowerConstructor,
  ScapSignageConstructor,
  ScapSoundConstructor,
} from '../scap/scapTypes.js';
import { failure, toBase64, type InternalStore } from './scapInternalStore.js';
import { onTheSet } from './referenceScapStorage.js';

export interface ScapDeviceState {
  displayMode: ScapDisplayMode;
  rebootCount: number;
  poweredOff: boolean;
  volume: number;
  muted: boolean;
  portraitMode: ScapPortraitMode;
  /** The size of the last capture, by the options it was asked with. */
  lastCapture?: { width: number; height: number; save: boolean };
  screenshot: () => Uint8Array;
  platform: {
    modelName: string;
    serialNumber: string;
    firmwareVersion: string;
    hardwareVersion: string;
  };
  sdkVersion: string;
}

type Record_ = (method: string, options: unknown) => void;

export function createPowerClass(state: ScapDeviceState, record: Record_): ScapPowerConstructor {
  return class ReferencePower {
    static readonly DisplayMode = { DISPLAY_OFF: 'Screen Off', DISPLAY_ON: 'Active' } as const;
    static readonly PowerCommand = { SHUTDOWN: 'powerOff', REBOOT: 'reboot' } as const;

    getPowerStatus(
      onSuccess: (status: {
        displayMode: ScapDisplayMode;
        wakeOnLan: boolean;
        allOnTimer: boolean;
        allOffTimer: boolean;
      }) => void,
      onFailure: ScapFailure,
    ) {
      record('Power.getPowerStatus', undefined);
      onTheSet(
        () => ({
          displayMode: state.displayMode,
          wakeOnLan: false,
          allOnTimer: false,
          allOffTimer: false,
        }),
        onSuccess,
        onFailure,
      );
    }

    setDisplayMode(
      onSuccess: () => void,
      onFailure: ScapFailure,
      options: { displayMode: ScapDisplayMode },
    ) {
      record('Power.setDisplayMode', options);
      onTheSet(
        () => {
          const mode = options?.displayMode;
          if (mode !== 'Active' && mode !== 'Screen Off')
            throw failure('PSDM', 'Power.setDisplayMode returns failure.');
          state.displayMode = mode;
        },
        onSuccess,
        onFailure,
      );
    }

    executePowerCommand(
      onSuccess: () => void,
      onFailure: ScapFailure,
      options: { powerCommand: 'reboot' | 'powerOff' },
    ) {
      record('Power.executePowerCommand', options);
      onTheSet(
        () => {
          if (options?.powerCommand === 'reboot') state.rebootCount++;
          else if (options?.powerCommand === 'powerOff') state.poweredOff = true;
          else throw failure('PEPM', 'Power.executePowerCommand returns failure.');
        },
        onSuccess,
        onFailure,
      );
    }
  };
}

export function createSoundClass(state: ScapDeviceState, record: Record_): ScapSoundConstructor {
  return class ReferenceSound {
    getSoundStatus(
      onSuccess: (status: { level: number; muted: boolean; externalSpeaker: boolean }) => void,
      onFailure: ScapFailure,
    ) {
      record('Sound.getSoundStatus', undefined);
      onTheSet(
        () => ({ level: state.volume, muted: state.muted, externalSpeaker: false }),
        onSuccess,
        onFailure,
      );
    }

    setVolumeLevel(
      onSuccess: () => void,
      onFailure: ScapFailure,
      options: { level: number; volOsdEnabled?: boolean },
    ) {
      record('Sound.setVolumeLevel', options);
      const level = options?.level;
      if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 100)
        return onFailure({
          errorCode: 'SSVL',
          errorText:
            'Sound.setVolumeLevel returns failure. out of range or invalid parameter type.',
        });
      onTheSet(() => void (state.volume = level), onSuccess, onFailure);
    }

    setMuted(onSuccess: () => void, onFailure: ScapFailure, options: { muted: boolean }) {
      record('Sound.setMuted', options);
      onTheSet(() => void (state.muted = options.muted === true), onSuccess, onFailure);
    }
  };
}

export function createSignageClass(
  state: ScapDeviceState,
  store: InternalStore,
  record: Record_,
): ScapSignageConstructor {
  return class ReferenceSignage {
    static readonly OsdPortraitMode = { ON: '90', OFF: 'off' } as const;
    static readonly ImgResolution = { HD: 'HD', FHD: 'FHD' } as const;

    captureScreen(
      onSuccess: (result: { data: string; size: number; encoding: string }) => void,
      onFailure: ScapFailure,
      options: { save?: boolean; thumbnail?: boolean; imgResolution?: 'HD' | 'FHD' },
    ) {
      record('Signage.captureScreen', options);
      const save = options?.save ?? false;
      // As the library: thumbnail, else options.imgResolution read without a check.
      const [width, height] =
        options?.thumbnail === true
          ? [128, 72]
          : options.imgResolution === 'FHD'
            ? [1920, 1080]
            : [1280, 720];
      onTheSet(
        () => {
          const jpeg = state.screenshot();
          const data = toBase64(jpeg);
          store.handOut(data.length);
          state.lastCapture = { width, height, save };
          return { data, size: jpeg.length, encoding: 'base64' };
        },
        onSuccess,
        onFailure,
      );
    }

    setPortraitMode(
      onSuccess: () => void,
      onFailure: ScapFailure,
      options: { portraitMode: ScapPortraitMode },
    ) {
      record('Signage.setPortraitMode', options);
      const mode = options?.portraitMode;
      if (!mode)
        return onFailure({
          errorCode: 'BAD_PARAMETER',
          errorText: 'Signage.setPortraitMode: portraitMode does not exist.',
        });
      if (mode !== '90' && mode !== 'off')
        return onFailure({
          errorCode: 'BAD_PARAMETER',
          errorText: `Signage.setPortraitMode: Unrecognized OsdPortraintMode : ${String(mode)}`,
        });
      onTheSet(() => void (state.portraitMode = mode), onSuccess, onFailure);
    }
  };
}

export function createDeviceInfoClass(
  state: ScapDeviceState,
  record: Record_,
): ScapDeviceInfoConstructor {
  return class ReferenceDeviceInfo {
    getPlatformInfo(
      onSuccess: (
        info: ScapDeviceState['platform'] & { sdkVersion: string; manufacturer: string },
      ) => void,
      onFailure: ScapFailure,
    ) {
      record('DeviceInfo.getPlatformInfo', undefined);
      onTheSet(
        () => ({ ...state.platform, manufacturer: 'LGE', sdkVersion: state.sdkVersion }),
        onSuccess,
        onFailure,
      );
    }

    getNetworkMacInfo(
      onSuccess: (info: {
        wiredInfo: { macAddress: string };
        wifiInfo: { macAddress: string };
      }) => void,
      onFailure: ScapFailure,
    ) {
      record('DeviceInfo.getNetworkMacInfo', undefined);
      onTheSet(
        () => ({
          wiredInfo: { macAddress: '38:8c:50:00:00:01' },
          wifiInfo: { macAddress: '38:8c:50:00:00:02' },
        }),
        onSuccess,
        onFailure,
      );
    }
  };
}
