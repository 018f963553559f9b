/**
 * SCAP `Storage` as LG's reference and library describe it (types: ../scap/scapTypes.ts).
 * Checks the library makes before calling the set fail at once (synchronously, as the library
 * calls onFailure before returning); everything the set does answers later.
 * - copyFile({source, destination, maxRedirection?}): http(s) source -> file://internal/...;
 *   maxRedirection > 5, or httpOption.maxRedirection different from maxRedirection, or headers
 *   over 1 KB: BAD_PARAMETER from the library. The kept file is then served by the local file
 *   server at http://127.0.0.1:9080/<path> (see referenceScap.ts).
 * - moveFile({oldPath, newPath}): newPath is the file's new full URI (a rename).
 * - readFile: at most MAX_BUFFER_LENGTH (10 KB) a call.
 * - getMD5Hash exists from SCAP 1.7 only.
 * Not in the reference, the fake's choices: an unserved URL fails with SERVER_ERROR, no network
 * with NETWORK_ERROR, a missing file with IO_ERROR, a URI breaking the SCAP_URI rules with
 * BAD_PARAMETER, a usb:/sdcard: URI (no such device here) with DEVICE_ERROR. A copy that fills
 * the memory fails as the store's `fullStorage` says (default: IO_ERROR, the bytes that fit left
 * at the destination): the library's error codes (IO_ERROR, DEVICE_ERROR, BAD_PARAMETER,
 * SERVER_ERROR, NETWORK_ERROR, SYSTEM_ERROR) have none for a full storage, the reference names
 * none, and it does not say whether the set removes a partial copy.
 */
import { createHash } from 'node:crypto';
import type {
  ScapCopyFileOptions,
  ScapFailure,
  ScapReadFileOptions,
  ScapStorage,
  ScapStorageConstructor,
  ScapStorageInfo,
} from '../scap/scapTypes.js';
import {
  failure,
  INTERNAL,
  ScapFailureError,
  toBase64,
  type InternalStore,
} from './scapInternalStore.js';

const MAX_BUFFER_LENGTH = 10 * 1024;

export interface StorageDeps {
  store: InternalStore;
  served: ReadonlyMap<string, Uint8Array>;
  online: () => boolean;
  scapVersion: '1.5' | '1.7';
  record: (method: string, options: unknown) => void;
}

/** Runs the set's side of a call later; a ScapFailureError goes to onFailure. */
export function onTheSet<T>(work: () => T, onSuccess: (value: T) => void, onFailure: ScapFailure) {
  setTimeout(() => {
    let value: T;
    try {
      value = work();
    } catch (error) {
      if (!(error instanceof ScapFailureError)) throw error;
      onFailure({ errorCode: error.errorCode, errorText: error.errorText });
      return;
    }
    onSuccess(value);
  }, 0);
}

const badParameter = (onFailure: ScapFailure, errorText: string) =>
  onFailure({ errorCode: 'BAD_PARAMETER', errorText });

/** The library's own checks of copyFile's options; an error text, or undefined when fine. */
function copyFileOptionError(o: ScapCopyFileOptions): string | undefined {
  if (o.maxRedirection && o.maxRedirection > 5) return 'Redirect cannot be more that 5';
  if (o.headers && JSON.stringify(o.headers).length > 1024)
    return 'Header data cannot be bigger than 1K';
  if (o.httpOption?.headers && JSON.stringify(o.httpOption.headers).length > 1024)
    return 'Header data cannot be bigger than 1K';
  const inner = o.httpOption?.maxRedirection;
  if (inner !== undefined && o.maxRedirection !== undefined && inner !== o.maxRedirection)
    return 'Both options.httpOption.maxRedirection and options.maxRedirection are exists,but different value. What value you want to use?';
  return undefined;
}

