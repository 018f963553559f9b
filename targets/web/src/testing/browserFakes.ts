/**
 * In-memory stand-ins for the browser APIs the web host uses that jsdom (and Node) do not have:
 * Cache Storage, StorageManager.estimate and Geolocation; plus a localStorage that a test can
 * hand to a second host to model a reload. They keep the real APIs' shapes, so the web host
 * runs against them unchanged.
 */

interface StoredResponse {
  bytes: Uint8Array;
  headers: [string, string][];
  status: number;
}

class MemoryCache {
  readonly entries = new Map<string, StoredResponse>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const bytes = new Uint8Array(await response.arrayBuffer());
    this.entries.set(urlOf(request), {
      bytes,
      headers: [...response.headers],
      status: response.status,
    });
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const stored = this.entries.get(urlOf(request));
    if (!stored) return undefined;
    return new Response(stored.bytes.slice(), { status: stored.status, headers: stored.headers });
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<Cache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new MemoryCache()));
    return cache as unknown as Cache;
  }

  usageBytes(): number {
    let usage = 0;
    for (const cache of this.caches.values())
      for (const entry of cache.entries.values()) usage += entry.bytes.length;
    return usage;
  }

  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}

/** navigator.storage.estimate over a MemoryCacheStorage, with a fixed quota. */
export function storageManagerFor(caches: MemoryCacheStorage, quotaBytes: number) {
  return {
    estimate: async (): Promise<StorageEstimate> => ({
      quota: quotaBytes,
      usage: caches.usageBytes(),
    }),
  };
}

/** A Geolocation that answers at once with a fixed position, or refuses like a denied prompt. */
export function fixedGeolocation(
  answer: { latitude: number; longitude: number; accuracy: number } | 'denied',
): Geolocation {
  const getCurrentPosition = (
    success: PositionCallback,
    failure?: PositionErrorCallback | null,
  ) => {
    if (answer === 'denied') {
      failure?.({
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
    } else {
      success({ coords: answer, timestamp: 0 } as unknown as GeolocationPosition);
    }
  };
  return { getCurrentPosition, watchPosition: () => 0, clearWatch: () => {} };
}

function urlOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return request;
  if (request instanceof URL) return request.href;
  return request.url;
}
