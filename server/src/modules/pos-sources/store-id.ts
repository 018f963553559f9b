import { badUserInput } from '../../errors.js';

// A store's id at its point-of-sale system (a Septim store ID, a GS Affiliate ID) becomes one
// segment of the vendor's URL path, asked with the server's own API key. An id such as ".."
// or "a/b" would walk that path to another of the vendor's endpoints ("/stores/../menus" is
// "/menus"), so ids are held to the shape real ones have ("1042", "315", "S-1") and encoded as
// one segment on top.

export const MAX_STORE_ID_LENGTH = 100;
const STORE_ID = /^[A-Za-z0-9_-]+$/;

/** What a person reads when an id is not of that shape, naming the id as the form does. */
export const storeIdShape = (what: string) =>
  `${what} may contain only letters, digits, '-' and '_'.`;

export const isStoreId = (id: string) => id.length <= MAX_STORE_ID_LENGTH && STORE_ID.test(id);

/** Refuses an id that is not of the shape, as BAD_USER_INPUT on `path`. */
export function assertStoreId(id: string, path = 'storeId', what = 'A store ID'): void {
  if (isStoreId(id)) return;
  const message =
    id.length > MAX_STORE_ID_LENGTH
      ? `${what} may be at most ${MAX_STORE_ID_LENGTH} characters long.`
      : storeIdShape(what);
  throw badUserInput(message, [{ path, message }]);
}

/** The id as one URL path segment; throws on an id of another shape (callers check it first). */
export function storePathSegment(id: string): string {
  if (!isStoreId(id)) throw new Error('A store ID of another shape reached a vendor URL.');
  return encodeURIComponent(id);
}
