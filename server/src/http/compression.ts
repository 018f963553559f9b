import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// What the server compresses and how. zlib's callback functions run on libuv's thread pool, so a
// big body never holds the event loop (the *Sync variants would).

export type ContentEncoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its headers and the CPU cost. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with from `Accept-Encoding`: br when the client takes it, else gzip,
 * else none (identity). Honours `q=0` ("not this one") and `*`.
 */
export function negotiateEncoding(
  acceptEncoding: IncomingHttpHeaders['accept-encoding'] | null,
): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const accepts = (name: ContentEncoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * Whether a body of this type shrinks when compressed. Images (but SVG), fonts other than TTF,
 * video, audio and archives are compressed already; an event stream is never buffered.
 */
export function isCompressibleType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/wasm' ||
    type === 'font/ttf' ||
    type === 'image/x-icon'
  );
}

/**
 * How hard to try. `once`: a static file compressed a single time and then served from the cache
 * (best ratio). `per-request`: an API answer, compressed for every response (fast settings that
 * still save most of the bytes).
 */
export type CompressionEffort = 'once' | 'per-request';

export function compressBody(
  body: Buffer,
  encoding: ContentEncoding,
  effort: CompressionEffort,
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'once' ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
  }
  return gzipAsync(body, { level: effort === 'once' ? 9 : 6 });
}

/** Adds Accept-Encoding to a Vary header value (keeping what was there). */
export function varyWithAcceptEncoding(existing: string | null | undefined): string {
  const parts = (existing ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.some((p) => p === '*' || p.toLowerCase() === 'accept-encoding'))
    return parts.join(', ');
  return [...parts, 'Accept-Encoding'].join(', ');
}
