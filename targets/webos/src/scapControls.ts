import {
  HostError,
  methodNotAvailable,
  type OrientationControl,
  type PowerControl,
  type LocalState,
  type ScreenCapture,
  type VolumeControl,
} from '@marquee/sdk';
import type { ScapApi } from './scapApi.js';

const platformError = (error: unknown) =>
  Promise.reject(
    error instanceof HostError
      ? error
      : new HostError('PLATFORM_ERROR', error instanceof Error ? error.message : String(error), {
          cause: error,
        }),
  );
const missing = (method: string) => () => Promise.reject(methodNotAvailable('lg-web-os', method));

/**
 * Power through SCAP's Power class (SCAP 1.5+, so webOS Signage 3.0 and later). "Display off" is
 * setDisplayMode "Screen Off": the panel goes dark and the app keeps running. Standby of the
 * whole set cannot be left again from an app, so sleep/wake are not offered.
 */
export function scapPower(scap: ScapApi): PowerControl {
  const { power } = scap;
  return {
    reboot: () => power.executePowerCommand({ powerCommand: 'reboot' }).catch(platformError),
    displayOn: () => power.setDisplayMode({ displayMode: 'Active' }).catch(platformError),
    displayOff: () => power.setDisplayMode({ displayMode: 'Screen Off' }).catch(platformError),
    isDisplayOn: () =>
      power
        .getPowerStatus()
        .then((status) => status.displayMode === 'Active')
        .catch(platformError),
    sleep: missing('power.sleep'),
    wake: missing('power.wake'),
    isAsleep: missing('power.isAsleep'),
  };
}

/** Speaker volume through SCAP's Sound class: setVolumeLevel, and getSoundStatus's level. */
export function scapVolume(scap: ScapApi): VolumeControl {
  return {
    getVolume: () =>
      scap.sound
        .getSoundStatus()
        .then((status) => {
          if (typeof status.level !== 'number') throw new Error('getSoundStatus gave no level');
          return status.level;
        })
        .catch(platformError),
    async setVolume(level) {
      if (!Number.isInteger(level) || level < 0 || level > 100)
        throw new HostError('INVALID_ARGUMENT', `Volume ${level} is not a whole number 0-100`);
      // The set shows no volume bar for a change it did not make itself.
      await scap.sound.setVolumeLevel({ level, volOsdEnabled: false }).catch(platformError);
    },
  };
}

/** Signage.captureScreen at "FHD": a base64 JPEG of 1920x1080. */
export function scapScreen(scap: ScapApi): ScreenCapture {
  return {
    capture: () =>
      scap.signage
        .captureScreen({ save: false, imgResolution: 'FHD' })
        .then((shot) => {
          if (typeof shot.data !== 'string' || shot.data === '')
            throw new Error('captureScreen gave no picture');
          return {
            mimeType: 'image/jpeg' as const,
            base64: shot.data.replace(/^data:[^,]*,/, ''),
            width: 1920,
            height: 1080,
          };
        })
        .catch(platformError),
  };
}

/**
 * Rotation through Signage.setPortraitMode, which knows only "90" and "off" (the host offers it
 * only on a model that has it: webosHost.ts). SCAP has no getter, so the rotation last set is
 * kept in local state under `key` and read back from there. 180 and 270 are not something the
 * set can do: METHOD_NOT_AVAILABLE, and the player turns its own stage.
 */
export function scapOrientation(scap: ScapApi, state: LocalState, key: string): OrientationControl {
  return {
    getRotation: async () => ((await state.get<number>(key).catch(() => 0)) === 90 ? 90 : 0),
    async setRotation(rotation) {
      if (rotation !== 0 && rotation !== 90 && rotation !== 180 && rotation !== 270)
        throw new HostError('INVALID_ARGUMENT', `Rotation ${String(rotation)} is not 0/90/180/270`);
      if (rotation === 180 || rotation === 270)
        throw methodNotAvailable('lg-web-os', `orientation.setRotation(${rotation})`);
      await scap.signage
        .setPortraitMode({ portraitMode: rotation === 90 ? '90' : 'off' })
        .catch(platformError);
      await state.set(key, rotation);
    },
  };
}
