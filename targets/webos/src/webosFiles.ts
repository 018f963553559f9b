import {
  HostError,
  localFileName,
  sha256Hex,
  type LocalFile,
  type LocalFiles,
  type LocalState,
} from '@marquee/sdk';
import { hostErrorOf, LUNA, type LunaCall } from './luna.js';

/**
 * Folder of kept files in the signage internal storage. "file://internal/" is a SCAP URI: LG's
 * SCAP reference defines it for the SCAP storage APIs (which resolve it; characters limited to
 * [a-zA-Z0-9-._], 255 at most), not as a URL the web engine loads.
 */
export const FILES_DIR = 'file://internal/marquee-files';

/**
 * The URL the page is given for a kept file.
 * unconfirmed: whether the web engine loads a "file://internal/..." SCAP URI in <img> / <video>.
 * LG's public references do not say so, and Chromium reads "internal" as the host of a file URL,
 * which it does not load on Linux; if it does not load, the player shows the file from its
 * source URL when online and nothing offline. Kept as is until a set shows which URL (a local
 * path or the panel's local web server) the page can load; changed here and only here.
 */
const pageUrlOf = (scapUri: string): string => scapUri;
const INDEX_KEY = 'webos.files';
type FileIndex = Record<string, LocalFile>;

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Local files through the signage storage service: downloadFile into internal storage, readFile
 * (base64) to check the sha256, removeFile, listFiles and getStorageInfo. The service reports
 * no progress, so a download reports once, when it is complete.
 */
export function signageFiles(luna: LunaCall, state: LocalState): LocalFiles {
  const storage = (method: string, parameters: Record<string, unknown>) =>
    luna(`${LUNA.storage}/${method}`, parameters);
  const readIndex = async () =>
    ((await state.get(INDEX_KEY)) as unknown as FileIndex | undefined) ?? {};
  const writeIndex = (index: FileIndex) => state.set(INDEX_KEY, index as never);
  const pathOf = (name: string) => `${FILES_DIR}/${name}`;

  return {
    async download(url, options = {}) {
      const name = localFileName(url, options);
      const partPath = `${pathOf(name)}.part`;
      try {
        // unconfirmed: downloadFile { source, destination }. SCAP's documented JS call for the
        // same is Storage.copyFile({ source: "http(s)://...", destination: "file://internal/..." }).
        await storage('downloadFile', { source: url, destination: partPath });
      } catch (error) {
        throw hostErrorOf(error, 'NETWORK_ERROR');
      }
      // unconfirmed: readFile { path, encoding: "base64" } answering { data }.
      const read = await storage('readFile', { path: partPath, encoding: 'base64' }).catch(
        (error: unknown) => Promise.reject(hostErrorOf(error)),
      );
      // readFile answers base64 text; a reply without it reads as no bytes (and fails the checksum).
      const bytes = base64ToBytes(typeof read.data === 'string' ? read.data : '');
      const checksum = await sha256Hex(bytes);
      if (options.checksum && options.checksum.toLowerCase() !== checksum) {
        // unconfirmed: removeFile { file } (the SCAP Storage.removeFile parameter name).
        await storage('removeFile', { file: partPath }).catch(() => undefined);
        throw new HostError('CHECKSUM_MISMATCH', `Checksum of ${url} is ${checksum}`);
      }
      options.onProgress?.({ loadedBytes: bytes.length, totalBytes: bytes.length });
      // unconfirmed: moveFile { originalPath, newPath }.
      await storage('moveFile', { originalPath: partPath, newPath: pathOf(name) }).catch(
        (error: unknown) => Promise.reject(hostErrorOf(error)),
      );
      const file: LocalFile = {
        name,
        url: pageUrlOf(pathOf(name)),
        sourceUrl: url,
        sizeBytes: bytes.length,
        checksum,
      };
      await writeIndex({ ...(await readIndex()), [name]: file });
      return file;
    },
    async list() {
      const index = await readIndex();
      // unconfirmed: listFiles { path } answering { files: [{ name }] } (as SCAP's listFiles).
      const listed = await storage('listFiles', { path: FILES_DIR }).catch(() => ({ files: [] }));
      const present = new Set(((listed.files ?? []) as { name: string }[]).map((f) => f.name));
      return Object.values(index).filter((file) => present.has(file.name));
    },
    async delete(name) {
      await storage('removeFile', { file: pathOf(name) }).catch(() => undefined);
      const { [name]: _gone, ...rest } = await readIndex();
      await writeIndex(rest);
    },
    async freeSpace() {
      try {
        // unconfirmed: getStorageInfo answering { free } in kilobytes (as SCAP's getStorageInfo).
        const info = await storage('getStorageInfo', {});
        return Number(info.free ?? 0) * 1024;
      } catch (error) {
        throw hostErrorOf(error);
      }
    },
  };
}
