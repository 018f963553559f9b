import { createHash, randomBytes, randomFillSync } from 'node:crypto';

/**
 * Random bytes for ids, drawn from the system's generator 4 KiB at a time and each used once:
 * every HTTP request gets an id, and one call to the generator per id cost about as much as the
 * rest of answering a screen's content fetch.
 */
const ID_POOL = Buffer.alloc(4096);
let idPoolAt = ID_POOL.length;

function random16(): Buffer {
  if (idPoolAt + 16 > ID_POOL.length) {
    randomFillSync(ID_POOL);
    idPoolAt = 0;
  }
  const bytes = Buffer.allocUnsafe(16);
  ID_POOL.copy(bytes, 0, idPoolAt, idPoolAt + 16);
  idPoolAt += 16;
  return bytes;
}

/** UUIDv7 (RFC 9562): 48-bit Unix ms timestamp, then random bits; sorts by creation time. */
export function uuidv7(now: number = Date.now()): string {
  const bytes = random16();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A bearer secret with a readable prefix (mqs_ session, mqd_ device) and 256 random bits. */
export function randomToken(prefix: string): string {
  return prefix + randomBytes(32).toString('base64url');
}

/** Tokens and secrets are stored only as their sha256, so a database leak hands out no credentials. */
export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}
