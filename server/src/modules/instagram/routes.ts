import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import type { AppServices } from '../../app-services.js';
import { guard } from '../../graphql/guards.js';
import type { HttpRoute } from '../../request/route.js';
import { presentedToken, resolvePrincipal } from '../auth/principal.js';
import {
  CALLBACK_PAGE_CSP,
  callbackPageHtml,
  CONNECTED_MESSAGE,
  type CallbackPage,
} from './callback-page.js';
import { FEED_EDIT } from './access.js';
import { INSTAGRAM_CALLBACK_PATH } from './instagram-app.js';
import { authorizeFeed } from './service.js';

export const SIGN_IN_FIRST_MESSAGE =
  'Sign in to Marquee in this browser, then connect Instagram again.';
export const NOT_CONNECTED_MESSAGE = 'Instagram was not connected: the permission was not given.';

/** What a refused authorisation answers, by the error code the service threw. */
const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
};

function sendPage(res: ServerResponse, status: number, page: CallbackPage) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': CALLBACK_PAGE_CSP,
    'Cache-Control': 'no-store',
    // The address carries the authorisation code: it goes nowhere else.
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(callbackPageHtml(page));
}

/**
 * GET /integrations/instagram/callback?code&state: Instagram's consent page returns here with
 * the feed id as state. The signed-in user (the screens_token cookie comes along on this
 * top-level navigation) authorises the feed as with authorizeInstagramFeed, and the page tells
 * the console's window and closes.
 */
async function handleCallback(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  services: AppServices,
): Promise<void> {
  // Only a GET spends the code: a HEAD (a link preview) must not.
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET', 'Content-Type': 'text/plain; charset=utf-8' });
    return void res.end('Method not allowed\n');
  }
  const code = url.searchParams.get('code');
  const feedId = url.searchParams.get('state');
  if (!code || !feedId) return sendPage(res, 400, { message: NOT_CONNECTED_MESSAGE });
  const principal = await resolvePrincipal(services, presentedToken({ req }));
  if (principal.kind !== 'user') return sendPage(res, 401, { message: SIGN_IN_FIRST_MESSAGE });
  try {
    const feed = await authorizeFeed(services, guard({ principal }, FEED_EDIT), feedId, code);
    const origin = new URL(services.config.linkBaseUrl).origin;
    sendPage(res, 200, { message: CONNECTED_MESSAGE, authorized: { feedId: feed._id, origin } });
  } catch (error) {
    const status = STATUS_BY_CODE[String((error as GraphQLError).extensions?.code)];
    if (!status) throw error;
    sendPage(res, status, { message: (error as Error).message });
  }
}

export const instagramCallbackRoute: HttpRoute = {
  name: 'Instagram callback',
  matches: (path) => path === INSTAGRAM_CALLBACK_PATH,
  handle: handleCallback,
};

/** The plain HTTP endpoints of the Instagram module, for the server's route table. */
export const instagramRoutes: HttpRoute[] = [instagramCallbackRoute];
