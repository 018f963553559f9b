import { randomBytes } from 'node:crypto';

// Crockford base32 without I, L, O, U: 32 symbols, 5 bits each; 8 of them carry 40 random bits.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PAIRING_CODE_LENGTH = 8;

export function generatePairingCode(): string {
  const bytes = randomBytes(5); // exactly 40 bits
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let code = '';
  for (let i = PAIRING_CODE_LENGTH - 1; i >= 0; i--)
    code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** "7K3M9QXD" -> "7K3M-9QXD", as the player shows it. */
export const formatPairingCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * Accepts what a person types: any case, dashes and spaces, and Crockford's look-alikes
 * (O -> 0, I and L -> 1). Returns undefined when it cannot be a code.
 */
export function normalisePairingCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== PAIRING_CODE_LENGTH) return undefined;
  for (const ch of code) if (!ALPHABET.includes(ch)) return undefined;
  return code;
}

export const PAIRING_CODE_ALPHABET = ALPHABET;
