import { createHmac, timingSafeEqual } from 'node:crypto';

// The disk store's upload address: the server's own PUT endpoint, authorised like a blob URL by
// an expiry and an HMAC over the file id, so the browser PUTs without cookies or headers.
const UPLOAD_URL_TTL_MS = 24 * 60 * 60 * 1000;

const signature = (secret: string, fileId: string, exp: number) =>
  createHmac('sha256', secret).update(`upload\n${fileId}\n${exp}`).digest('hex');

export function signUploadPath(secret: string, fileId: string, now: Date): string {
  const exp = Math.floor((now.getTime() + UPLOAD_URL_TTL_MS) / 1000);
  return `/uploads/${encodeURIComponent(fileId)}?exp=${exp}&sig=${signature(secret, fileId, exp)}`;
}

export function verifyUploadSignature(
  secret: string,
  fileId: string,
  exp: string | null,
  sig: string | null,
  now: Date,
): 'ok' | 'expired' | 'invalid' {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return 'invalid';
  const expected = Buffer.from(signature(secret, fileId, Number(exp)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) return 'invalid';
  return Number(exp) * 1000 < now.getTime() ? 'expired' : 'ok';
}
