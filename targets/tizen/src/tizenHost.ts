import {
  unavailableOrientation,
  unavailableScreen,
  unavailableVolume,
  HostError,
  methodNotAvailable,
  unavailableFiles,
  unavailableKiosk,
  unavailableLocation,
  unavailablePermissions,
  unavailableVideo,
  type Capability,
  type DeviceInfo,
  type HostAPI,
  type HostFetch,
  type PowerControl,
} from '@marquee/sdk';
import { storageLocalState } from '@marquee/sdk';
import { tizenFiles } from './tizenFiles.js';
import type { B2BControl, B2BError, TizenPlatform } from './tizenPlatform.js';
import { tizenScreenCapture } from './tizenScreenshot.js';
import { avplayVideo, type VideoLogger } from './tizenVideo.js';
import { tvVolume } from './tizenVolume.js';
import { atLeast, MIN_TIZEN_VERSION, tizenVersionOf } from './tizenVersion.js';

/** The api version a Tizen host reports: the Tizen bridge is version 3. */
const TIZEN_API_VERSION = 3;

interface TizenHostOptions {
  platform: TizenPlatform;
  storage: Storage;
  /** The web engine's fetch; a Tizen app with `<access origin="*">` fetches the server directly. */
  fetch: HostFetch;
  /** Where platform errors that no call returns go (AVPlay's onerror); default console. */
  logger?: VideoLogger;
}

function b2b(run: (ok: () => void, fail: (error: B2BError) => void) => void): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    run(resolve, (error) =>
      reject(new HostError('PLATFORM_ERROR', `${error.name}: ${error.message}`, { cause: error })),
    ),
  );
}

/**
 * Reboot and panel power through b2bapis.b2bcontrol. "Display off" is panel mute: the backlight
 * goes dark while the app keeps running, so content is current the moment the panel is back.
 * Standby of the whole set is not open to apps.
 */
function b2bPower(control: B2BControl | undefined): PowerControl {
  const missing = (method: string) => () =>
    Promise.reject(methodNotAvailable('tizen', `power.${method}`));
  const sleepWake = {
    sleep: missing('sleep'),
    wake: missing('wake'),
    isAsleep: missing('isAsleep'),
  };
  if (!control)
    return {
      reboot: missing('reboot'),
      displayOn: missing('displayOn'),
      displayOff: missing('displayOff'),
      isDisplayOn: missing('isDisplayOn'),
      ...sleepWake,
    };
  return {
    reboot: () => b2b((ok, fail) => control.rebootDevice(ok, fail)),
    displayOn: () => b2b((ok, fail) => control.setPanelMute('OFF', ok, fail)),
    displayOff: () => b2b((ok, fail) => control.setPanelMute('ON', ok, fail)),
    isDisplayOn: async () => control.getPanelMuteStatus() === 'OFF',
    ...sleepWake,
  };
}

/**
 * The HostAPI of a Samsung Tizen display (Tizen 5.0 and later): files through tizen.download and
 * tizen.filesystem, identity through webapis.productinfo, power through b2bapis on signage sets,
 * gapless video through AVPlay instances, volume through tizen.tvaudiocontrol, screenshots
 * through webapis.systemcontrol (6.5+) or b2bapis on signage sets. Kiosk mode, location and
 * Android permissions do not exist there and reject with METHOD_NOT_AVAILABLE. What it supports follows the set's Tizen
 * version (tizen.systeminfo platform.version) and the objects the firmware provides.
 */
export function createTizenHost({
  platform,
  storage,
  fetch,
  logger = console,
}: TizenHostOptions): HostAPI {
  const { tizen, webapis, b2bapis } = platform;
  const localState = storageLocalState(storage);
  const control = b2bapis?.b2bcontrol;
  // The file methods used came with Tizen 5.0; on an older set (installed against config.xml's
  // required_version by other means) the host says so rather than failing on each call.
  const hasFiles = atLeast(tizenVersionOf(tizen.systeminfo), MIN_TIZEN_VERSION);
  const capabilities = new Set<Capability>();
  if (hasFiles) capabilities.add('local-files');
  if (control) capabilities.add('reboot').add('display-power');
  if (webapis.avplaystore) capabilities.add('video-preparation');
  // A capture is read back with the 5.0 FileHandle calls, so an older signage set has none.
  const screen = hasFiles
    ? tizenScreenCapture(tizen.filesystem, webapis.systemcontrol, control)
    : null;
  if (screen) capabilities.add('screenshot');
  if (tizen.tvaudiocontrol) capabilities.add('volume');
  // No 'orientation': systemcontrol only reads the menu and source orientation, nothing sets the
  // picture's rotation from an app, so the player rotates its own stage.

  return {
    platform: 'tizen',
    apiVersion: TIZEN_API_VERSION,
    supports: (capability) => capabilities.has(capability),
    localState,
    fetch,
    files: hasFiles ? tizenFiles(tizen, localState) : unavailableFiles('tizen'),
    power: b2bPower(control),
    kiosk: unavailableKiosk('tizen'),
    permissions: unavailablePermissions('tizen'),
    getLocation: unavailableLocation('tizen'),
    screen: screen ?? unavailableScreen('tizen'),
    volume: tizen.tvaudiocontrol ? tvVolume(tizen.tvaudiocontrol) : unavailableVolume('tizen'),
    orientation: unavailableOrientation('tizen'),
    video: webapis.avplaystore
      ? avplayVideo(webapis.avplaystore, logger)
      : unavailableVideo('tizen'),
    async getDeviceInfo(): Promise<DeviceInfo> {
      const display = await new Promise<{ resolutionWidth: number; resolutionHeight: number }>(
        (resolve, reject) =>
          tizen.systeminfo.getPropertyValue('DISPLAY', (value) => resolve(value), reject),
      ).catch(() => ({ resolutionWidth: 1920, resolutionHeight: 1080 }));
      return {
        deviceId: webapis.productinfo.getDuid(),
        platform: 'tizen',
        apiVersion: TIZEN_API_VERSION,
        model: webapis.productinfo.getRealModel(),
        serial: control?.getSerialNumber(),
        osVersion: webapis.productinfo.getFirmware(),
        screen: { width: display.resolutionWidth, height: display.resolutionHeight },
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
    },
  };
}
