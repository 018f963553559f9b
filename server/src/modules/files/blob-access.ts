import type { AppServices } from '../../app-services.js';
import { isValidBlobKey, type BlobInfo } from '../../storage/blob-store.js';
import { verifyBlobSignature } from '../../storage/signed-url.js';

export type SignedBlob =
  | { status: 'found'; info: BlobInfo }
  | { status: 'not-found' }
  | { status: 'invalid-signature' }
  | { status: 'expired' };

/**
 * A stored blob reached through a signed link (the link is the authorisation, so players and
 * <img> tags need no headers): found, absent, or refused because the signature is wrong or old.
 */
export async function signedBlob(
  app: AppServices,
  key: string,
  exp: string | null,
  sig: string | null,
): Promise<SignedBlob> {
  if (!isValidBlobKey(key)) return { status: 'not-found' };
  const check = verifyBlobSignature(app.config.secret, key, exp, sig, app.clock.now());
  if (check === 'invalid') return { status: 'invalid-signature' };
  if (check === 'expired') return { status: 'expired' };
  const info = await app.blobs.stat(key);
  return info ? { status: 'found', info } : { status: 'not-found' };
}

/** The bytes of a blob signedBlob found, whole or one inclusive byte range. */
export const readBlob = (app: AppServices, key: string, range?: { start: number; end: number }) =>
  app.blobs.read(key, range);
