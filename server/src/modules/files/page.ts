import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { badUserInput } from '../../errors.js';
import type { Db } from '../../db/connect.js';
import { liveFilesQuery, toFile, type FileRow } from './repo.js';
import { MAX_SEARCH_LENGTH } from './rules.js';

// Keyset paging of a folder's files for the Media grid, in the order asked for: a page is "the
// next `first` rows after this (sort key, id)". Unlike an offset, a cursor still points at the
// same place after files before it are added or removed. The cursor names its order, so a page
// of one order is never continued in another. Search and kind narrow the list in SQL, so the
// page and its count agree.

/** Most files one page may ask for: a screenful of cards is ~40, so 200 leaves room to scroll. */
const MAX_PAGE_SIZE = 200;

export type FileSort = 'OLDEST' | 'NEWEST' | 'NAME' | 'SIZE';
export type FileKind = 'IMAGE' | 'VIDEO' | 'DOCUMENT';

export interface FilePage {
  items: FileRow[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

type SortValue = string | number;

interface Position {
  sort: FileSort;
  key: SortValue;
  id: string;
}

/** Each order as its key (an expression on the row) and direction; ties go by id alike. */
const ORDERS: Record<FileSort, { key: RawBuilder<SortValue>; descending: boolean }> = {
  OLDEST: { key: sql`created_at`, descending: false },
  NEWEST: { key: sql`created_at`, descending: true },
  // SQLite folds ASCII letters only; PostgreSQL every letter. Either way "lobby" finds "Lobby".
  NAME: { key: sql`lower(original_name)`, descending: false },
  SIZE: { key: sql`file_size_in_bytes`, descending: true },
};

const KIND_PATTERNS: Record<FileKind, string> = {
  IMAGE: 'image/%',
  VIDEO: 'video/%',
  DOCUMENT: 'application/pdf',
};

const encodeCursor = (p: Position) =>
  Buffer.from(JSON.stringify([p.sort, p.key, p.id])).toString('base64url');

const BAD_CURSOR = 'The cursor is not one this list gave out';

function decodeCursor(cursor: string, sort: FileSort): Position {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 3 &&
      parsed[0] === sort &&
      (typeof parsed[1] === 'string' || typeof parsed[1] === 'number') &&
      typeof parsed[2] === 'string'
    ) {
      return { sort, key: parsed[1], id: parsed[2] };
    }
  } catch {
    // falls through to the error below
  }
  throw badUserInput(BAD_CURSOR, [{ path: 'after', message: BAD_CURSOR }]);
}

export function validPageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    const message = `Ask for between 1 and ${MAX_PAGE_SIZE} files per page`;
    throw badUserInput(message, [{ path: 'first', message }]);
  }
  return first;
}

/** The search as typed, trimmed; null for none. Longer than the bound is refused, not cut. */
export function validSearch(search: string | null | undefined): string | null {
  const text = search?.trim() ?? '';
  if (text.length > MAX_SEARCH_LENGTH) {
    const message = `A search can have at most ${MAX_SEARCH_LENGTH} characters`;
    throw badUserInput(message, [{ path: 'search', message }]);
  }
  return text === '' ? null : text;
}

/** A LIKE pattern matching names that contain the text; its own % and _ match only themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PageQuery {
  accountId: string;
  /** Only files shared to this space; null for no narrowing. */
  spaceId: string | null;
  /** undefined means every folder; null the root. */
  folder: { parentFolderId: string | null } | undefined;
  first: number;
  after: string | null;
  search?: string | null;
  kind?: FileKind | null;
  sort?: FileSort | null;
}

/** One page and the total, in two queries; one extra row tells whether more follow. */
export async function fileListPage(db: Db, q: PageQuery): Promise<FilePage> {
  const sort = q.sort ?? 'OLDEST';
  const { key, descending } = ORDERS[sort];
  const after = q.after === null ? null : decodeCursor(q.after, sort);
  let scoped = liveFilesQuery(db, q, q.folder);
  if (q.search) {
    const pattern = containsPattern(q.search);
    scoped = scoped.where(sql<SqlBool>`lower(original_name) like lower(${pattern}) escape '\\'`);
  }
  if (q.kind) scoped = scoped.where('mimetype', 'like', KIND_PATTERNS[q.kind]);
  let page = scoped.selectAll().select(key.as('sort_key'));
  if (after) {
    const beyond = sql.raw(descending ? '<' : '>');
    page = page.where(
      sql<SqlBool>`(${key} ${beyond} ${after.key} or (${key} = ${after.key} and id ${beyond} ${after.id}))`,
    );
  }
  const direction = descending ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    page
      .orderBy(key, direction)
      .orderBy('id', direction)
      .limit(q.first + 1)
      .execute(),
    scoped.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const kept = rows.slice(0, q.first);
  const last = kept.at(-1);
  return {
    items: kept.map(toFile),
    totalCount: Number(count.n),
    endCursor: last
      ? encodeCursor({
          sort,
          key: sort === 'SIZE' ? Number(last.sort_key) : String(last.sort_key),
          id: last.id,
        })
      : null,
    hasNextPage: rows.length > q.first,
  };
}
