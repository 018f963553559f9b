import type { PlatformType } from '../model/index.js';
import type {
  KioskControl,
  OrientationControl,
  PermissionControl,
  PowerControl,
  ScreenCapture,
  VideoPreparation,
  VolumeControl,
} from './hostApi.js';
import type { LocalFiles } from './localFiles.js';
import { methodNotAvailable } from './hostError.js';

/**
 * Building blocks for hosts whose platform lacks a feature: every method rejects with
 * METHOD_NOT_AVAILABLE naming itself, so a target lists only what it can do.
 */
function rejecting(platform: PlatformType, method: string) {
  return () => Promise.reject(methodNotAvailable(platform, method));
}

export function unavailablePower(platform: PlatformType): PowerControl {
  return {
    reboot: rejecting(platform, 'power.reboot'),
    displayOn: rejecting(platform, 'power.displayOn'),
    displayOff: rejecting(platform, 'power.displayOff'),
    isDisplayOn: rejecting(platform, 'power.isDisplayOn'),
    sleep: rejecting(platform, 'power.sleep'),
    wake: rejecting(platform, 'power.wake'),
    isAsleep: rejecting(platform, 'power.isAsleep'),
  };
}

export function unavailableKiosk(platform: PlatformType): KioskControl {
  return {
    enable: rejecting(platform, 'kiosk.enable'),
    disable: rejecting(platform, 'kiosk.disable'),
    isEnabled: rejecting(platform, 'kiosk.isEnabled'),
  };
}

export function unavailablePermissions(platform: PlatformType): PermissionControl {
  return {
    check: rejecting(platform, 'permissions.check'),
    request: rejecting(platform, 'permissions.request'),
  };
}

export function unavailableFiles(platform: PlatformType): LocalFiles {
  return {
    download: rejecting(platform, 'files.download'),
    list: rejecting(platform, 'files.list'),
    delete: rejecting(platform, 'files.delete'),
    freeSpace: rejecting(platform, 'files.freeSpace'),
  };
}

export function unavailableVideo(platform: PlatformType): VideoPreparation {
  return {
    prepare: rejecting(platform, 'video.prepare'),
    play: rejecting(platform, 'video.play'),
    stop: rejecting(platform, 'video.stop'),
    release: rejecting(platform, 'video.release'),
  };
}

export function unavailableLocation(platform: PlatformType) {
  return rejecting(platform, 'getLocation');
}

export function unavailableScreen(platform: PlatformType): ScreenCapture {
  return { capture: rejecting(platform, 'screen.capture') };
}

export function unavailableVolume(platform: PlatformType): VolumeControl {
  return {
    getVolume: rejecting(platform, 'volume.getVolume'),
    setVolume: rejecting(platform, 'volume.setVolume'),
  };
}

export function unavailableOrientation(platform: PlatformType): OrientationControl {
  return {
    getRotation: rejecting(platform, 'orientation.getRotation'),
    setRotation: rejecting(platform, 'orientation.setRotation'),
  };
}
