import { createHmac, timingSafeEqual } from 'node:crypto';

// The image proxy fetches only addresses this server handed out: a feed's picture URL is
// signed when the feed is read, so nobody can use the proxy to fetch arbitrary addresses.

/** Where the image proxy listens; `<base64url of the image URL>?s=<signature>` follows. */
export const IMAGE_PROXY_PREFIX = '/image-proxy/';

function signatureOf(secret: string, url: string): string {
  return createHmac('sha256', secret).update(`image-proxy\n${url}`).digest('base64url');
}

/** The origin-relative proxy URL of a picture, e.g. for RssEntry.imageProxyUrl. */
export function imageProxyPath(secret: string, url: string): string {
  const encoded = Buffer.from(url, 'utf8').toString('base64url');
  return `${IMAGE_PROXY_PREFIX}${encoded}?s=${signatureOf(secret, url)}`;
}

/** The picture URL a proxy path names, or null when the path or its signature is not ours. */
export function imageUrlOfProxyPath(
  secret: string,
  encoded: string,
  signature: string | null,
): string | null {
  if (!signature || !/^[A-Za-z0-9_-]{1,8192}$/.test(encoded)) return null;
  const url = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signatureOf(secret, url));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return url;
}
