import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Access tokens must be usable, so they cannot be stored as hashes like Marquee's own; they are
// sealed with AES-256-GCM under a key derived from the server secret, so a copy of the database
// alone hands out no Instagram account.

const VERSION = 'v1';

const keyOf = (secret: string) =>
  createHash('sha256').update(`instagram-token\n${secret}`).digest();

export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The token, or null when the text was sealed under another secret or altered. */
export function openToken(secret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const opened = Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]);
    return opened.toString('utf8');
  } catch {
    return null;
  }
}
