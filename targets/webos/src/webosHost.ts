import {
  unavailableOrientation,
  unavailableScreen,
  unavailableVolume,
  methodNotAvailable,
  unavailableFiles,
  unavailableKiosk,
  unavailableLocation,
  unavailablePermissions,
  unavailableVideo,
  UNKNOWN_API_VERSION,
  type Capability,
  type DeviceInfo,
  type HostAPI,
  type HostFetch,
  type PowerControl,
} from '@marquee/sdk';
import {
  DOCUMENTED_SYSTEM_KEYS,
  hostErrorOf,
  lunaCaller,
  LUNA,
  SERIAL_NUMBER_KEY,
  type LunaCall,
  type PalmServiceBridgeFactory,
} from './luna.js';
import { storageLocalState } from '@marquee/sdk';
import { signageFiles } from './webosFiles.js';

interface WebosHostOptions {
  /** `() => new PalmServiceBridge()` on a set; a fake in tests. */
  newBridge: PalmServiceBridgeFactory;
  storage: Storage;
  fetch: HostFetch;
  screen: { width: number; height: number };
  /**
   * A signage set (webOS Signage) has the storage service and may reboot; a consumer TV only
   * switches its screen. Default true: Marquee targets signage sets.
   */
  signage?: boolean;
}

/**
 * Reboot and screen power through com.webos.service.tvpower. "Display off" is turnOffScreen:
 * the panel goes dark while the app keeps running (power state "Screen Off"); standby of the
 * whole set cannot be left again from an app, so sleep/wake are not offered.
 */
function tvPower(luna: LunaCall): PowerControl {
  const call = async (method: string, parameters: Record<string, unknown> = {}) => {
    try {
      return await luna(`${LUNA.power}/${method}`, parameters);
    } catch (error) {
      throw hostErrorOf(error);
    }
  };
  const missing = (method: string) => () =>
    Promise.reject(methodNotAvailable('lg-web-os', `power.${method}`));
  return {
    // unconfirmed: reboot { reason } — the method and its parameter are not in a public reference.
    reboot: async () => void (await call('reboot', { reason: 'remoteCommand' })),
    // unconfirmed: turnOnScreen / turnOffScreen / getPowerState and its "Active" state.
    displayOn: async () => void (await call('turnOnScreen')),
    displayOff: async () => void (await call('turnOffScreen')),
    isDisplayOn: async () => (await call('getPowerState')).state === 'Active',
    sleep: missing('sleep'),
    wake: missing('wake'),
    isAsleep: missing('isAsleep'),
  };
}

/**
 * The HostAPI of an LG webOS Signage display (webOS 4.0 and later) over Luna service calls:
 * files in the signage storage service, power through tvpower, identity through the system
 * property and device id services. webOS reports no bridge version, so the api version is 0.
 */
export function createWebosHost(options: WebosHostOptions): HostAPI {
  const { newBridge, storage, fetch, screen, signage = true } = options;
  const luna = lunaCaller(newBridge);
  const localState = storageLocalState(storage);
  const capabilities = new Set<Capability>(['display-power']);
  if (signage) capabilities.add('reboot').add('local-files');
  const power = tvPower(luna);

  return {
    platform: 'lg-web-os',
    apiVersion: UNKNOWN_API_VERSION,
    supports: (capability) => capabilities.has(capability),
    localState,
    fetch,
    files: signage ? signageFiles(luna, localState) : unavailableFiles('lg-web-os'),
    power: signage
      ? power
      : { ...power, reboot: () => Promise.reject(methodNotAvailable('lg-web-os', 'power.reboot')) },
    kiosk: unavailableKiosk('lg-web-os'),
    permissions: unavailablePermissions('lg-web-os'),
    getLocation: unavailableLocation('lg-web-os'),
    screen: unavailableScreen('lg-web-os'),
    volume: unavailableVolume('lg-web-os'),
    orientation: unavailableOrientation('lg-web-os'),
    video: unavailableVideo('lg-web-os'),
    async getDeviceInfo(): Promise<DeviceInfo> {
      const systemInfo = (keys: readonly string[]) =>
        luna(`${LUNA.systemProperty}/getSystemInfo`, { keys }).catch(
          (): Record<string, unknown> => ({}),
        );
      const [ids, system, serial] = await Promise.all([
        luna(`${LUNA.deviceId}/getIDs`, { idType: ['LGUDID'] }).catch(() => ({ idList: [] })),
        systemInfo(DOCUMENTED_SYSTEM_KEYS),
        systemInfo([SERIAL_NUMBER_KEY]),
      ]);
      const udid = (ids.idList as { idType: string; idValue: string }[] | undefined)?.find(
        (id) => id.idType === 'LGUDID',
      );
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      return {
        deviceId: udid?.idValue ?? (await localDeviceId()),
        platform: 'lg-web-os',
        apiVersion: UNKNOWN_API_VERSION,
        model: text(system.modelName),
        serial: text(serial[SERIAL_NUMBER_KEY]),
        osVersion: text(system.firmwareVersion),
        screen,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
    },
  };

  /** Without the device id service (e.g. the emulator) the app keeps a random id of its own. */
  async function localDeviceId(): Promise<string> {
    const kept = await localState.get<string>('deviceId');
    if (typeof kept === 'string') return kept;
    const id = `webos-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    await localState.set('deviceId', id);
    return id;
  }
}
