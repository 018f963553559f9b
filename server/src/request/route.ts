import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../app-services.js';

/**
 * A plain HTTP endpoint beside /graphql (uploads, blobs, CSV exports). Each module exports the
 * routes it owns; the server mounts them from one table, so http/ knows no module's internals.
 */
export interface HttpRoute {
  /** Human name for logs. */
  name: string;
  /** Whether this route answers the request path (pathname only, no query). */
  matches(path: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse, url: URL, services: AppServices): Promise<void>;
}

/** What a request whose path does not decode is told (400): a client error, never a 500. */
export const MALFORMED_PATH = 'The address is malformed: it has an invalid %-escape';

/**
 * Percent-encoded text (a path, a segment, a cookie value) decoded, or null when it is not valid
 * UTF-8 percent-encoding ("%E0%A4%A"): decodeURIComponent throws a URIError on those, and a route that
 * let it escape would answer 500 for what is the client's mistake.
 */
export function percentDecoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}

/** Answers 400 with MALFORMED_PATH as plain text. */
export function refuseMalformedPath(res: ServerResponse): void {
  res.writeHead(400, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(MALFORMED_PATH + '\n');
}

/** The decoded path segment, or null after answering 400: "decode it or refuse the request". */
export function decodePathOrRefuse(res: ServerResponse, text: string): string | null {
  const decoded = percentDecoded(text);
  if (decoded === null) refuseMalformedPath(res);
  return decoded;
}
