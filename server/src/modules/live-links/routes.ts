import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../app-services.js';
import type { HttpRoute } from '../../request/route.js';
import type { RateLimit } from '../../rate-limits.js';
import {
  LIVE_PAGE_PER_ADDRESS,
  LIVE_PAGE_PER_LINK,
  LIVE_PICTURES_PER_ADDRESS,
  LIVE_PICTURES_PER_LINK,
} from './limits.js';
import { liveLinkOf, livePage, livePicture } from './public-view.js';

// GET /api/live/<token>: the page data of a live view link, as JSON.
// GET /api/live/<token>/pictures/<key>: the latest picture of one of its screens.
// Public: the token is the credential. Each use is counted per address before any lookup, then
// per link once the token opened one (one indexed read), before the link's screens are read, so
// neither one address nor many can make a link cost more than its audience would. A revoked or
// unknown token answers 404 with a sentence, for the page and its pictures alike.

export const LIVE_API_PREFIX = '/api/live/';
const PAGE = /^\/api\/live\/([A-Za-z0-9_-]{1,64})$/;
const PICTURE = /^\/api\/live\/([A-Za-z0-9_-]{1,64})\/pictures\/([A-Za-z0-9_-]{1,32})$/;

/** What a page or picture of a link that no longer works answers. */
export const LINK_GONE =
  'This live view link does not work anymore. Ask whoever shared it for a new one.';
export const TOO_MANY = 'Too many requests from your address. Try again in a minute.';
export const TOO_MANY_FOR_LINK = 'Too many requests for this live view. Try again in a minute.';

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

/** Counts one use of `subject`; false after answering 429 with `sentence`. */
async function withinLimit(
  services: AppServices,
  res: ServerResponse,
  limit: RateLimit,
  subject: string,
  sentence: string,
) {
  if (await services.rateLimits.take(limit, subject, services.clock.now())) return true;
  sendText(res, 429, sentence, { 'Retry-After': '60' });
  return false;
}

const addressOf = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

/** The link of `token`, its use counted per address and per link; undefined once answered. */
async function countedLink(
  services: AppServices,
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
  limits: { perAddress: RateLimit; perLink: RateLimit },
) {
  if (!(await withinLimit(services, res, limits.perAddress, addressOf(req), TOO_MANY))) return;
  const link = await liveLinkOf(services, token);
  if (!link) return void sendText(res, 404, LINK_GONE);
  if (!(await withinLimit(services, res, limits.perLink, link.id, TOO_MANY_FOR_LINK))) return;
  return link;
}

async function handle(req: IncomingMessage, res: ServerResponse, url: URL, services: AppServices) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const page = PAGE.exec(url.pathname);
  if (page) {
    const link = await countedLink(services, req, res, page[1]!, {
      perAddress: LIVE_PAGE_PER_ADDRESS,
      perLink: LIVE_PAGE_PER_LINK,
    });
    if (!link) return;
    const data = await livePage(services, link, `${url.pathname}/pictures/`);
    if (!data) return sendText(res, 404, LINK_GONE);
    res.writeHead(200, { ...HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(data));
    return;
  }
  const picture = PICTURE.exec(url.pathname);
  if (!picture) return sendText(res, 404, LINK_GONE);
  const link = await countedLink(services, req, res, picture[1]!, {
    perAddress: LIVE_PICTURES_PER_ADDRESS,
    perLink: LIVE_PICTURES_PER_LINK,
  });
  if (!link) return;
  const shot = await livePicture(services, link, picture[2]!);
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
