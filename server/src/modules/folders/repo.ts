import type { Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { FoldersTable } from '../../db/schema.js';
import { sharedToSpace } from '../../db/json-text-match.js';
import type { Scope } from '../../scope.js';

/** The account every query is narrowed to, and the space (when set) rows must be shared to. */
export type ContentScope = Pick<Scope, 'accountId' | 'spaceId'>;

export interface FolderRow {
  id: string;
  accountId: string;
  name: string;
  parentFolderId: string | null;
  spaceIds: string[];
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

const toFolder = (r: FoldersTable): FolderRow => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  parentFolderId: r.parent_folder_id,
  spaceIds: parseJson<string[]>(r.space_ids, []),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  deletedAt: r.deleted_at,
});

export async function insertFolder(db: Db, f: Omit<FolderRow, 'deletedAt'>): Promise<void> {
  await db
    .insertInto('folders')
    .values({
      id: f.id,
      account_id: f.accountId,
      name: f.name,
      parent_folder_id: f.parentFolderId,
      space_ids: JSON.stringify(f.spaceIds),
      created_at: f.createdAt,
      updated_at: f.updatedAt,
      deleted_at: null,
    })
    .execute();
}

/**
 * Live folders of the scope's account shared to its space (when set), narrowed in SQL; `parent`
 * undefined means every folder.
 */
export async function listFolders(
  db: Db,
  scope: ContentScope,
  parent?: { parentFolderId: string | null },
): Promise<FolderRow[]> {
  let query = db
    .selectFrom('folders')
    .selectAll()
    .where('account_id', '=', scope.accountId)
    .where('deleted_at', 'is', null);
  if (scope.spaceId) query = query.where(sharedToSpace(scope.spaceId));
  if (parent) {
    query =
      parent.parentFolderId === null
        ? query.where('parent_folder_id', 'is', null)
        : query.where('parent_folder_id', '=', parent.parentFolderId);
  }
  return (await query.orderBy('name').orderBy('id').execute()).map(toFolder);
}

/** A folder of the scope's account shared to its space (when set), deleted or not. */
export async function findFolder(
  db: Db,
  scope: ContentScope,
  id: string,
): Promise<FolderRow | undefined> {
  let query = db
    .selectFrom('folders')
    .selectAll()
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id);
  if (scope.spaceId) query = query.where(sharedToSpace(scope.spaceId));
  const row = await query.executeTakeFirst();
  return row ? toFolder(row) : undefined;
}

export async function findFolderById(db: Db, id: string): Promise<FolderRow | undefined> {
  const row = await db.selectFrom('folders').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toFolder(row) : undefined;
}

export async function updateFolderColumns(
  db: Db,
  id: string,
  columns: Updateable<FoldersTable>,
): Promise<void> {
  await db.updateTable('folders').set(columns).where('id', '=', id).execute();
}

/**
 * Moves the folders of one undoable delete between live (`deleted_at` null) and hidden (`at`),
 * touching only those in the `from` state. A delete hides the live ones with one shared time, which
 * is how its restore finds them again; a subfolder deleted on its own earlier keeps its own time,
 * so it stays deleted when its parent comes back.
 */
async function moveFoldersDeletedAt(
  db: Db,
  accountId: string,
  ids: readonly string[],
  from: string | null,
  to: string | null,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('folders')
    .set({ deleted_at: to })
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .where('deleted_at', from === null ? 'is' : '=', from)
    .execute();
}

export const markFoldersDeleted = (db: Db, accountId: string, ids: readonly string[], at: string) =>
  moveFoldersDeletedAt(db, accountId, ids, null, at);

export const restoreFoldersDeletedAt = (
  db: Db,
  accountId: string,
  ids: readonly string[],
  at: string,
) => moveFoldersDeletedAt(db, accountId, ids, at, null);

/** Every folder below this one (any depth), deleted or not. */
export async function descendantFolderIds(db: Db, folderId: string): Promise<string[]> {
  const found: string[] = [];
  let frontier = [folderId];
  while (frontier.length > 0) {
    const children = await db
      .selectFrom('folders')
      .select('id')
      .where('parent_folder_id', 'in', frontier)
      .execute();
    frontier = children.map((c) => c.id).filter((id) => !found.includes(id) && id !== folderId);
    found.push(...frontier);
  }
  return found;
}

export async function deleteFolderRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom('folders')
      .where('id', 'in', [...ids])
      .execute();
}
