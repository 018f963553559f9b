import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';

// Scenes have no GraphQL surface in the foundation issue yet; playlists reference them and
// playableContent delivers them.
export interface SceneRow {
  id: string;
  accountId: string;
  name: string;
  /** The scene document (sdk sceneSchema). */
  document: Record<string, unknown>;
  spaceIds: string[];
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

export async function findScenesByIds(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<SceneRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('scenes')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    name: r.name,
    document: { ...parseJson<Record<string, unknown>>(r.document, {}), _id: r.id, name: r.name },
    spaceIds: parseJson<string[]>(r.space_ids, []),
  }));
}
