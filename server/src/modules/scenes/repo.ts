import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import { mentionsAnyOf, sharedToSpace } from '../../db/json-text-match.js';
import type { ScenesTable } from '../../db/schema.js';

// Every query is narrowed to an account. Reads of documents are also narrowed to a space in SQL
// (null: every space of the account, for walks that must see the whole account, such as reference
// cycles and playable content); names and containment lookups span the account and say so.

export interface SceneRow {
  id: string;
  accountId: string;
  name: string;
  /** The scene document (sdk sceneSchema); its `type` is also kept as a column. */
  document: Record<string, unknown>;
  spaceIds: string[];
  /** When the scene last changed (read with the scene; ignored on insert). */
  updatedAt?: string;
}

/** The document's scene type as the type column keeps it ('' when the document names none). */
export const sceneTypeOf = (document: Record<string, unknown>): string =>
  typeof document.type === 'string' ? document.type : '';

const toScene = (r: ScenesTable): SceneRow => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  document: { ...parseJson<Record<string, unknown>>(r.document, {}), _id: r.id, name: r.name },
  spaceIds: parseJson<string[]>(r.space_ids, []),
  updatedAt: r.updated_at,
});

export async function insertScene(db: Db, s: SceneRow, at: string): Promise<void> {
  await db
    .insertInto('scenes')
    .values({
      id: s.id,
      account_id: s.accountId,
      name: s.name,
      type: sceneTypeOf(s.document),
      document: JSON.stringify({ ...s.document, _id: s.id, name: s.name }),
      space_ids: JSON.stringify(s.spaceIds),
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Scenes of the account shared to the space (null: any space of the account). */
export async function findScenesByIds(
  db: Db,
  accountId: string,
  spaceId: string | null,
  ids: readonly string[],
): Promise<SceneRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('scenes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(sharedToSpace(spaceId))
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toScene);
}

/** A scene of the account shared to the space (null: any space). */
export async function findSceneInSpace(
  db: Db,
  accountId: string,
  spaceId: string | null,
  id: string,
): Promise<SceneRow | undefined> {
  const [row] = await findScenesByIds(db, accountId, spaceId, [id]);
  return row;
}

/**
 * Scenes of the account shared to the space whose type is one of `types`, the last changed
 * first (ties by id, newest first, so the order is stable on both dialects).
 */
export async function listScenes(
  db: Db,
  accountId: string,
  spaceId: string | null,
  types: readonly string[],
): Promise<SceneRow[]> {
  if (types.length === 0) return [];
  const rows = await db
    .selectFrom('scenes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(sharedToSpace(spaceId))
    .where('type', 'in', [...types])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toScene);
}

/** Names of the account's scenes with these ids (any space; unknown ids are absent). */
export async function findSceneNames(db: Db, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('scenes')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Ids of the account's scenes whose document mentions one of the ids (any space). */
export async function findScenesMentioning(db: Db, accountId: string, ids: readonly string[]) {
  const rows = await db
    .selectFrom('scenes')
    .select('id')
    .where('account_id', '=', accountId)
    .where(mentionsAnyOf('document', ids))
    .execute();
  return rows.map((r) => r.id);
}

/** Stores the account's scene (document, name, type, spaces); the caller checked the space. */
export async function updateSceneRow(
  db: Db,
  s: SceneRow & { updatedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('scenes')
    .set({
      name: s.name,
      type: sceneTypeOf(s.document),
      document: JSON.stringify({ ...s.document, _id: s.id, name: s.name }),
      space_ids: JSON.stringify(s.spaceIds),
      updated_at: s.updatedAt,
    })
    .where('account_id', '=', s.accountId)
    .where('id', '=', s.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the account's scene; the caller checked the space before. */
export async function deleteSceneRow(db: Db, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('scenes')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
