import type { Plugin } from 'graphql-yoga';
import {
  MIN_COMPRESSIBLE_BYTES,
  compressBody,
  isCompressibleType,
  negotiateEncoding,
  varyWithAcceptEncoding,
  type ContentEncoding,
} from './compression.js';

/**
 * API answers compressed at the same moment. zlib runs on libuv's pool (4 threads), which file
 * reads, DNS lookups and password hashing share, and on two cores a burst of large answers would
 * otherwise take the CPU from everything else. An answer that finds every place taken goes as it
 * is, at once: it costs bytes, never a wait. bench/api-compression.mjs measures the difference.
 */
export const MAX_API_COMPRESSIONS = 2;

export interface ApiCompressionOptions {
  maxInFlight?: number;
  /** The compressor; tests pass one that counts. */
  compress?: (body: Buffer, encoding: ContentEncoding) => Promise<Buffer>;
}

/**
 * Compresses the GraphQL endpoint's JSON answers (br, else gzip) for clients that accept it.
 * Listed last so every other plugin has finished the headers (cookies, CORS). A subscription's
 * event stream and an incremental (multipart) answer are streams: they pass untouched, as do
 * small answers.
 */
export function useApiCompression({
  maxInFlight = MAX_API_COMPRESSIONS,
  compress = (body, encoding) => compressBody(body, encoding, 'per-request'),
}: ApiCompressionOptions = {}): Plugin {
  let inFlight = 0;
  return {
    async onResponse(payload) {
      const { request, response, fetchAPI } = payload;
      if (!response.body || response.headers.has('content-encoding')) return;
      if (!isCompressibleType(response.headers.get('content-type'))) return;
      const encoding = negotiateEncoding(request.headers.get('accept-encoding'));
      if (!encoding) return;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      let sent = body;
      if (body.length >= MIN_COMPRESSIBLE_BYTES && inFlight < maxInFlight) {
        inFlight++;
        let compressed: Buffer;
        try {
          compressed = await compress(Buffer.from(body.buffer), encoding);
        } finally {
          inFlight--;
        }
        if (compressed.length < body.length) {
          sent = new Uint8Array(compressed);
          headers.set('content-encoding', encoding);
        }
      }
      // Whether or not this one was compressed, another answer to the same request may be.
      if (body.length >= MIN_COMPRESSIBLE_BYTES)
        headers.set('vary', varyWithAcceptEncoding(headers.get('vary')));
      headers.set('content-length', String(sent.length));
      // The body was read to measure it: the answer goes on with the bytes (as they were, or
      // compressed).
      payload.setResponse(
        new fetchAPI.Response(sent, {
          status: response.status,
          statusText: response.statusText,
          headers,
        }),
      );
    },
  };
}
