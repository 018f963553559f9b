import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The text to show a user for a failed call: the server's own messages, else the transport's. */
export const errorMessage = (error: unknown): string => {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('\n');
  if (error instanceof Error) return error.message;
  return 'Something went wrong, try again later.';
};
