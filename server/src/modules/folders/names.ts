import { badUserInput } from '../../errors.js';

// Names of folders and files follow one rule: trimmed, not empty, no path separator, and at most
// MAX_NAME_LENGTH characters. It lives here, in folders, because files sits above folders.

export const MAX_NAME_LENGTH = 255;

export const NAME_MESSAGES = {
  emptyName: 'The name cannot be empty',
  pathSeparator: 'The name cannot contain / or \\',
  longName: `The name can have at most ${MAX_NAME_LENGTH} characters`,
} as const;

/** Trimmed name, or BAD_USER_INPUT naming the field. */
export function validName(raw: string, field: string): string {
  const name = raw.trim();
  const fail = (message: string) => badUserInput(message, [{ path: field, message }]);
  if (name === '') throw fail(NAME_MESSAGES.emptyName);
  if (/[/\\]/.test(name)) throw fail(NAME_MESSAGES.pathSeparator);
  if (name.length > MAX_NAME_LENGTH) throw fail(NAME_MESSAGES.longName);
  return name;
}

export const CYCLE_MESSAGE = 'A folder cannot be moved into itself or one of its subfolders';
