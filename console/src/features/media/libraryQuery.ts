import type { FileKind, FileSort } from '../../graphql/generated';

// What the media library shows of a folder: a name search, one kind of file, an order. It lives
// in the address (?q=…&type=…&sort=…) so a reload or a shared link shows the same list; the words
// there are the ones a person reads, not the server's codes.

export interface LibraryQuery {
  /** Part of a name, as typed ('' for none). */
  search: string;
  kind: FileKind | null;
  sort: FileSort;
}

export const DEFAULT_LIBRARY_QUERY: LibraryQuery = { search: '', kind: null, sort: 'OLDEST' };

/** The server's search bound: a longer text in the address is cut to it. */
export const MAX_SEARCH_LENGTH = 100;

/** The type filter: its word in the address and its label. */
export const KIND_OPTIONS: readonly { kind: FileKind; param: string; label: string }[] = [
  { kind: 'IMAGE', param: 'images', label: 'Images' },
  { kind: 'VIDEO', param: 'videos', label: 'Videos' },
  { kind: 'DOCUMENT', param: 'documents', label: 'Documents (PDF)' },
];

export const SORT_OPTIONS: readonly { sort: FileSort; param: string; label: string }[] = [
  { sort: 'OLDEST', param: 'oldest', label: 'Oldest first' },
  { sort: 'NEWEST', param: 'newest', label: 'Newest first' },
  { sort: 'NAME', param: 'name', label: 'Name' },
  { sort: 'SIZE', param: 'size', label: 'Largest first' },
];

/** The query an address states; unknown words fall back to the defaults. */
export function readLibraryQuery(params: URLSearchParams): LibraryQuery {
  const kind = KIND_OPTIONS.find((o) => o.param === params.get('type'))?.kind ?? null;
  const sort = SORT_OPTIONS.find((o) => o.param === params.get('sort'))?.sort ?? 'OLDEST';
  const search = (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH);
  return { search, kind, sort };
}

/** The address's parameters for a query, other parameters kept; defaults are left out. */
export function writeLibraryQuery(params: URLSearchParams, query: LibraryQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value ? next.set(name, value) : next.delete(name);
  set('q', query.search);
  set('type', KIND_OPTIONS.find((o) => o.kind === query.kind)?.param ?? null);
  set(
    'sort',
    query.sort === 'OLDEST' ? null : SORT_OPTIONS.find((o) => o.sort === query.sort)!.param,
  );
  return next;
}

/** The server's arguments for a query: no search when there is only space. */
export function pageArguments(query: LibraryQuery) {
  const search = query.search.trim();
  return { search: search || null, kind: query.kind, sort: query.sort };
}

/** Whether a query narrows the list (so an empty list means "nothing matches"). */
export const narrows = (query: LibraryQuery) => query.search.trim() !== '' || query.kind !== null;

/**
 * The subfolders shown with a query: a type filter shows files only; a search keeps folders
 * whose name contains it, ignoring case, as the server does for files. By name when the files
 * are, else as they came.
 */
export function foldersFor<F extends { name: string }>(
  folders: readonly F[],
  query: LibraryQuery,
): readonly F[] {
  if (query.kind) return [];
  const search = query.search.trim().toLocaleLowerCase();
  const kept = search
    ? folders.filter((f) => f.name.toLocaleLowerCase().includes(search))
    : folders;
  return query.sort === 'NAME'
    ? [...kept].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }))
    : kept;
}
