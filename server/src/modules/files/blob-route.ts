import type { ServerResponse } from 'node:http';
import { percentDecoded, refuseMalformedPath, type HttpRoute } from '../../request/route.js';
import { readBlob, signedBlob } from './blob-access.js';

export const BLOB_ROUTE_PREFIX = '/blobs/';

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
    ...headers,
  });
  res.end(text + '\n');
}

/** Parses "bytes=start-end" for a blob of the given size; undefined when absent, null when unsatisfiable. */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

/** How long a browser may keep what a signed link (valid, `exp` in seconds) served: until it
 * expires, and a day at most. */
function cacheSeconds(exp: string | null, now: Date): number {
  return Math.max(0, Math.min(86_400, Math.floor(Number(exp) - now.getTime() / 1000)));
}

/**
 * GET /blobs/<key>?exp=&sig=: the signed URL is the authorisation, so players and <img> tags need
 * no headers. Streams the bytes with their content type and supports Range for video seeking.
 */
export const blobRoute: HttpRoute = {
  name: 'blobs',
  matches: (path) => path.startsWith(BLOB_ROUTE_PREFIX),
  async handle(req, res, url, services) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const segments = url.pathname.slice(BLOB_ROUTE_PREFIX.length).split('/').map(percentDecoded);
    if (segments.includes(null)) return refuseMalformedPath(res);
    const key = segments.join('/');
    const blob = await signedBlob(
      services,
      key,
      url.searchParams.get('exp'),
      url.searchParams.get('sig'),
    );
    if (blob.status === 'invalid-signature') {
      sendText(res, 403, 'The link signature is not valid');
      return;
    }
    if (blob.status === 'expired') {
      sendText(res, 403, 'The link has expired; ask the server for a fresh one');
      return;
    }
    if (blob.status === 'not-found') {
      sendText(res, 404, 'Not found');
      return;
    }
    const { info } = blob;
    const range = parseRange(req.headers.range, info.size);
    if (range === null) {
      sendText(res, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${info.size}` });
      return;
    }
    const headers: Record<string, string | number> = {
      'Content-Type': info.contentType,
      'Accept-Ranges': 'bytes',
      // The signed URL names immutable bytes: a browser may keep them while the link is valid
      // (a day at most), and not after it expires (a screenshot's link lasts an hour).
      'Cache-Control': `private, max-age=${cacheSeconds(url.searchParams.get('exp'), services.clock.now())}`,
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
    };
    // Opened directly, an uploaded SVG (or anything else) must never run script in the console's
    // origin. The sandbox leaves <img>/<video> use alone; PDFs are exempt so the viewer can draw them.
    if (info.contentType !== 'application/pdf') {
      headers['Content-Security-Policy'] =
        "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'";
    }
    if (range) {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
      headers['Content-Length'] = range.end - range.start + 1;
      res.writeHead(206, headers);
    } else {
      headers['Content-Length'] = info.size;
      res.writeHead(200, headers);
    }
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    readBlob(services, key, range ?? undefined)
      .on('error', (err) => {
        services.logger.error({ err, key }, 'blob stream failed');
        res.destroy();
      })
      .pipe(res);
  },
};