export function createStorageClass(deps: StorageDeps): ScapStorageConstructor {
  const { store } = deps;
  const fetchSource = (source: string): Uint8Array => {
    if (source.startsWith(INTERNAL)) {
      const bytes = store.files.get(store.internalPath(source));
      if (!bytes) throw failure('IO_ERROR', `No such file: ${source}`);
      return bytes.slice();
    }
    if (!/^https?:\/\//.test(source))
      throw failure('BAD_PARAMETER', `Unsupported source ${source}`);
    if (!deps.online()) throw failure('NETWORK_ERROR', `Network unreachable for ${source}`);
    const bytes = deps.served.get(source);
    if (!bytes) throw failure('SERVER_ERROR', `HTTP 404 for ${source}`);
    return bytes.slice();
  };
  const hasUri = (uri: unknown): uri is string => typeof uri === 'string' && uri.includes('://');

  class ReferenceStorage implements ScapStorage {
    static readonly MAX_BUFFER_LENGTH = MAX_BUFFER_LENGTH;

    copyFile(onSuccess: () => void, onFailure: ScapFailure, options: ScapCopyFileOptions) {
      deps.record('Storage.copyFile', options);
      const problem = copyFileOptionError(options);
      if (problem) return badParameter(onFailure, problem);
      onTheSet(
        () => {
          const destination = store.internalPath(options.destination);
          store.writeStreamed(destination, fetchSource(options.source));
        },
        onSuccess,
        onFailure,
      );
    }

    moveFile(
      onSuccess: () => void,
      onFailure: ScapFailure,
      options: { oldPath: string; newPath: string },
    ) {
      deps.record('Storage.moveFile', options);
      if (!options) return badParameter(onFailure, 'options.path is a mandatory parameter');
      if (!hasUri(options.oldPath))
        return badParameter(onFailure, 'options.oldpath is a mandatory parameter');
      if (!hasUri(options.newPath))
        return badParameter(onFailure, 'options.newPath is a mandatory parameter');
      onTheSet(
        () => {
          const from = store.internalPath(options.oldPath);
          const to = store.internalPath(options.newPath);
          const bytes = store.files.get(from);
          if (!bytes) throw failure('IO_ERROR', `No such file: ${options.oldPath}`);
          if (store.isDir(to)) throw failure('IO_ERROR', `${options.newPath} is a folder`);
          store.files.delete(from);
          store.write(to, bytes);
        },
        onSuccess,
        onFailure,
      );
    }

    listFiles(
      onSuccess: (result: {
        files: { name: string; type: 'file' | 'folder'; size: number }[];
        totalCount: number;
      }) => void,
      onFailure: ScapFailure,
      options?: { path?: string },
    ) {
      deps.record('Storage.listFiles', options);
      if (options?.path && !hasUri(options.path))
        return badParameter(onFailure, 'File URI is not valid.');
      onTheSet(
        () => {
          const dir = store.internalPath(options?.path ?? INTERNAL, true);
          if (!store.isDir(dir)) throw failure('IO_ERROR', `No such folder: ${options?.path}`);
          const prefix = dir === '' ? '' : `${dir}/`;
          const files = store.children(dir).map((name) => {
            const bytes = store.files.get(prefix + name);
            return bytes
              ? { name, type: 'file' as const, size: bytes.length }
              : { name, type: 'folder' as const, size: 0 };
          });
          return { files, totalCount: files.length };
        },
        onSuccess,
        onFailure,
      );
    }

    removeFile(
      onSuccess: () => void,
      onFailure: ScapFailure,
      options: { file: string; recursive?: boolean },
    ) {
      deps.record('Storage.removeFile', options);
      if (!hasUri(options?.file))
        return badParameter(onFailure, 'options.file is a mandatory parameter');
      onTheSet(
        () => {
          const path = store.internalPath(options.file);
          if (store.files.delete(path)) return;
          if (!store.isDir(path)) throw failure('IO_ERROR', `No such file: ${options.file}`);
          if (store.children(path).length > 0 && options.recursive !== true)
            throw failure('IO_ERROR', `Folder not empty: ${options.file}`);
          const inside = (p: string) => p === path || p.startsWith(`${path}/`);
          for (const p of [...store.files.keys()]) if (inside(p)) store.files.delete(p);
          for (const p of [...store.dirs]) if (inside(p)) store.dirs.delete(p);
        },
        onSuccess,
        onFailure,
      );
    }

    getStorageInfo(onSuccess: (info: ScapStorageInfo) => void, onFailure: ScapFailure) {
      deps.record('Storage.getStorageInfo', undefined);
      const kb = (bytes: number) => Math.floor(bytes / 1024);
      onTheSet(
        () => ({
          free: kb(store.capacityBytes - store.usedBytes()),
          total: kb(store.capacityBytes),
          used: kb(store.usedBytes()),
          externalMemory: {},
        }),
        onSuccess,
        onFailure,
      );
    }

    mkdir(onSuccess: () => void, onFailure: ScapFailure, options: { path: string }) {
      deps.record('Storage.mkdir', options);
      if (!hasUri(options?.path))
        return badParameter(onFailure, 'options.path is a mandatory parameter');
      onTheSet(() => store.addDirs(store.internalPath(options.path)), onSuccess, onFailure);
    }

    exists(
      onSuccess: (result: { exists: boolean }) => void,
      onFailure: ScapFailure,
      options: { path: string },
    ) {
      deps.record('Storage.exists', options);
      if (!hasUri(options?.path))
        return badParameter(onFailure, 'options.path is a mandatory parameter');
      onTheSet(
        () => {
          const path = store.internalPath(options.path, true);
          return { exists: store.isFile(path) || store.isDir(path) };
        },
        onSuccess,
        onFailure,
      );
    }

    readFile(
      onSuccess: (result: { data: string | ArrayBuffer }) => void,
      onFailure: ScapFailure,
      options: ScapReadFileOptions,
    ) {
      deps.record('Storage.readFile', options);
      if (!options || !hasUri(options.path))
        return badParameter(onFailure, 'options.path is a mandatory parameter');
      if (options.length && (options.length > MAX_BUFFER_LENGTH || options.length < 1))
        return badParameter(onFailure, `length should be > 0 and < ${MAX_BUFFER_LENGTH}`);
      if (options.position && options.position < 0)
        return badParameter(onFailure, 'position should be > 0');
      onTheSet(
        () => {
          const bytes = store.files.get(store.internalPath(options.path));
          if (!bytes) throw failure('IO_ERROR', `No such file: ${options.path}`);
          const start = options.position ?? 0;
          const piece = bytes.slice(start, start + (options.length || MAX_BUFFER_LENGTH));
          store.handOut(piece.length);
          if (options.encoding === 'binary') return { data: piece.buffer };
          if (options.encoding === 'base64') return { data: toBase64(piece) };
          return { data: new TextDecoder().decode(piece) };
        },
        onSuccess,
        onFailure,
      );
    }

    statFile(
      onSuccess: (stat: { type: 'file' | 'folder'; size: number }) => void,
      onFailure: ScapFailure,
      options: { path: string },
    ) {
      deps.record('Storage.statFile', options);
      if (!hasUri(options?.path))
        return badParameter(onFailure, 'options.path is a mandatory parameter');
      onTheSet(
        () => {
          const path = store.internalPath(options.path);
          const bytes = store.files.get(path);
          if (bytes) return { type: 'file' as const, size: bytes.length };
          if (store.isDir(path)) return { type: 'folder' as const, size: 0 };
          throw failure('IO_ERROR', `No such file: ${options.path}`);
        },
        onSuccess,
        onFailure,
      );
    }

    fsync(onSuccess: () => void, onFailure: ScapFailure, options?: { path?: string }) {
      deps.record('Storage.fsync', options);
      if (options?.path && !hasUri(options.path))
        return badParameter(onFailure, 'Invalid File URI');
      onTheSet(() => undefined, onSuccess, onFailure);
    }

    getMD5Hash(
      onSuccess: (result: { md5hash: string }) => void,
      onFailure: ScapFailure,
      options: { filePath: string },
    ) {
      deps.record('Storage.getMD5Hash', options);
      if (!hasUri(options?.filePath))
        return badParameter(onFailure, 'options.filePath is a mandatory parameter');
      onTheSet(
        () => {
          const bytes = store.files.get(store.internalPath(options.filePath));
          if (!bytes) throw failure('IO_ERROR', `No such file: ${options.filePath}`);
          return { md5hash: createHash('md5').update(bytes).digest('hex') };
        },
        onSuccess,
        onFailure,
      );
    }
  }

  // The SCAP 1.5 library has no getMD5Hash.
  if (deps.scapVersion === '1.5')
    Object.defineProperty(ReferenceStorage.prototype, 'getMD5Hash', { value: undefined });
  return ReferenceStorage;
}
