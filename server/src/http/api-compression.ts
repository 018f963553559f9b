import type { Plugin } from 'graphql-yoga';
import {
  MIN_COMPRESSIBLE_BYTES,
  compressBody,
  isCompressibleType,
  negotiateEncoding,
  varyWithAcceptEncoding,
} from './compression.js';

/**
 * Compresses the GraphQL endpoint's JSON answers (br, else gzip) for clients that accept it.
 * Listed last so every other plugin has finished the headers (cookies, CORS). A subscription's
 * event stream and an incremental (multipart) answer are streams: they pass untouched, as do
 * small answers. zlib works off the event loop, so a large list costs no other request a wait.
 */
export function useApiCompression(): Plugin {
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
      if (body.length >= MIN_COMPRESSIBLE_BYTES) {
        const compressed = await compressBody(Buffer.from(body.buffer), encoding, 'per-request');
        if (compressed.length < body.length) {
          sent = new Uint8Array(compressed);
          headers.set('content-encoding', encoding);
          headers.set('vary', varyWithAcceptEncoding(headers.get('vary')));
        }
      }
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
