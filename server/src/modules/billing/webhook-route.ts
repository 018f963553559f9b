import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpRoute } from '../../request/route.js';
import { SIGNATURE_HEADER } from './subsbase/webhook.js';
import { receiveWebhook } from './webhook-service.js';

// POST /api/billing/subsbase/webhook: the payment provider's events. Public, so nothing is
// believed before the signature over the exact bytes received holds; a body over 64 kB is
// refused unread past the limit (Subsbase lets a site send PUT or PATCH as well).

export const WEBHOOK_PATH = '/api/billing/subsbase/webhook';
export const MAX_WEBHOOK_BYTES = 64 * 1024;
const METHODS = new Set(['POST', 'PUT', 'PATCH']);

class TooLarge extends Error {}

/** The request's body, or TooLarge once it passes `limit` bytes. */
export async function readBounded(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw new TooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
    ...extra,
  });
  res.end(text + '\n');
}

export const webhookRoute: HttpRoute = {
  name: 'billing-webhook',
  matches: (path) => path === WEBHOOK_PATH,
  async handle(req, res, _url, services) {
    if (!METHODS.has(req.method ?? ''))
      return sendText(res, 405, 'Method not allowed', { Allow: 'POST, PUT, PATCH' });
    let body: Buffer;
    try {
      body = await readBounded(req, MAX_WEBHOOK_BYTES);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      res.setHeader('Connection', 'close');
      return sendText(res, 413, `A webhook is at most ${MAX_WEBHOOK_BYTES / 1024} kB.`);
    }
    const header = req.headers[SIGNATURE_HEADER];
    const outcome = await receiveWebhook(
      services,
      body,
      typeof header === 'string' ? header : undefined,
    );
    sendText(res, outcome.status, outcome.message);
  },
};
