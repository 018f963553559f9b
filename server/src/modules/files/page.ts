import { sql } from 'kysely';
import { badUserInput } from '../../errors.js';
import type { Db } from '../../db/connect.js';
import { liveFilesQuery, toFile, type FileRow } from './repo.js';

// Keyset paging of a folder's files for the Media grid: the grid's order is oldest first
// (created_at, then id), so a page is "the next `first` rows after this (created_at, id)". Unlike
// an offset, a cursor still points at the same place after files before it are added or removed.

/** Most files one page may ask for: a screenful of cards is ~40, so 200 leaves room to scroll. */
const MAX_PAGE_SIZE = 200;

export interface FilePage {
  items: FileRow[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

interface Position {
  createdAt: string;
  id: string;
}

const encodeCursor = (p: Position) =>
  Buffer.from(JSON.stringify([p.createdAt, p.id])).toString('base64url');

const BAD_CURSOR = 'The cursor is not one this list gave out';

function decodeCursor(cursor: string): Position {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string'
    ) {
      return { createdAt: parsed[0], id: parsed[1] };
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

export interface PageQuery {
  accountId: string;
  /** Only files shared to this space; null for no narrowing. */
  spaceId: string | null;
  /** undefined means every folder; null the root. */
  folder: { parentFolderId: string | null } | undefined;
  first: number;
  after: string | null;
}

/** One page and the total, in two indexed queries; one extra row tells whether more follow. */
export async function fileListPage(db: Db, q: PageQuery): Promise<FilePage> {
  const after = q.after === null ? null : decodeCursor(q.after);
  const scoped = liveFilesQuery(db, q, q.folder);
  let page = scoped.selectAll();
  if (after) {
    page = page.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    page
      .orderBy('created_at')
      .orderBy('id')
      .limit(q.first + 1)
      .execute(),
    scoped.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const items = rows.slice(0, q.first).map(toFile);
  const last = items.at(-1);
  return {
    items,
    totalCount: Number(count.n),
    endCursor: last ? encodeCursor(last) : null,
    hasNextPage: rows.length > q.first,
  };
}
