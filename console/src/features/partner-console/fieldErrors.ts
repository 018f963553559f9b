import { inputErrorsOf } from '../../kit/errorMessage';

/**
 * The refused call's input errors by field (the first per field), to show beside the fields.
 * The input-limit check names a field inside the mutation's `input` argument (`input.name`),
 * the service the field alone (`name`): both mean the same field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { path, message } of inputErrorsOf(error))
    byField[path.replace(/^input\./, '')] ??= message;
  return byField;
}
