import { createHmac, timingSafeEqual } from 'node:crypto';

// Blob URLs carry their own authorisation: an expiry and an HMAC over key and expiry, so a
// player (or an <img> tag) can GET them without headers, and nobody can forge or prolong one.
const SIGNED_URL_TTL_MS = 7 * 24 * 60 * 60 * 1000;

function signature(secret: string, key: string, exp: number): string {
  return createHmac('sha256', secret).update(`${key}\n${exp}`).digest('hex');
}

/** Origin-relative path with query; prefix it with a base URL for an absolute URL. */
export function signBlobPath(
  secret: string,
  key: string,
  now: Date,
  ttlMs = SIGNED_URL_TTL_MS,
): string {
  const exp = Math.floor((now.getTime() + ttlMs) / 1000);
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  return `/blobs/${encodedKey}?exp=${exp}&sig=${signature(secret, key, exp)}`;
}

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

export function verifyBlobSignature(
  secret: string,
  key: string,
  exp: string | null,
  sig: string | null,
  now: Date,
): SignatureCheck {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return 'invalid';
  const expected = Buffer.from(signature(secret, key, Number(exp)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'invalid';
  return Number(exp) * 1000 < now.getTime() ? 'expired' : 'ok';
}
