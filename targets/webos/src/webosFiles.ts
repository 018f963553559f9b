import {
  HostError,
  localFileName,
  type LocalFile,
  type LocalFiles,
  type LocalState,
} from '@marquee/sdk';
import { hashKeptFile } from './keptFileHash.js';
import { ScapCallError, type ScapApi } from './scapApi.js';
import { unknownSize, type SourceSize } from './sourceSize.js';

/** The folder of kept files, as SCAP storage calls name it (a "file://internal/" SCAP URI). */
const FOLDER = 'marquee-files';
export const FILES_DIR = `file://internal/${FOLDER}`;
/**
 * Where the page loads kept files from. LG's SCAP reference: files copied to internal storage
 * "can be accessed from local http file server (http://127.0.0.1:9080/...)", so
 * file://internal/X is served as http://127.0.0.1:9080/X. 127.0.0.1, not localhost.
 */
export const LOCAL_SERVER = 'http://127.0.0.1:9080';
export const pageUrlOf = (name: string) => `${LOCAL_SERVER}/${FOLDER}/${name}`;
/** A copy in progress; never listed, deleted when a download fails. */
const TMP_SUFFIX = '.tmp';
const INDEX_KEY = 'webos.files';
type FileIndex = Record<string, LocalFile>;
type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Free space under which a failed copy is taken for a full storage. LG's references give no
 * error code for it (SCAP's codes are IO_ERROR, DEVICE_ERROR, BAD_PARAMETER, SERVER_ERROR,
 * NETWORK_ERROR, SYSTEM_ERROR) and do not say whether the set removes a partial copy, so the
 * set's own free space decides: a copy that stopped with next to nothing left ran out of room.
 * With more left (the set may have removed the partial copy), the source's size against the
 * free space read before the copy decides.
 */
export const FULL_BELOW_BYTES = 1024 * 1024;
/** Failures about the request or the network, never about the storage. */
const NOT_STORAGE = new Set(['BAD_PARAMETER', 'NETWORK_ERROR', 'SERVER_ERROR']);

// Whole tenths by arithmetic: toFixed would bring a polyfill into the loader.
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

