import {
  unavailableOrientation,
  unavailablePower,
  unavailableScreen,
  unavailableVolume,
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
  type LocalState,
} from '@marquee/sdk';
import {
  DOCUMENTED_SYSTEM_KEYS,
  lunaCaller,
  LUNA,
  SERIAL_NUMBER_KEY,
  type PalmServiceBridgeFactory,
} from './luna.js';
import { storageLocalState } from '@marquee/sdk';
import type { ScapApi } from './scapApi.js';
import { scapOrientation, scapPower, scapScreen, scapVolume } from './scapControls.js';
import { headContentLength } from './sourceSize.js';
import { scapFiles } from './webosFiles.js';

interface WebosHostOptions {
  /** `() => new PalmServiceBridge()` on a set; a fake in tests. */
  newBridge: PalmServiceBridgeFactory;
  /** LG's SCAP library (`scapFromGlobals(window)`), or null where it is not loaded. */
  scap: ScapApi | null;
  storage: Storage;
  fetch: HostFetch;
  /**
   * The page's own fetch, to stream kept files back from the set's local file server for their
   * checksum; null reads them with SCAP Storage.readFile instead.
   */
  localFetch: HostFetch | null;
  screen: { width: number; height: number };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** Model, serial and firmware from SCAP's DeviceInfo.getPlatformInfo (all documented there). */
function scapSystem(scap: ScapApi): Promise<Pick<DeviceInfo, 'model' | 'serial' | 'osVersion'>> {
  return scap.deviceInfo
    .getPlatformInfo()
    .then((info) => ({
      model: text(info.modelName),
      serial: text(info.serialNumber),
      osVersion: text(info.firmwareVersion),
    }))
    .catch(() => ({}));
}

/** Local-state key of the rotation the host last gave the set (SCAP has no getter for it). */
const ROTATION_KEY = 'webos.rotation';

/**
 * Whether this model turns its picture: Signage.setPortraitMode is model specific and SCAP has
 * no query for it, so the host asks once, when it is made, by setting the rotation it last set
 * (landscape on a new set) again. A set that refuses has no portrait mode; a refusal that was
 * only passing is asked again at the next start.
 */
async function probePortraitMode(scap: ScapApi, state: LocalState): Promise<boolean> {
  const kept = await state.get<number>(ROTATION_KEY).catch(() => undefined);
  return scap.signage
    .setPortraitMode({ portraitMode: kept === 90 ? '90' : 'off' })
    .then(() => true)
    .catch(() => false);
}

/**
 * The HostAPI of an LG webOS Signage display (webOS Signage 4.0 and later). Files, power, volume,
 * screenshots and rotation go through LG's SCAP library; identity through the Luna system
 * property and device id services. Without SCAP (a consumer TV, or a package built without the
 * library) only identity, local state and fetch work, and supports() says so. webOS reports no
 * bridge version, so the api version is 0.
 */
export async function createWebosHost(options: WebosHostOptions): Promise<HostAPI> {
  const { newBridge, scap, storage, fetch, localFetch, screen } = options;
  const luna = lunaCaller(newBridge);
  const localState = storageLocalState(storage);
  const capabilities = new Set<Capability>();
  if (scap) {
    for (const capability of ['local-files', 'reboot', 'display-power', 'volume', 'screenshot'])
      capabilities.add(capability as Capability);
    if (await probePortraitMode(scap, localState)) capabilities.add('orientation');
  }
  const has = (capability: Capability) => capabilities.has(capability);

  return {
    platform: 'lg-web-os',
    apiVersion: UNKNOWN_API_VERSION,
    supports: has,
    localState,
    fetch,
    // A failed copy's source size (HEAD through the host's fetch) tells a full storage apart.
    files: scap
      ? scapFiles(scap, localFetch, localState, headContentLength(fetch))
      : unavailableFiles('lg-web-os'),
    power: scap ? scapPower(scap) : unavailablePower('lg-web-os'),
    kiosk: unavailableKiosk('lg-web-os'),
    permissions: unavailablePermissions('lg-web-os'),
    getLocation: unavailableLocation('lg-web-os'),
    screen: scap ? scapScreen(scap) : unavailableScreen('lg-web-os'),
    volume: scap ? scapVolume(scap) : unavailableVolume('lg-web-os'),
    orientation:
      scap && has('orientation')
        ? scapOrientation(scap, localState, ROTATION_KEY)
        : unavailableOrientation('lg-web-os'),
    video: unavailableVideo('lg-web-os'),
    async getDeviceInfo(): Promise<DeviceInfo> {
      const [ids, system] = await Promise.all([
        luna(`${LUNA.deviceId}/getIDs`, { idType: ['LGUDID'] }).catch(() => ({ idList: [] })),
        scap ? scapSystem(scap) : lunaSystem(),
      ]);
      const udid = (ids.idList as { idType: string; idValue: string }[] | undefined)?.find(
        (id) => id.idType === 'LGUDID',
      );
      return {
        deviceId: udid?.idValue ?? (await localDeviceId()),
        platform: 'lg-web-os',
        apiVersion: UNKNOWN_API_VERSION,
        ...system,
        screen,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
    },
  };

  /**
   * Model, serial and firmware without SCAP: getSystemInfo's documented keys, and
   * "serialNumber" asked alone (not a documented key) so that a set refusing it still answers.
   */
  async function lunaSystem(): Promise<Pick<DeviceInfo, 'model' | 'serial' | 'osVersion'>> {
    const systemInfo = (keys: readonly string[]) =>
      luna(`${LUNA.systemProperty}/getSystemInfo`, { keys }).catch(
        (): Record<string, unknown> => ({}),
      );
    const [system, serial] = await Promise.all([
      systemInfo(DOCUMENTED_SYSTEM_KEYS),
      systemInfo([SERIAL_NUMBER_KEY]),
    ]);
    return {
      model: text(system.modelName),
      serial: text(serial[SERIAL_NUMBER_KEY]),
      osVersion: text(system.firmwareVersion),
    };
  }

  /** Without the device id service (e.g. the emulator) the app keeps a random id of its own. */
  async function localDeviceId(): Promise<string> {
    const kept = await localState.get<string>('deviceId');
    if (typeof kept === 'string') return kept;
    const id = `webos-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    await localState.set('deviceId', id);
    return id;
  }
}
