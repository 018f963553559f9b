import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../app-services.js';
import type { HttpRoute } from '../../request/route.js';
import { LIVE_PAGE_PER_ADDRESS, LIVE_PICTURES_PER_ADDRESS } from './limits.js';
import { livePage, livePicture } from './public-view.js';

// GET /api/live/<token>: the page data of a live view link, as JSON.
// GET /api/live/<token>/pictures/<key>: the latest picture of one of its screens.
// Public: the token is the credential. Each use is counted per address before any lookup, and a
// revoked or unknown token answers 404 with a sentence, for the page and its pictures alike.

export const LIVE_API_PREFIX = '/api/live/';
const PAGE = /^\/api\/live\/([A-Za-z0-9_-]{1,64})$/;
const PICTURE = /^\/api\/live\/([A-Za-z0-9_-]{1,64})\/pictures\/([A-Za-z0-9_-]{1,32})$/;

/** What a page or picture of a link that no longer works answers. */
export const LINK_GONE =
  'This live view link does not work anymore. Ask whoever shared it for a new one.';
export const TOO_MANY = 'Too many requests from your address. Try again in a minute.';

const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...extra });
  res.end(text + '\n');
}

/** Counts one use for the caller's address; false after answering 429. */
async function withinLimit(
  services: AppServices,
  req: IncomingMessage,
  res: ServerResponse,
  limit: typeof LIVE_PAGE_PER_ADDRESS,
) {
  const address = req.socket.remoteAddress ?? 'unknown';
  if (await services.rateLimits.take(limit, address, services.clock.now())) return true;
  sendText(res, 429, TOO_MANY, { 'Retry-After': '60' });
  return false;
}

async function handle(req: IncomingMessage, res: ServerResponse, url: URL, services: AppServices) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const page = PAGE.exec(url.pathname);
  if (page) {
    if (!(await withinLimit(services, req, res, LIVE_PAGE_PER_ADDRESS))) return;
    const data = await livePage(services, page[1]!, `${url.pathname}/pictures/`);
    if (!data) return sendText(res, 404, LINK_GONE);
    res.writeHead(200, { ...HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(data));
    return;
  }
  const picture = PICTURE.exec(url.pathname);
  if (!picture) return sendText(res, 404, LINK_GONE);
  if (!(await withinLimit(services, req, res, LIVE_PICTURES_PER_ADDRESS))) return;
  const shot = await livePicture(services, picture[1]!, picture[2]!);
  if (!shot) return sendText(res, 404, LINK_GONE);
  const info = await services.blobs.stat(shot.blobKey);
  if (!info) return sendText(res, 404, 'This screen has no picture yet.');
  res.writeHead(200, {
    ...HEADERS,
    'Content-Type': shot.mimeType,
    'Content-Length': String(info.size),
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  if (req.method === 'HEAD') return void res.end();
  services.blobs
    .read(shot.blobKey)
    .on('error', () => res.destroy())
    .pipe(res);
}

export const liveLinksRoutes: readonly HttpRoute[] = [
  { name: 'live view', matches: (path) => path.startsWith(LIVE_API_PREFIX), handle },
];
