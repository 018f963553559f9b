import { CombinedGraphQLErrors } from '@apollo/client/errors';

interface FieldErrorLike {
  path?: unknown;
  message?: unknown;
}

/**
 * What a failed save says, for the page's message bar: the server's message, then each field
 * error it carries (BAD_USER_INPUT with extensions.fieldErrors) with its path, e.g.
 * "sceneItems.0.end: Start time must be before end time".
 */
export function saveErrorText(error: unknown): string {
  if (!CombinedGraphQLErrors.is(error))
    return error instanceof Error ? error.message : 'The scene could not be saved, try again.';
  const lines: string[] = [];
  for (const e of error.errors) {
    lines.push(e.message);
    const fieldErrors = e.extensions?.fieldErrors;
    if (!Array.isArray(fieldErrors)) continue;
    for (const fieldError of fieldErrors as FieldErrorLike[]) {
      const { path, message } = fieldError;
      if (typeof message !== 'string') continue;
      lines.push(typeof path === 'string' && path ? `${path}: ${message}` : message);
    }
  }
  return [...new Set(lines)].join('\n');
}
