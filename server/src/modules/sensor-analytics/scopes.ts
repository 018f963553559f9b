import type { Db } from '../../db/connect.js';
import { badUserInput, notFound } from '../../errors.js';
import { accountScope } from './tables.js';

export type AudienceScopeKind = 'account' | 'screen' | 'group' | 'location';

/**
 * The rollup scopes a query reads, all inside the caller's account: the account's own total, one
 * screen, or the screens of a group or of a location (a space). An id of another account's
 * screen, group or space is not found, never an empty report that would confirm it exists.
 */
export async function screensOf(
  db: Db,
  accountId: string,
  kind: AudienceScopeKind,
  scopeId: string | null | undefined,
): Promise<{ scopeIds: string[]; screenCount: number }> {
  if (kind === 'account') {
    const row = await db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return { scopeIds: [accountScope(accountId)], screenCount: Number(row?.n ?? 0) };
  }
  if (!scopeId)
    throw badUserInput('Choose a screen, group or location', [
      { path: 'scopeId', message: 'Choose a screen, group or location' },
    ]);
  if (kind === 'screen') {
    const screen = await db
      .selectFrom('devices')
      .select('id')
      .where('account_id', '=', accountId)
      .where('id', '=', scopeId)
      .executeTakeFirst();
    if (!screen) throw notFound('Screen');
    return { scopeIds: [screen.id], screenCount: 1 };
  }
  const ids =
    kind === 'group'
      ? await groupScreens(db, accountId, scopeId)
      : await spaceScreens(db, accountId, scopeId);
  return { scopeIds: ids, screenCount: ids.length };
}

async function groupScreens(db: Db, accountId: string, groupId: string) {
  const group = await db
    .selectFrom('screen_groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw notFound('Screen group');
  const rows = await db
    .selectFrom('screen_group_members')
    .select('device_id')
    .where('account_id', '=', accountId)
    .where('group_id', '=', groupId)
    .execute();
  return rows.map((r) => r.device_id);
}

async function spaceScreens(db: Db, accountId: string, spaceId: string) {
  const space = await db
    .selectFrom('spaces')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', spaceId)
    .executeTakeFirst();
  if (!space) throw notFound('Location');
  const rows = await db
    .selectFrom('devices')
    .select('id')
    .where('account_id', '=', accountId)
    .where('space_id', '=', spaceId)
    .execute();
  return rows.map((r) => r.id);
}
