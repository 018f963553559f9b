// The error catalogue's sentences for failures that are not the server's own words. Kept apart
// from Apollo so the sign-in page, which talks to the server without Apollo, says them too.

/** The catalogue's sentence for a failure nobody can act on more precisely. */
export const SOMETHING_WENT_WRONG = 'Something went wrong, try again later.';
export const SERVER_UNREACHABLE = 'Cannot reach the server. Check the connection and try again.';

/** An HTTP answer without GraphQL errors, said as a sentence: people do not read status codes. */
export function sentenceForStatus(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 403) return 'You do not have permission to do this.';
  if (status === 413) return 'That is too large to send.';
  if (status === 429) return 'Too many requests at once. Wait a moment and try again.';
  return SOMETHING_WENT_WRONG;
}

/** A thrown value as a sentence: fetch's own failure, an Error's message, else the catch-all. */
export function plainErrorMessage(error: unknown): string {
  // fetch rejects with a TypeError when the network or the server is not there at all (Chromium
  // "Failed to fetch", Firefox "NetworkError…", Safari "Load failed").
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return SERVER_UNREACHABLE;
  if (error instanceof Error && error.message) return error.message;
  return SOMETHING_WENT_WRONG;
}
