/**
 * tizen.download (DownloadManager) and tizen.DownloadRequest after @types/tizen-common-web:
 * - start(request, callback) needs http://tizen.org/privilege/download; it returns the id, or
 *   -1 "if the network is not available for downloading" (Tizen 2.3+).
 * - request.destination is the folder ("Downloads" when empty); request.fileName defaults to
 *   the URL's file name.
 * - onprogress(id, receivedSize, totalSize) comes several times (receivedSize may start at 0),
 *   then oncompleted(id, path) with "the final full path or virtual path"; "if the same file
 *   name already exists in the destination, it is changed according to the platform policy and
 *   delivered in this callback" — so the code must use the path it is given. The fake's policy:
 *   "name(1).ext", and it reports the full (real) path unless told otherwise.
 * - onfailed(id, WebAPIError) on failure; cancel(id) ends in oncanceled(id).
 * Not in the reference, the fake's choices: a URL the server does not serve fails with
 * NetworkError; a destination folder that does not exist fails with IOError.
 */
import type {
  DownloadCallback,
  DownloadManager,
  DownloadRequest,
  DownloadState,
} from 'tizen-common-web';
import { tizenError } from './referenceErrors.js';
import { baseName, type FileStore } from './referenceFileStore.js';

export type ReferenceDownloadManager = Pick<DownloadManager, 'start' | 'cancel' | 'getState'>;

export const DOWNLOAD_PRIVILEGE = 'http://tizen.org/privilege/download';

export interface DownloadOptions {
  /** What the network serves, by URL. */
  served: ReadonlyMap<string, Uint8Array>;
  /** False: no network, start() returns -1. */
  online: () => boolean;
  chunkBytes: number;
  /** How oncompleted names the file: the real path (default) or the virtual one. */
  completedPath: 'real' | 'virtual';
}

/** tizen.DownloadRequest: the constructor and fields of the reference. */
export class ReferenceDownloadRequest implements DownloadRequest {
  constructor(
    public url: string,
    public destination: string | null = '',
    public fileName: string | null = '',
    public networkType: DownloadRequest['networkType'] = 'ALL',
    public httpHeader: DownloadRequest['httpHeader'] = {},
  ) {}
}

export function createReferenceDownload(
  store: FileStore,
  options: DownloadOptions,
  need: (...privileges: string[]) => void,
  later: (run: () => void) => void,
): ReferenceDownloadManager {
  const states = new Map<number, DownloadState>();
  let nextId = 0;

  const freeName = (dir: string, name: string) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 1; store.exists(`${dir}/${candidate}`); n++) candidate = `${stem}(${n})${ext}`;
    return `${dir}/${candidate}`;
  };

  function run(
    id: number,
    request: DownloadRequest,
    callback: DownloadCallback | null | undefined,
  ) {
    const fail = (name: 'NetworkError' | 'IOError', message: string) => {
      states.set(id, 'FAILED');
      callback?.onfailed(id, tizenError(name, message));
    };
    const bytes = options.served.get(request.url);
    if (!bytes) return later(() => fail('NetworkError', `HTTP 404 for ${request.url}`));
    const dir = store.normalize(request.destination || 'downloads');
    const name = request.fileName || baseName(new URL(request.url).pathname) || 'download';
    let received = 0;
    const step = () => {
      if (states.get(id) !== 'DOWNLOADING') return;
      if (received < bytes.length) {
        received = Math.min(bytes.length, received + options.chunkBytes);
        callback?.onprogress(id, received, bytes.length);
        return later(step);
      }
      if (!store.isDir(dir)) return fail('IOError', `No destination folder ${dir}`);
      const path = freeName(dir, name);
      try {
        store.write(path, bytes.slice());
      } catch (error) {
        return fail('IOError', (error as Error).message);
      }
      states.set(id, 'COMPLETED');
      const root = path.split('/')[0]!;
      const real = path.startsWith('/')
        ? path
        : (store.roots[root] ?? '') + path.slice(root.length);
      callback?.oncompleted(id, options.completedPath === 'real' ? real : path);
    };
    later(() => {
      if (states.get(id) !== 'QUEUED') return;
      states.set(id, 'DOWNLOADING');
      callback?.onprogress(id, 0, bytes.length);
      later(step);
    });
  }

  const callbacks = new Map<number, DownloadCallback | null | undefined>();
  return {
    start(request, callback) {
      need(DOWNLOAD_PRIVILEGE);
      if (!request || typeof request.url !== 'string' || !/^https?:\/\//.test(request.url))
        throw tizenError('InvalidValuesError', `Invalid download URL ${String(request?.url)}`);
      if (!options.online()) return -1;
      const id = ++nextId;
      states.set(id, 'QUEUED');
      callbacks.set(id, callback);
      run(id, request, callback);
      return id;
    },
    cancel(downloadId) {
      const state = states.get(downloadId);
      if (state !== 'QUEUED' && state !== 'DOWNLOADING' && state !== 'PAUSED')
        throw tizenError('InvalidValuesError', `No download ${downloadId} to cancel`);
      states.set(downloadId, 'CANCELED');
      later(() => callbacks.get(downloadId)?.oncanceled(downloadId));
    },
    getState(downloadId) {
      const state = states.get(downloadId);
      if (!state) throw tizenError('NotFoundError', `No download ${downloadId}`);
      return state;
    },
  };
}
