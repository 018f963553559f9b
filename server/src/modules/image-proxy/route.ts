import type { ServerResponse } from 'node:http';
import type { HttpRoute } from '../../request/route.js';
import { FetchFailed, UrlRefused } from '../../net/errors.js';
import { guardedFetch } from '../../net/guardedFetch.js';
import { IMAGE_PROXY_PREFIX, imageUrlOfProxyPath } from './sign.js';
import type { AppServices } from '../../app-services.js';
import { ProxyBusy } from './picture-fetches.js';
import { sniffRaster } from './sniff.js';

// GET /image-proxy/<base64url of the picture's URL>?s=<signature>: a feed's picture for players
// that cannot load it themselves (CORS, mixed content, TV engines). Only addresses this server
// signed are fetched, through the guard; only raster pictures are served, under headers that
// stop a browser from reading them as anything else.

export const IMAGE_SIZE_LIMIT_BYTES = 10 * 1024 * 1024;
export const IMAGE_TIME_LIMIT_MS = 10_000;

/**
 * Upstream answers meaning the picture's URL is no longer good (signed CDN links expire). Our
 * 403 tells the player to fetch its feed again for fresh URLs, since the old ones have expired.
 */
const EXPIRED = new Set([401, 403, 404, 410]);

const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8';

const SHARED_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    ...SHARED_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text + '\n');
}

export const imageProxyRoute: HttpRoute = {
  name: 'image proxy',
  matches: (path) => path.startsWith(IMAGE_PROXY_PREFIX),
  async handle(req, res, url, services) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const imageUrl = imageUrlOfProxyPath(
      services.config.secret,
      url.pathname.slice(IMAGE_PROXY_PREFIX.length),
      url.searchParams.get('s'),
    );
    if (!imageUrl) {
      sendText(res, 403, 'This picture address was not signed by this server.');
      return;
    }
    let picture: PictureOutcome;
    try {
      picture = await services.pictureFetches.get(
        imageUrl,
        () => fetchPicture(services, imageUrl),
        (outcome) => outcome.status === 200,
      );
    } catch (error) {
      if (!(error instanceof ProxyBusy)) throw error;
      sendText(res, 503, error.message, { 'Retry-After': '5' });
      return;
    }
    if (picture.status !== 200) {
      sendText(res, picture.status, picture.message);
      return;
    }
    res.writeHead(200, {
      ...SHARED_HEADERS,
      'Content-Type': picture.type,
      'Content-Length': picture.body.length,
      'Cache-Control': 'public, max-age=86400',
    });
    res.end(req.method === 'HEAD' ? undefined : picture.body);
  },
};

/** What the proxy answers for a picture; one outcome serves every request sharing its fetch. */
export type PictureOutcome =
  | { status: 200; type: string; body: Buffer; bytes: number }
  | { status: 403 | 415 | 502; message: string; bytes: 0 };

async function fetchPicture(services: AppServices, imageUrl: string): Promise<PictureOutcome> {
  const failed = (status: 403 | 415 | 502, message: string) =>
    ({ status, message, bytes: 0 }) as const;
  let page;
  try {
    page = await guardedFetch(
      imageUrl,
      { headers: { accept: ACCEPT } },
      {
        ...services.outboundFetch,
        clock: services.clock,
        sizeLimitBytes: IMAGE_SIZE_LIMIT_BYTES,
        timeLimitMs: IMAGE_TIME_LIMIT_MS,
      },
    );
  } catch (error) {
    if (error instanceof UrlRefused) return failed(403, error.message);
    if (error instanceof FetchFailed)
      return failed(502, `The picture could not be fetched: ${error.detail}.`);
    throw error;
  }
  if (EXPIRED.has(page.status))
    return failed(403, 'The picture is no longer available at this address.');
  if (page.status < 200 || page.status > 299)
    return failed(502, `The picture could not be fetched: its server answered ${page.status}.`);
  const type = sniffRaster(page.body);
  if (!type)
    return failed(415, 'This address does not give a picture (JPEG, PNG, GIF, WebP, AVIF or BMP).');
  return { status: 200, type, body: page.body, bytes: page.body.length };
}

/** The image proxy's plain HTTP endpoint. */
export const imageProxyRoutes: readonly HttpRoute[] = [imageProxyRoute];
