import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The field errors a BAD_USER_INPUT carries (extensions.fieldErrors), by path
 * (e.g. "name", "meals.0.allergens.1"); the first message per path wins.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const byPath: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return byPath;
  for (const e of error.errors) {
    const list = e.extensions?.fieldErrors;
    if (!Array.isArray(list)) continue;
    for (const item of list as { path?: unknown; message?: unknown }[]) {
      if (typeof item.path !== 'string' || typeof item.message !== 'string') continue;
      byPath[item.path] ??= item.message;
    }
  }
  return byPath;
}
