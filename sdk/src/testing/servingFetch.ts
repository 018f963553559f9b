import type { HostFetch } from '../host/index.js';

/** A fetch that serves fixed bytes by URL (404 for anything else), for hosts under test. */
export function servingFetch(served: ReadonlyMap<string, Uint8Array>): HostFetch {
  return async (input) => {
    const bytes = served.get(input);
    if (!bytes) return new Response('not found', { status: 404 });
    return new Response(bytes.slice().buffer, {
      status: 200,
      headers: { 'content-length': String(bytes.length) },
    });
  };
}
