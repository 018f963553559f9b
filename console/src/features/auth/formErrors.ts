import { INCORRECT_EMAIL, REQUIRED } from './loginValidation';

// Form errors, word for word as users have always seen them ("dont" included).
export { REQUIRED };
const PASSWORDS_DONT_MATCH = 'Passwords dont match';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailError = (email: string): string | undefined =>
  email.trim() === '' ? REQUIRED : EMAIL_FORMAT.test(email.trim()) ? undefined : INCORRECT_EMAIL;

export const requiredError = (value: string): string | undefined =>
  value.trim() === '' ? REQUIRED : undefined;

export const repeatError = (password: string, repeat: string): string | undefined =>
  repeat === '' ? REQUIRED : repeat === password ? undefined : PASSWORDS_DONT_MATCH;
