import type { FetchAPI, Plugin } from 'graphql-yoga';
import { GraphQLError } from '../graphql/graphql-js.js';

/**
 * The largest GraphQL request body read. The largest legitimate operation is a playlist saved
 * with its items (at most 5 MB of JSON, graphql/input-limits.ts), then a menu board (2 MB) and a
 * scene (1 MB); files travel outside GraphQL (a PUT to their upload link). Reading and parsing
 * JSON costs tens of milliseconds a megabyte, during which the server answers nobody else, so a
 * body over this is refused before it is read: yoga's own 25 MB default let 200,000 schedule
 * timings (16 MB) hold the event loop for half a second before any limit could look at them.
 */
export const MAX_GRAPHQL_REQUEST_BYTES = 8_000_000;
export const REQUEST_TOO_LARGE = `The request is too large: at most ${MAX_GRAPHQL_REQUEST_BYTES / 1_000_000} MB`;

const tooLarge = () =>
  new GraphQLError(REQUEST_TOO_LARGE, {
    extensions: { code: 'BAD_USER_INPUT', http: { status: 413 } },
  });

/**
 * Refuses a GraphQL request body over MAX_GRAPHQL_REQUEST_BYTES with 413 and BAD_USER_INPUT:
 * by its Content-Length before reading anything, and a body without one (chunked) as soon as
 * the bytes read pass the limit. Yoga's 25 MB limit stays behind it.
 */
export function useRequestSizeLimit(maxBytes = MAX_GRAPHQL_REQUEST_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const declared = request.headers.get('content-length');
      if (declared !== null && Number(declared) > maxBytes) throw tooLarge();
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((req) => parse(limited(req, maxBytes, fetchAPI)));
    },
  };
}

/** The request with its body stopped by the refusal as soon as the bytes read pass the limit. */
function limited(request: Request, maxBytes: number, fetchAPI: FetchAPI): Request {
  const body = request.body;
  if (!body) return request;
  // A native body stream pipes only through a native TransformStream (as yoga's own limit does).
  const Transform =
    body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let read = 0;
  const counted = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
}
