import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { SOMETHING_WENT_WRONG, plainErrorMessage, sentenceForStatus } from './errorSentences';

export { SERVER_UNREACHABLE, SOMETHING_WENT_WRONG } from './errorSentences';

/** The text to show a user for a failed call: the server's own messages, else a sentence. */
export const errorMessage = (error: unknown): string => {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('\n');
  if (ServerError.is(error)) return sentenceForStatus(error.statusCode);
  if (ServerParseError.is(error)) return SOMETHING_WENT_WRONG;
  return plainErrorMessage(error);
};
