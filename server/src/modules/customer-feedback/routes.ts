import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import type { AppServices } from '../../app-services.js';
import { scopeOf } from '../../graphql/guards.js';
import { readCookie } from '../../request/cookies.js';
import type { HttpRoute } from '../../request/route.js';
import { presentedToken, resolvePrincipal } from '../auth/principal.js';
import { openForm, recordPhoneAnswer, scoreOf } from './forms.js';
import { FORM_PAGES_PER_ADDRESS, MAX_FORM_BODY_BYTES } from './limits.js';
import { FORM_MESSAGES, formPage, messagePage } from './public-page.js';
import { customerFeedbackCsv } from './report.js';
import { FORM_PATH_PREFIX } from './token.js';

// GET /feedback/<token>: the public form of one screen's feedback item (no sign-in; the token
// from the item's QR code is the credential). POST to the same address answers it.
// GET /api/customer-feedback.csv?from&to&deviceId: the account's answers as CSV.

const PHONE_COOKIE = 'marquee_feedback_phone';
const PHONE_ID = /^[A-Za-z0-9_-]{22}$/;
const NONCE = /^[A-Za-z0-9_-]{22}$/;
const FORM_PATH = /^\/feedback\/([^/]{1,64})$/;
const CSV_PATH = '/api/customer-feedback.csv';
const YEAR_S = 365 * 24 * 60 * 60;

const newId = () => randomBytes(16).toString('base64url');

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

function sendPage(res: ServerResponse, status: number, html: string, extra = {}) {
  res.writeHead(status, { ...PAGE_HEADERS, ...extra });
  res.end(html);
}

/** The form's body, or null when it is not a small urlencoded form (the page says why). */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | 'too-large' | null> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return null;
  if (Number(req.headers['content-length'] ?? 0) > MAX_FORM_BODY_BYTES) return 'too-large';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Stop reading the moment it is too big: a lying or absent Content-Length costs nothing.
    if (size > MAX_FORM_BODY_BYTES) return 'too-large';
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function serveForm(
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
  app: AppServices,
) {
  const address = req.socket.remoteAddress ?? 'unknown';
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (!(await app.rateLimits.take(FORM_PAGES_PER_ADDRESS, address, app.clock.now())))
      return sendPage(res, 429, messagePage('too-many'), { 'Retry-After': '60' });
    const open = await openForm(app, token);
    if (!open) return sendPage(res, 404, messagePage('gone'));
    const cookie = readCookie(req.headers.cookie, PHONE_COOKIE);
    const setCookie = cookie && PHONE_ID.test(cookie) ? {} : { 'Set-Cookie': phoneCookie() };
    return sendPage(res, 200, formPage(open.item, newId(), null), setCookie);
  }
  if (req.method !== 'POST')
    return sendPage(res, 405, messagePage('invalid'), { Allow: 'GET, POST' });
  const form = await readForm(req);
  if (form === 'too-large')
    return sendPage(res, 413, messagePage('invalid'), { Connection: 'close' });
  const nonce = form?.get('nonce') ?? '';
  if (!form || !NONCE.test(nonce)) return sendPage(res, 400, messagePage('invalid'));
  const score = scoreOf(form.get('score'));
  if (score === null) {
    const open = await openForm(app, token);
    if (!open) return sendPage(res, 404, messagePage('gone'));
    return sendPage(res, 400, formPage(open.item, nonce, FORM_MESSAGES.noScore));
  }
  const cookie = readCookie(req.headers.cookie, PHONE_COOKIE);
  const result = await recordPhoneAnswer(
    app,
    token,
    { score, nonce },
    {
      cookieId: cookie && PHONE_ID.test(cookie) ? cookie : null,
      address,
    },
  );
  if (result === 'gone') return sendPage(res, 404, messagePage('gone'));
  if (result === 'rate-limited')
    return sendPage(res, 429, messagePage('too-many'), { 'Retry-After': '600' });
  return sendPage(res, 200, messagePage('thanks'));
}

const phoneCookie = () =>
  `${PHONE_COOKIE}=${newId()}; Path=${FORM_PATH_PREFIX}; HttpOnly; SameSite=Lax; Max-Age=${YEAR_S}`;

function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text + '\n');
}

/** What a refused CSV request answers, by the error code the service threw. */
const STATUS_BY_CODE: Record<string, number> = { BAD_USER_INPUT: 400, FORBIDDEN: 403 };

async function serveCsv(req: IncomingMessage, res: ServerResponse, url: URL, app: AppServices) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res, 405, 'Method not allowed');
  const principal = await resolvePrincipal(app, presentedToken({ req }));
  if (principal.kind !== 'user') return sendText(res, 401, 'You need to sign in');
  const param = (name: string) => url.searchParams.get(name)?.slice(0, 64) || null;
  let result;
  try {
    result = await customerFeedbackCsv(app, scopeOf({ principal }), {
      from: param('from'),
      to: param('to'),
      deviceId: param('deviceId'),
    });
  } catch (error) {
    const status = STATUS_BY_CODE[String((error as GraphQLError).extensions?.code)];
    if (status) return sendText(res, status, (error as Error).message);
    throw error;
  }
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="customer-feedback-${result.period.from}-${result.period.to}.csv"`,
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : result.csv);
}

export const customerFeedbackRoutes: HttpRoute[] = [
  {
    name: 'customer feedback form',
    matches: (path) => path.startsWith(FORM_PATH_PREFIX),
    handle: async (req, res, url, app) => {
      const match = FORM_PATH.exec(url.pathname);
      if (!match) return sendPage(res, 404, messagePage('gone'));
      return serveForm(req, res, match[1]!, app);
    },
  },
  { name: 'customer feedback CSV', matches: (path) => path === CSV_PATH, handle: serveCsv },
];
