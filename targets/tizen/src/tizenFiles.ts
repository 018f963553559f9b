import {
  HostError,
  localFileName,
  sha256Hex,
  type DownloadOptions,
  type LocalFile,
  type LocalFiles,
  type LocalState,
} from '@marquee/sdk';
import type { WebAPIError } from 'tizen-common-web';
import type { TizenApis } from './tizenPlatform.js';

/** Where kept files live: the app's private storage, removed with the app. */
export const FILES_DIR = 'wgt-private/marquee-files';
/** Local-state key of the index of kept files (source URL and checksum are not on the file system). */
const INDEX_KEY = 'tizen.files';

type FileIndex = Record<string, LocalFile>;

/** A Tizen callback API as a promise; a WebAPIError (or a thrown WebAPIException) becomes a HostError. */
function call<T>(
  run: (resolve: (value: T) => void, reject: (error: WebAPIError) => void) => void,
  code: 'PLATFORM_ERROR' | 'NETWORK_ERROR' = 'PLATFORM_ERROR',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const fail = (error: WebAPIError) =>
      reject(
        new HostError(
          error.name === 'SecurityError' ? 'PERMISSION_DENIED' : code,
          `${error.name}: ${error.message}`,
          { cause: error },
        ),
      );
    try {
      run(resolve, fail);
    } catch (error) {
      fail(error as WebAPIError);
    }
  });
}

/**
 * Local files through tizen.download (into the app's private folder) and tizen.filesystem. The
 * sha256 is checked by reading the downloaded bytes back before the file is listed.
 */
export function tizenFiles(tizen: TizenApis, state: LocalState): LocalFiles {
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
      const partName = `${name}.part`;
      const partPath = await fetchToFile(url, partName, options);
      const bytes = await call<Uint8Array>((ok) => {
        const handle = fs.openFile(partPath, 'r');
        try {
          ok(handle.readData());
        } finally {
          handle.close();
        }
      });
      const checksum = await sha256Hex(bytes);
      if (options.checksum && options.checksum.toLowerCase() !== checksum) {
        await remove(partPath);
        throw new HostError('CHECKSUM_MISMATCH', `Checksum of ${url} is ${checksum}`);
      }
      const path = pathOf(name);
      await call<void>((ok, fail) => fs.moveFile(partPath, path, true, () => ok(), fail));
      const file: LocalFile = {
        name,
        url: fs.toURI(path),
        sourceUrl: url,
        sizeBytes: bytes.length,
        checksum,
      };
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
