import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ProviderEvent } from '../provider.js';

// Subsbase webhooks (docs.subsbase.com, "Using Webhooks"): a JSON body with `id` (one per
// request), `triggerEvent` (new-subscription, cancel-subscription, renew-subscription,
// pause-subscription, ...) and `utcTimestamp` (ISO-8601), signed in a `signature` header.
// unconfirmed: the signature algorithm; HMAC-SHA256 of the raw body with the webhook secret,
//   as lowercase hex, is assumed.
// unconfirmed: the payload fields beyond id, triggerEvent and utcTimestamp. The site chooses
//   what a webhook carries; ours is set to send `customerId` and a `subscription` object
//   { id, planCode, quantity, status, nextBillingDate }.
// unconfirmed: the event name of a failed renewal; "payment-failed" is assumed.

export const SIGNATURE_HEADER = 'signature';

export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Compares in constant time, so the answer's timing tells nothing about the right signature. */
export function signatureHolds(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature.trim())) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}

const payloadSchema = z.object({
  id: z.string().min(1).max(200),
  triggerEvent: z.string().min(1).max(100),
  utcTimestamp: z
    .string()
    .max(64)
    .refine((t) => !Number.isNaN(Date.parse(t))),
  customerId: z.string().min(1).max(200),
  subscription: z
    .object({
      id: z.string().min(1).max(200),
      planCode: z.string().max(200),
      quantity: z.number().int().min(0).max(1_000_000),
      status: z.string().max(100),
      nextBillingDate: z.string().max(64).nullish(),
    })
    .nullish(),
});

/** The event of a signed body, or null when the signature fails or the body is not an event. */
export function parseWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): ProviderEvent | null {
  if (!signatureHolds(rawBody, signature, secret)) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    id: p.id,
    type: p.triggerEvent,
    at: new Date(p.utcTimestamp).toISOString(),
    customerId: p.customerId,
    subscription: p.subscription
      ? { ...p.subscription, nextBillingDate: p.subscription.nextBillingDate ?? null }
      : null,
  };
}
