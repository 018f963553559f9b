import { GraphQLError } from './graphql/graphql-js.js';

// Errors a client may see, each with the extensions.code of the cross-part contract.
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'TOO_MANY_REQUESTS'
  | 'CONFLICT'
  | 'FEATURE_LOCKED'
  | 'QUOTA_EXCEEDED';

export interface FieldError {
  path: string;
  message: string;
}

export function appError(
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

export const MESSAGES = {
  signInRequired: 'You need to sign in',
  sessionEnded: 'Your session has ended. Please sign in again.',
  wrongCredentials: 'Wrong e-mail or password',
  forbidden: 'You do not have permission to do this',
  deviceTokenRequired: 'This needs a device token',
  unknownPairingCode: 'Unknown or expired pairing code',
  tooManyPairingTries: 'Too many wrong pairing codes. Try again in a minute.',
  accountDisabled: 'This account is disabled. Contact support.',
} as const;

export const unauthenticated = (message: string = MESSAGES.signInRequired) =>
  appError('UNAUTHENTICATED', message);
/** A disabled account's user or key; `reason` lets the console say so on its sign-in page. */
export const accountDisabled = () =>
  appError('UNAUTHENTICATED', MESSAGES.accountDisabled, { reason: 'ACCOUNT_DISABLED' });
export const forbidden = (message: string = MESSAGES.forbidden) => appError('FORBIDDEN', message);
export const notFound = (what: string) => appError('NOT_FOUND', `${what} not found`);
export const badUserInput = (message: string, fieldErrors: FieldError[] = []) =>
  appError('BAD_USER_INPUT', message, fieldErrors.length > 0 ? { fieldErrors } : {});
export const tooManyRequests = (message: string) => appError('TOO_MANY_REQUESTS', message);
export const conflict = (message: string) => appError('CONFLICT', message);
