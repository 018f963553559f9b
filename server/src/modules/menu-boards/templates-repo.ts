import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import { sharedToSpace } from '../../db/json-text-match.js';
import type { MenuBoardMealTemplatesTable } from '../../db/schema.js';

// Meal templates of an account. A template with no space list (null) is offered in every space;
// otherwise only in the spaces it lists (template-service.ts says how the list is chosen).

export interface TemplateRow {
  id: string;
  accountId: string;
  internalName: string;
  spaceIds: string[] | null;
  body: unknown;
  createdAt: string;
}

const toTemplate = (r: MenuBoardMealTemplatesTable): TemplateRow => ({
  id: r.id,
  accountId: r.account_id,
  internalName: r.internal_name,
  spaceIds: r.space_ids === null ? null : parseJson<string[]>(r.space_ids, []),
  body: parseJson<unknown>(r.body, {}),
  createdAt: r.created_at,
});

/** Offered in the space: every space (null list) or listed; no space given keeps every row. */
const offeredIn = (spaceId: string | null) =>
  spaceId === null
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`(space_ids is null or ${sharedToSpace(spaceId)})`;

export async function insertTemplate(db: Db, t: TemplateRow): Promise<void> {
  await db
    .insertInto('menu_board_meal_templates')
    .values({
      id: t.id,
      account_id: t.accountId,
      internal_name: t.internalName,
      space_ids: t.spaceIds === null ? null : JSON.stringify(t.spaceIds),
      body: JSON.stringify(t.body),
      created_at: t.createdAt,
    })
    .execute();
}

/** Templates offered in the space, by internal name. */
export async function listTemplates(db: Db, accountId: string, spaceId: string | null) {
  const rows = await db
    .selectFrom('menu_board_meal_templates')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(offeredIn(spaceId))
    .orderBy('internal_name')
    .orderBy('id')
    .execute();
  return rows.map(toTemplate);
}

/** Deletes a template offered in the space; false when there is none. */
export async function deleteTemplate(
  db: Db,
  accountId: string,
  spaceId: string | null,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('menu_board_meal_templates')
    .where('account_id', '=', accountId)
    .where(offeredIn(spaceId))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
