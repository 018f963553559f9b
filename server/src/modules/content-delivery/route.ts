import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../app-services.js';
import type { HttpRoute } from '../../request/route.js';
import { CONTENT_PATH_PREFIX, parseContentPath } from './content-key.js';
import type { ContentSnapshot } from './snapshot.js';
import { snapshotAtPath } from './socket-content.js';

// Content by hash is a capability like a signed blob URL: the hash covers the content's
// HMAC-signed file URLs, so nobody without the server's secret can name one. Hence no
// credential, and players on file:// and TV origins fetch it without a preflight.
const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  Vary: 'Accept-Encoding',
};

function sendText(res: ServerResponse, status: number, text: string, headers = {}) {
  res.writeHead(status, {
    ...COMMON_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    ...headers,
  });
  res.end(text + '\n');
}

/** brotli, then gzip, then none: what the client accepts (q=0 refuses). */
function encodingFor(req: IncomingMessage): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

function sendSnapshot(req: IncomingMessage, res: ServerResponse, snapshot: ContentSnapshot) {
  const etag = `"${snapshot.hash}"`;
  const headers = {
    ...COMMON_HEADERS,
    ETag: etag,
    // The address names these bytes and no others (play quota counters aside, which are as of
    // the snapshot): cached for good.
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
  const presented = String(req.headers['if-none-match'] ?? '').split(',');
  if (presented.some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()))) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = encodingFor(req);
  const body =
    encoding === 'br' ? snapshot.br : encoding === 'gzip' ? snapshot.gzip : snapshot.json;
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** GET /api/content/<account>/<space>/<collection>/<entity>/<hash>: a content version's JSON. */
export const contentRoute: HttpRoute = {
  name: 'content by hash',
  matches: (path) => path.startsWith(CONTENT_PATH_PREFIX),
  async handle(req: IncomingMessage, res: ServerResponse, url: URL, services: AppServices) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    if (!parseContentPath(url.pathname)) {
      sendText(res, 404, 'No such content version');
      return;
    }
    const snapshot: ContentSnapshot | undefined = await snapshotAtPath(services, url.pathname);
    if (!snapshot) {
      sendText(res, 404, 'This content version is no longer current');
      return;
    }
    sendSnapshot(req, res, snapshot);
  },
};

export const contentDeliveryRoutes: readonly HttpRoute[] = [contentRoute];
