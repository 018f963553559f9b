/**
 * A fake of the Tizen platform APIs the host uses, after @types/tizen-common-web and
 * @types/tizen-tv-webapis: the same method names, argument orders and callback shapes;
 * synchronous failures throw a WebAPIException {code, name, message}, asynchronous ones call
 * the error callback with a WebAPIError. Calls check the privileges granted by config.xml
 * (SecurityError otherwise) and record which were used.
 */
import type { AVPlayManager } from 'tizen-tv-webapis';
import type { DownloadCallback, DownloadRequest } from 'tizen-common-web';
import { TIZEN_PRIVILEGES, type B2BControl, type TizenPlatform } from '../tizenPlatform.js';
import { FakeAVPlay } from './fakeAVPlay.js';
import { FakeWebAPIException, webApiException } from './fakeWebApiException.js';

export { FakeAVPlay } from './fakeAVPlay.js';
export { FakeWebAPIException } from './fakeWebApiException.js';

/** How many AVPlay instances avplaystore hands out at once (its reference: "up to 4"). */
const AVPLAYSTORE_MAX_PLAYERS = 4;

export interface FakeTizenOptions {
  /** What the network serves, by URL. */
  served: ReadonlyMap<string, Uint8Array>;
  /** The device's file system (path -> bytes); share it between two fakes to model a restart. */
  files?: Map<string, Uint8Array>;
  /** Privileges the app was granted (config.xml); all known ones by default. */
  privileges?: readonly string[];
  /** A signage display (SSSP) has b2bapis; a consumer TV does not. */
  signage?: boolean;
  /** webapis.avplaystore is there (several AVPlay instances); default true. */
  avplaystore?: boolean;
  /** What tizen.systeminfo reports for http://tizen.org/feature/platform.version; default "6.5". */
  platformVersion?: string;
  storageCapacityBytes?: number;
  downloadChunkBytes?: number;
}

/** Inspectable state of the fake device. */
export interface FakeTizenDevice {
  platform: TizenPlatform;
  files: Map<string, Uint8Array>;
  usedPrivileges: Set<string>;
  rebootCount: number;
  panelMute: 'ON' | 'OFF';
  players: FakeAVPlay[];
}

const later = (run: () => void) => void setTimeout(run, 0);

