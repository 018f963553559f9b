import { badUserInput } from '../../errors.js';

// Bounds of the partner console's arguments. Each refusal names its field, so the console shows
// it beside the field that caused it.

/** A screenful of rows is ~30; 200 leaves room to scroll without asking again. */
const MAX_PAGE_SIZE = 200;
const MAX_SEARCH_LENGTH = 100;
export const MAX_ACCOUNT_NAME_LENGTH = 100;
/** The detail page lists users and invitations together; a reseller's customer has few. */
export const MAX_LISTED_USERS = 500;

const refuse = (path: string, message: string) => badUserInput(message, [{ path, message }]);

export function validPageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    throw refuse('first', `Ask for between 1 and ${MAX_PAGE_SIZE} accounts per page`);
  return first;
}

/** The search as typed, trimmed; null for none. Longer than the bound is refused, not cut. */
export function validSearch(search: string | null | undefined): string | null {
  const text = search?.trim() ?? '';
  if (text.length > MAX_SEARCH_LENGTH)
    throw refuse('search', `A search can have at most ${MAX_SEARCH_LENGTH} characters`);
  return text === '' ? null : text;
}

export function validAccountName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw refuse('name', 'Required');
  if (trimmed.length > MAX_ACCOUNT_NAME_LENGTH)
    throw refuse('name', `A name can have at most ${MAX_ACCOUNT_NAME_LENGTH} characters`);
  return trimmed;
}

const BAD_CURSOR = 'The cursor is not one this list gave out';
/** A cursor holds a name of at most 100 characters and an id: far below this, base64 included. */
const MAX_CURSOR_LENGTH = 2_000;

export const encodeCursor = (p: { key: string; id: string }) =>
  Buffer.from(JSON.stringify([p.key, p.id])).toString('base64url');

/** A cursor of an earlier page: the last row's lower-case name and id. */
export function decodeCursor(
  cursor: string | null | undefined,
): { key: string; id: string } | null {
  if (cursor === null || cursor === undefined) return null;
  if (cursor.length > MAX_CURSOR_LENGTH) throw refuse('after', BAD_CURSOR);
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    )
      return { key: parsed[0], id: parsed[1] };
  } catch {
    // falls through to the refusal below
  }
  throw refuse('after', BAD_CURSOR);
}
