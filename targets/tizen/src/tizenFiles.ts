import {
  HostError,
  localFileName,
  type DownloadOptions,
  type LocalFile,
  type LocalFiles,
  type LocalState,
} from '@marquee/sdk';
import { createSha256 } from '@marquee/sdk/shell';
import type { WebAPIError } from 'tizen-common-web';
import { platformError } from './tizenErrors.js';
import { nextTask, readInChunks } from './tizenRead.js';
import type { TizenApis } from './tizenPlatform.js';

/** Where kept files live: the app's private storage, removed with the app. */
export const FILES_DIR = 'wgt-private/marquee-files';
/** Local-state key of the index of kept files (source URL and checksum are not on the file system). */
const INDEX_KEY = 'tizen.files';

/**
 * Bytes read from a file at a time to check its checksum. Memory stays at one chunk whatever the
 * file's size: reading a 1 GB video whole would not fit a set's memory.
 */
export const HASH_CHUNK_BYTES = 1024 * 1024;

type FileIndex = Record<string, LocalFile>;

export interface TizenFilesOptions {
  /** Defaults to HASH_CHUNK_BYTES. */
  hashChunkBytes?: number;
  /**
   * Awaited between two chunks of hashing, so the page keeps drawing (and the loader's watchdog
   * keeps ticking) while a large file is checked. Defaults to a zero-delay timer.
   */
  pause?: () => Promise<void>;
}

/** A Tizen callback API as a promise; a WebAPIError (or a thrown WebAPIException) becomes a HostError. */
function call<T>(
  run: (resolve: (value: T) => void, reject: (error: WebAPIError) => void) => void,
  code: 'PLATFORM_ERROR' | 'NETWORK_ERROR' = 'PLATFORM_ERROR',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (error: WebAPIError) => reject(platformError(error, code));
    try {
      run(resolve, fail);
    } catch (error) {
      fail(error as WebAPIError);
    }
  });
}

/** The sha256 and size of a kept file, read `chunkBytes` at a time. */
async function hashFile(
  fs: TizenApis['filesystem'],
  path: string,
  chunkBytes: number,
  pause: () => Promise<void>,
): Promise<{ checksum: string; sizeBytes: number }> {
  const hash = createSha256();
  const sizeBytes = await readInChunks(fs, path, chunkBytes, (chunk) => hash.update(chunk), pause);
  return { checksum: hash.hex(), sizeBytes };
}

/**
 * Local files through tizen.download (into the app's private folder) and tizen.filesystem. The
 * sha256 is checked by reading the downloaded file back in chunks before it takes its name and
 * is listed.
 */
export function tizenFiles(
  tizen: TizenApis,
  state: LocalState,
  { hashChunkBytes = HASH_CHUNK_BYTES, pause = nextTask }: TizenFilesOptions = {},
): LocalFiles {
  const fs = tizen.filesystem;
  const pathOf = (name: string) => `${FILES_DIR}/${name}`;
  const readIndex = async () =>
    ((await state.get(INDEX_KEY)) as unknown as FileIndex | undefined) ?? {};
  const writeIndex = (index: FileIndex) => state.set(INDEX_KEY, index as never);
  const remove = (path: string) =>
    call<void>((ok, fail) => {
      if (!fs.pathExists(path)) return ok();
      fs.deleteFile(path, () => ok(), fail);
    });

  async function ensureDir() {
    if (fs.pathExists(FILES_DIR)) return;
    await call<void>((ok, fail) => fs.createDirectory(FILES_DIR, true, () => ok(), fail));
  }

  function fetchToFile(url: string, fileName: string, options: DownloadOptions) {
    return call<string>((ok, fail) => {
      const request = new tizen.DownloadRequest(url, FILES_DIR, fileName, 'ALL');
      tizen.download.start(request, {
        onprogress: (_id, receivedSize, totalSize) =>
          options.onProgress?.({
            loadedBytes: receivedSize,
            totalBytes: totalSize > 0 ? totalSize : null,
          }),
        onpaused: () => undefined,
        oncanceled: () => fail({ code: 0, name: 'AbortError', message: 'Download canceled' }),
        oncompleted: (_id, path) => ok(path),
        onfailed: (_id, error) => fail(error),
      });
    }, 'NETWORK_ERROR');
  }

  async function freeSpace(): Promise<number> {
    const storage = await call<{ units: readonly { availableCapacity: number }[] }>((ok, fail) =>
      tizen.systeminfo.getPropertyValue('STORAGE', (value) => ok(value), fail),
    );
    return storage.units[0]?.availableCapacity ?? 0;
  }

  return {
    async download(url, options = {}) {
      await ensureDir();
      const name = localFileName(url, options);
      // Downloaded under a temporary name, so a bad download never replaces a good file.
      // A part file left by a download cut off earlier (power lost) goes first.
      const partName = `${name}.part`;
      await remove(pathOf(partName));
      const partPath = await fetchToFile(url, partName, options);
      const discardPart = async (error: unknown): Promise<never> => {
        await remove(partPath).catch(() => undefined);
        throw error;
      };
      const { checksum, sizeBytes } = await hashFile(fs, partPath, hashChunkBytes, pause).catch(
        discardPart,
      );
      if (options.checksum && options.checksum.toLowerCase() !== checksum) {
        await remove(partPath);
        throw new HostError('CHECKSUM_MISMATCH', `Checksum of ${url} is ${checksum}`);
      }
      const path = pathOf(name);
      // rename(path, newName) renames in place and fails with IOError when the name is taken, so
      // the file kept under that name before (an earlier download of it) goes first.
      await remove(path);
      await call<void>((ok, fail) => fs.rename(partPath, name, () => ok(), fail)).catch(
        discardPart,
      );
      const file: LocalFile = { name, url: fs.toURI(path), sourceUrl: url, sizeBytes, checksum };
      await writeIndex({ ...(await readIndex()), [name]: file });
      return file;
    },
    async list() {
      const index = await readIndex();
      return Object.values(index).filter((file) => fs.pathExists(pathOf(file.name)));
    },
    async delete(name) {
      await remove(pathOf(name));
      const { [name]: _gone, ...rest } = await readIndex();
      await writeIndex(rest);
    },
    freeSpace,
  };
}
