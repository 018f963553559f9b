import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../app-services.js';
import type { HttpRoute } from '../../request/route.js';
import { PROVISION_BODY_MAX_BYTES, PROVISION_PER_ADDRESS, TOKEN } from './limits.js';
import { redeemProvisioningToken } from './provision.js';

// POST /api/sony-bravia/provision {"token"}: the player on a registered display trades its
// provisioning token for its device credentials. Public: the token is the credential. Each
// start is counted per address before any lookup; the body is bounded before it is parsed.

export const PROVISION_PATH = '/api/sony-bravia/provision';

export const PROVISION_MESSAGES = {
  unknown: 'This provisioning link is not known. Register the display again in Marquee.',
  used: 'This provisioning link was already used. Register the display again in Marquee.',
  malformed: 'Send {"token": "<the provision parameter of the player address>"}.',
  tooMany: 'Too many requests from your address. Try again in a minute.',
} as const;

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Access-Control-Allow-Origin': '*',
    ...extra,
  });
  res.end(JSON.stringify(body));
}

/** The body as text, or null once it passes the bound (the rest is not read). */
async function boundedBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > PROVISION_BODY_MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tokenOf(text: string | null): string | null {
  if (text === null) return null;
  try {
    const body: unknown = JSON.parse(text);
    const token = (body as { token?: unknown } | null)?.token;
    return typeof token === 'string' && TOKEN.test(token) ? token : null;
  } catch {
    return null;
  }
}

async function handle(req: IncomingMessage, res: ServerResponse, _url: URL, services: AppServices) {
  if (req.method === 'OPTIONS')
    return send(res, 204, null, {
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'content-type',
    });
  if (req.method !== 'POST') return send(res, 405, { message: 'Use POST.' }, { Allow: 'POST' });
  const address = req.socket.remoteAddress ?? 'unknown';
  if (!(await services.rateLimits.take(PROVISION_PER_ADDRESS, address, services.clock.now())))
    return send(res, 429, { message: PROVISION_MESSAGES.tooMany }, { 'Retry-After': '60' });
  const token = tokenOf(await boundedBody(req));
  if (!token) return send(res, 400, { message: PROVISION_MESSAGES.malformed });
  const outcome = await redeemProvisioningToken(services, token);
  if (outcome.kind === 'unknown') return send(res, 404, { message: PROVISION_MESSAGES.unknown });
  if (outcome.kind === 'used') return send(res, 409, { message: PROVISION_MESSAGES.used });
  send(res, 200, { deviceId: outcome.deviceId, deviceToken: outcome.deviceToken });
}

export const sonyBraviaRoutes: readonly HttpRoute[] = [
  { name: 'Sony BRAVIA provisioning', matches: (path) => path === PROVISION_PATH, handle },
];
