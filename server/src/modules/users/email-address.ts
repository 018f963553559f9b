import { z } from 'zod';
import { badUserInput } from '../../errors.js';

const emailSchema = z.email();

/** The address lower-cased and trimmed; BAD_USER_INPUT on the field when it is not an e-mail. */
export function assertEmail(email: string, field = 'email'): string {
  const normalised = email.trim().toLowerCase();
  if (!emailSchema.safeParse(normalised).success) {
    throw badUserInput('Incorrect e-mail format', [
      { path: field, message: 'Incorrect e-mail format' },
    ]);
  }
  return normalised;
}
