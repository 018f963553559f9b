import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** The catalogue's sentence for a failure nobody can act on more precisely (core.md §8). */
export const SOMETHING_WENT_WRONG = 'Something went wrong, try again later.';
export const SERVER_UNREACHABLE = 'Cannot reach the server. Check the connection and try again.';

/** An HTTP answer without GraphQL errors, said as a sentence: people do not read status codes. */
function sentenceForStatus(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 403) return 'You do not have permission to do this.';
  if (status === 413) return 'That is too large to send.';
  if (status === 429) return 'Too many requests at once. Wait a moment and try again.';
  return SOMETHING_WENT_WRONG;
}

/** The text to show a user for a failed call: the server's own messages, else a sentence. */
export const errorMessage = (error: unknown): string => {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('\n');
  if (ServerError.is(error)) return sentenceForStatus(error.statusCode);
  if (ServerParseError.is(error)) return SOMETHING_WENT_WRONG;
  // fetch rejects with a TypeError when the network or the server is not there at all (Chromium
  // "Failed to fetch", Firefox "NetworkError…", Safari "Load failed").
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return SERVER_UNREACHABLE;
  if (error instanceof Error && error.message) return error.message;
  return SOMETHING_WENT_WRONG;
};
