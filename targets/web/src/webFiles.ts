import {
  HostError,
  localFileName,
  sha256Hex,
  type DownloadOptions,
  type HostFetch,
  type LocalFile,
  type LocalFiles,
} from '@marquee/sdk';

import { FILES_CACHE, LOCAL_FILES_PATH } from './cacheNames.js';

export { FILES_CACHE, LOCAL_FILES_PATH };

const META = { source: 'x-marquee-source', checksum: 'x-marquee-checksum', name: 'x-marquee-name' };

interface WebFilesDeps {
  caches: CacheStorage;
  storage: Pick<StorageManager, 'estimate'>;
  fetch: HostFetch;
  origin: string;
}

/** Local files in Cache Storage, checked with Web Crypto's sha256 before they are kept. */
export function cacheStorageFiles(deps: WebFilesDeps): LocalFiles {
  const open = () => deps.caches.open(FILES_CACHE);
  const localUrl = (name: string) =>
    new URL(LOCAL_FILES_PATH + encodeURIComponent(name), deps.origin).href;

  async function describe(request: Request, cache: Cache): Promise<LocalFile | undefined> {
    const response = await cache.match(request);
    const headers = response?.headers;
    const name = headers?.get(META.name);
    if (!response || !headers || !name) return undefined;
    return {
      name,
      url: request.url,
      sourceUrl: headers.get(META.source) ?? '',
      sizeBytes: Number(headers.get('content-length') ?? 0),
      checksum: headers.get(META.checksum) ?? '',
    };
  }

  async function freeSpace(): Promise<number> {
    const { quota = 0, usage = 0 } = await deps.storage.estimate();
    return Math.max(0, quota - usage);
  }

  return {
    async download(url: string, options: DownloadOptions = {}) {
      let response: Response;
      try {
        response = await deps.fetch(url);
      } catch (cause) {
        throw new HostError('NETWORK_ERROR', `Could not download ${url}`, { cause });
      }
      if (!response.ok)
        throw new HostError('NETWORK_ERROR', `Could not download ${url}: ${response.status}`);
      const bytes = await readWithProgress(url, response, options);
      const checksum = await sha256Hex(bytes);
      if (options.checksum && options.checksum.toLowerCase() !== checksum)
        throw new HostError(
          'CHECKSUM_MISMATCH',
          `Checksum of ${url} is ${checksum}, expected ${options.checksum}`,
        );
      if (bytes.length > (await freeSpace()))
        throw new HostError('DISK_FULL', `Not enough space for ${url} (${bytes.length} bytes)`);
      const name = localFileName(url, options);
      const file: LocalFile = {
        name,
        url: localUrl(name),
        sourceUrl: url,
        sizeBytes: bytes.length,
        checksum,
      };
      const headers = {
        'content-type': response.headers.get('content-type') ?? 'application/octet-stream',
        'content-length': String(bytes.length),
        [META.source]: url,
        [META.checksum]: checksum,
        [META.name]: name,
      };
      try {
        await (await open()).put(file.url, new Response(bytes, { headers }));
      } catch (cause) {
        const full = cause instanceof DOMException && cause.name === 'QuotaExceededError';
        throw new HostError(full ? 'DISK_FULL' : 'PLATFORM_ERROR', `Could not keep ${url}`, {
          cause,
        });
      }
      return file;
    },
    async list() {
      const cache = await open();
      const files = await Promise.all(
        (await cache.keys()).map((request) => describe(request, cache)),
      );
      return files.filter((file): file is LocalFile => file !== undefined);
    },
    async delete(name: string) {
      await (await open()).delete(localUrl(name));
    },
    freeSpace,
  };
}

/** Reads the body chunk by chunk so the caller sees progress on large files. */
async function readWithProgress(url: string, response: Response, options: DownloadOptions) {
  const header = response.headers.get('content-length');
  const totalBytes = header === null ? null : Number(header);
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let loadedBytes = 0;
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loadedBytes += value.length;
      options.onProgress?.({ loadedBytes, totalBytes });
    }
  } catch (cause) {
    throw new HostError('NETWORK_ERROR', `Download of ${url} broke off at ${loadedBytes} bytes`, {
      cause,
    });
  }
  const bytes = new Uint8Array(loadedBytes);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  if (chunks.length === 0) options.onProgress?.({ loadedBytes: 0, totalBytes });
  return bytes;
}