export function createFakeTizen(options: FakeTizenOptions): FakeTizenDevice {
  const granted = new Set(options.privileges ?? Object.values(TIZEN_PRIVILEGES));
  const files = options.files ?? new Map<string, Uint8Array>();
  const dirs = new Set<string>(['wgt-private', 'downloads']);
  for (const path of files.keys()) dirs.add(path.slice(0, path.lastIndexOf('/')));
  const device: FakeTizenDevice = {
    platform: undefined as unknown as TizenPlatform,
    files,
    usedPrivileges: new Set(),
    rebootCount: 0,
    panelMute: 'OFF',
    players: [],
  };
  const need = (privilege: string) => {
    if (!granted.has(privilege))
      throw webApiException('SecurityError', `Permission denied: ${privilege}`);
    device.usedPrivileges.add(privilege);
  };
  const notFound = (path: string) =>
    webApiException('NotFoundError', `No such file or directory: ${path}`);
  const used = () => [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0);
  const capacity = options.storageCapacityBytes ?? 8_000_000_000;

  class FakeDownloadRequest {
    constructor(
      readonly url: string,
      readonly destination: string | null = null,
      readonly fileName: string | null = null,
      readonly networkType: string | null = 'ALL',
      readonly httpHeader: Record<string, string> | null = null,
    ) {}
  }

  let nextDownload = 0;
  const download = {
    start(request: DownloadRequest, callback?: DownloadCallback | null): number {
      need(TIZEN_PRIVILEGES.download);
      need(TIZEN_PRIVILEGES.internet);
      const id = ++nextDownload;
      later(() => {
        const bytes = options.served.get(request.url);
        if (!bytes) {
          callback?.onfailed(id, new FakeWebAPIException(0, 'HTTP 404 Not Found', 'NetworkError'));
          return;
        }
        const chunk = options.downloadChunkBytes ?? 64 * 1024;
        for (
          let loaded = Math.min(chunk, bytes.length);
          ;
          loaded = Math.min(loaded + chunk, bytes.length)
        ) {
          callback?.onprogress(id, loaded, bytes.length);
          if (loaded >= bytes.length) break;
        }
        const dir = request.destination ?? 'downloads';
        const path = `${dir}/${request.fileName ?? request.url.split('/').pop()}`;
        files.set(path, bytes.slice());
        callback?.oncompleted(id, path);
      });
      return id;
    },
  };

  const filesystem: TizenPlatform['tizen']['filesystem'] = {
    pathExists(path) {
      need(TIZEN_PRIVILEGES.filesystemRead);
      return files.has(path) || dirs.has(path);
    },
    createDirectory(path, makeParents, onSuccess, onError) {
      need(TIZEN_PRIVILEGES.filesystemWrite);
      const parent = path.slice(0, path.lastIndexOf('/'));
      later(() => {
        if (!makeParents && parent && !dirs.has(parent)) return onError?.(notFound(parent));
        const parts = path.split('/');
        for (let i = 1; i <= parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
        onSuccess?.(path);
      });
    },
    deleteFile(path, onSuccess, onError) {
      need(TIZEN_PRIVILEGES.filesystemWrite);
      later(() => (files.delete(path) ? onSuccess?.(path) : onError?.(notFound(path))));
    },
    moveFile(source, destination, overwrite, onSuccess, onError) {
      need(TIZEN_PRIVILEGES.filesystemWrite);
      later(() => {
        const bytes = files.get(source);
        if (!bytes) return onError?.(notFound(source));
        if (files.has(destination) && !overwrite)
          return onError?.(new FakeWebAPIException(0, `${destination} exists`, 'IOError'));
        files.delete(source);
        files.set(destination, bytes);
        onSuccess?.(destination);
      });
    },
    openFile(path, openMode) {
      need(openMode === 'r' ? TIZEN_PRIVILEGES.filesystemRead : TIZEN_PRIVILEGES.filesystemWrite);
      const bytes = files.get(path);
      if (!bytes) throw notFound(path);
      let open = true;
      return {
        readData: () => {
          if (!open) throw new FakeWebAPIException(0, 'File handle is closed', 'IOError');
          return bytes.slice();
        },
        close: () => void (open = false),
      } as unknown as ReturnType<TizenPlatform['tizen']['filesystem']['openFile']>;
    },
    toURI(path) {
      return `file:///opt/usr/apps/MrqPlayer0/shared/${path}`;
    },
  };

  const systeminfo: TizenPlatform['tizen']['systeminfo'] = {
    getCapability(key: string) {
      if (key === 'http://tizen.org/feature/platform.version')
        return options.platformVersion ?? '6.5';
      throw webApiException('NotSupportedError', `Unknown capability ${key}`);
    },
    getPropertyValue(property, onSuccess, onError) {
      later(() => {
        if (property === 'DISPLAY')
          return onSuccess({ resolutionWidth: 3840, resolutionHeight: 2160 } as never);
        if (property === 'STORAGE')
          return onSuccess({
            units: [{ type: 'INTERNAL', capacity, availableCapacity: capacity - used() }],
          } as never);
        onError?.(
          new FakeWebAPIException(0, `Unsupported property ${property}`, 'NotSupportedError'),
        );
      });
    },
  };

  const productinfo: TizenPlatform['webapis']['productinfo'] = {
    getDuid: () => (need(TIZEN_PRIVILEGES.productinfo), 'DUID-TEST-4F2A'),
    getRealModel: () => (need(TIZEN_PRIVILEGES.productinfo), 'QM55R'),
    getFirmware: () => (need(TIZEN_PRIVILEGES.productinfo), 'T-KTM2DEUC-1250.5'),
  };

  const b2bcontrol: B2BControl = {
    rebootDevice(onSuccess) {
      need(TIZEN_PRIVILEGES.b2bcontrol);
      later(() => {
        device.rebootCount++;
        onSuccess();
      });
    },
    setPanelMute(value, onSuccess, onError) {
      need(TIZEN_PRIVILEGES.b2bcontrol);
      later(() => {
        if (value !== 'ON' && value !== 'OFF')
          return onError({ name: 'InvalidValuesError', message: `Bad value ${String(value)}` });
        device.panelMute = value;
        onSuccess();
      });
    },
    getPanelMuteStatus: () => (need(TIZEN_PRIVILEGES.b2bcontrol), device.panelMute),
    getSerialNumber: () => (need(TIZEN_PRIVILEGES.b2bcontrol), '0AB1CDE2F3'),
  };

  const livePlayers = new Set<FakeAVPlay>();
  const avplaystore = {
    getPlayer: () => {
      if (livePlayers.size >= AVPLAYSTORE_MAX_PLAYERS)
        throw webApiException('QuotaExceededError', 'Max player count reached');
      const player = new FakeAVPlay((closed) => livePlayers.delete(closed));
      livePlayers.add(player);
      device.players.push(player);
      return player as unknown as AVPlayManager;
    },
  };

  device.platform = {
    tizen: {
      download,
      DownloadRequest: FakeDownloadRequest as unknown as TizenPlatform['tizen']['DownloadRequest'],
      filesystem,
      systeminfo,
    },
    webapis: { productinfo, ...(options.avplaystore === false ? {} : { avplaystore }) },
    ...(options.signage === false ? {} : { b2bapis: { b2bcontrol } }),
  };
  return device;
}