const failedWith = (code: HostError['code'], what: string) => (error: unknown) =>
  Promise.reject(
    error instanceof HostError
      ? error
      : new HostError(code, `${what}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        }),
  );

/**
 * Local files through SCAP storage: Storage.copyFile from the source into "<name>.tmp", the
 * copy's sha256 read back in bounded memory (keptFileHash.ts), Storage.moveFile into place only
 * when it matches. The page is given http://127.0.0.1:9080 URLs. SCAP reports no
 * progress for a copy, so a download reports once, when it is complete. A copy that fails with
 * the storage (almost) full, or of a source larger than the room there was, fails with
 * DISK_FULL, anything else with NETWORK_ERROR. `sourceSize` learns a source's size (a HEAD
 * request, sourceSize.ts); without it a size is never known.
 */
export function scapFiles(
  scap: ScapApi,
  localFetch: Fetch | null,
  state: LocalState,
  sourceSize: SourceSize = unknownSize,
): LocalFiles {
  const { storage } = scap;
  const readIndex = async () =>
    ((await state.get(INDEX_KEY)) as unknown as FileIndex | undefined) ?? {};
  const writeIndex = (index: FileIndex) => state.set(INDEX_KEY, index as never);
  const pathOf = (name: string) => `${FILES_DIR}/${name}`;
  let folderReady: Promise<void> | null = null;
  // mkdir fails when the folder exists; copyFile then says whether it is really missing.
  const ensureFolder = () =>
    (folderReady ??= storage.mkdir({ path: FILES_DIR }).catch(() => undefined));
  // getStorageInfo's free is in KB; null when the set cannot say.
  const freeBytes = () =>
    storage.getStorageInfo().then(
      (info) => Number(info.free) * 1024,
      () => null,
    );
  const notStorage = (error: unknown) =>
    error instanceof ScapCallError && NOT_STORAGE.has(error.errorCode);
  // Asked before the partial copy is removed: while it is there, a copy that filled the
  // storage leaves it full. A set that cannot say is not taken for full.
  const leftFull = async () => {
    const free = await freeBytes();
    return free !== null && free < FULL_BELOW_BYTES;
  };
  // A set that removed the partial copy itself shows its room again: then only a source larger
  // than the room before the copy tells a full storage. The size when it is larger, else null:
  // an unknown size or room is not taken for full.
  const sizeOverRoom = async (url: string, roomBefore: number | null) => {
    if (roomBefore === null) return null;
    const size = await sourceSize(url).catch(() => null);
    return size !== null && size > roomBefore ? size : null;
  };
  // Why a copy failed, as a HostError; `removeTmp` runs after the full storage was read.
  const copyFailed = async (
    error: unknown,
    url: string,
    roomBefore: number | null,
    removeTmp: () => Promise<unknown>,
  ) => {
    const storageMayBeFull = !notStorage(error);
    const full = storageMayBeFull && (await leftFull());
    await removeTmp();
    if (full) return failedWith('DISK_FULL', `No room left on the set for ${url}`)(error);
    const size = storageMayBeFull ? await sizeOverRoom(url, roomBefore) : null;
    if (size !== null) {
      const room = `${megabytes(size)}, ${megabytes(roomBefore ?? 0)} free`;
      return failedWith('DISK_FULL', `No room on the set for ${url} (${room})`)(error);
    }
    return failedWith('NETWORK_ERROR', `Could not copy ${url}`)(error);
  };

  return {
    async download(url, options = {}) {
      const name = localFileName(url, options);
      const tmpName = `${name}${TMP_SUFFIX}`;
      const removeTmp = () => storage.removeFile({ file: pathOf(tmpName) }).catch(() => undefined);
      await ensureFolder();
      const roomBefore = await freeBytes();
      // A copy cut off half-way may leave part of the file: it goes too.
      await storage
        .copyFile({ source: url, destination: pathOf(tmpName), maxRedirection: 5 })
        .catch((error: unknown) => copyFailed(error, url, roomBefore, removeTmp));
      const read = hashKeptFile(localFetch, storage, pageUrlOf(tmpName), pathOf(tmpName));
      const kept = await read.catch(async (error: unknown) => {
        await removeTmp();
        return failedWith('PLATFORM_ERROR', `Could not read back ${url}`)(error);
      });
      if (options.checksum && options.checksum.toLowerCase() !== kept.checksum) {
        await removeTmp();
        throw new HostError('CHECKSUM_MISMATCH', `Checksum of ${url} is ${kept.checksum}`);
      }
      await storage
        .moveFile({ oldPath: pathOf(tmpName), newPath: pathOf(name) })
        .catch(failedWith('PLATFORM_ERROR', `Could not keep ${url}`));
      options.onProgress?.({ loadedBytes: kept.sizeBytes, totalBytes: kept.sizeBytes });
      const file: LocalFile = {
        name,
        url: pageUrlOf(name),
        sourceUrl: url,
        sizeBytes: kept.sizeBytes,
        checksum: kept.checksum,
      };
      await writeIndex({ ...(await readIndex()), [name]: file });
      return file;
    },
    async list() {
      const index = await readIndex();
      const listed = await storage.listFiles({ path: FILES_DIR }).catch(() => ({ files: [] }));
      const present = new Set(listed.files.filter((f) => f.type !== 'folder').map((f) => f.name));
      return Object.values(index).filter((file) => present.has(file.name));
    },
    async delete(name) {
      await storage.removeFile({ file: pathOf(name) }).catch(() => undefined);
      const { [name]: _gone, ...rest } = await readIndex();
      await writeIndex(rest);
    },
    async freeSpace() {
      const info = await storage
        .getStorageInfo()
        .catch(failedWith('PLATFORM_ERROR', 'Could not read the free space'));
      return Number(info.free) * 1024;
    },
  };
}
