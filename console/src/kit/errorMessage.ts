import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import {
  SOMETHING_WENT_WRONG,
  plainErrorMessage,
  sentenceForStatus,
  type InputError,
} from './errorSentences';

export {
  SERVER_UNREACHABLE,
  SOMETHING_WENT_WRONG,
  fieldPathInWords,
  inputErrorSentence,
  type FieldLabels,
  type InputError,
} from './errorSentences';

/** The text to show a user for a failed call: the server's own messages, else a sentence. */
export const errorMessage = (error: unknown): string => {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((e) => e.message).join('\n');
  if (ServerError.is(error)) return sentenceForStatus(error.statusCode);
  if (ServerParseError.is(error)) return SOMETHING_WENT_WRONG;
  return plainErrorMessage(error);
};

/**
 * The input errors a refused call carries (BAD_USER_INPUT's extensions.fieldErrors), each with
 * its path into what was sent; none for any other failure. A form shows each beside its field.
 */
export function inputErrorsOf(error: unknown): InputError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => {
    const list = e.extensions?.fieldErrors;
    if (!Array.isArray(list)) return [];
    return (list as { path?: unknown; message?: unknown }[]).flatMap((item) =>
      typeof item.path === 'string' && typeof item.message === 'string'
        ? [{ path: item.path, message: item.message }]
        : [],
    );
  });
}
