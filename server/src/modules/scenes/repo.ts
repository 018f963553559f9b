import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import { mentionsAnyOf, sharedToSpace } from '../../db/json-text-match.js';

// Scenes have no GraphQL surface in the foundation issue yet; playlists reference them and
// playableContent delivers them.
export interface SceneRow {
  id: string;
  accountId: string;
  name: string;
  /** The scene document (sdk sceneSchema). */
  document: Record<string, unknown>;
  spaceIds: string[];
  /** When the scene last changed (read with the scene; ignored on insert). */
  updatedAt?: string;
}

export async function insertScene(db: Db, s: SceneRow, at: string): Promise<void> {
  await db
    .insertInto('scenes')
    .values({
      id: s.id,
      account_id: s.accountId,
      name: s.name,
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
  return rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    name: r.name,
    document: { ...parseJson<Record<string, unknown>>(r.document, {}), _id: r.id, name: r.name },
    spaceIds: parseJson<string[]>(r.space_ids, []),
    updatedAt: r.updated_at,
  }));
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
