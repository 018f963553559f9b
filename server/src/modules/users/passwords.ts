import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default (m=19456, t=2, p=1: the OWASP baseline).
export const hashPassword = (password: string): Promise<string> => hash(password);

// Unknown e-mails are checked against this hash, so a wrong e-mail costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hash('marquee-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
