import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { nextTurn } from '../../pubsub/turns.js';

const ID_CHUNK = 500;

/** The groups' screens the caller's space sees, counted in the database. */
export interface MemberCounts {
  /** Screens of the groups (each once, however many of the groups it is in). */
  members: number;
  /** Of those, the screens without a publish of their own, which play a group's content. */
  inheriting: number;
  /** Of those, the offline ones: their ids and names, for the count and the list by name. */
  offlineInheriting: { id: string; name: string }[];
}

// A group publish tells up to 10,000 screens and answers with its reach; reading every screen's
// row for it (twenty chunks of 500 full rows) cost the server about as much as telling them.
// The counts come from one aggregate, and only the offline screens' ids and names are read.

function membersOf(db: Db, accountId: string, spaceId: string | null, groupIds: string[]) {
  let q = db
    .selectFrom('devices as d')
    .where('d.account_id', '=', accountId)
    .where('d.id', 'in', (eb) =>
      eb
        .selectFrom('screen_group_members as m')
        .select('m.device_id')
        .where('m.account_id', '=', accountId)
        .where('m.group_id', 'in', groupIds),
    );
  if (spaceId !== null)
    q = q.where((eb) => eb.or([eb('d.space_id', '=', spaceId), eb('d.space_id', 'is', null)]));
  return q;
}

/**
 * Counts the groups' screens. Offline is the presence rule in SQL: no open connection, or not
 * heard from since `onlineSince` (an ISO time, as last_seen_at is written).
 */
export async function countGroupScreens(
  db: Db,
  accountId: string,
  spaceId: string | null,
  groupIds: readonly string[],
  onlineSince: string,
): Promise<MemberCounts> {
  if (groupIds.length === 0) return { members: 0, inheriting: 0, offlineInheriting: [] };
  const ids = [...groupIds];
  const counts = await membersOf(db, accountId, spaceId, ids)
    .select([
      sql<number | string>`count(*)`.as('members'),
      sql<
        number | string | null
      >`sum(case when d.published_entity_id is null then 1 else 0 end)`.as('inheriting'),
    ])
    .executeTakeFirst();
  // Each count walks every member (10-25 ms for 10,000 on SQLite): one a turn.
  await nextTurn();
  const offlineInheriting = await membersOf(db, accountId, spaceId, ids)
    .select(['d.id', 'd.name'])
    .where('d.published_entity_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('d.open_connections', '<=', 0),
        eb('d.last_seen_at', 'is', null),
        eb('d.last_seen_at', '<=', onlineSince),
      ]),
    )
    .execute();
  return {
    members: Number(counts?.members ?? 0),
    inheriting: Number(counts?.inheriting ?? 0),
    offlineInheriting,
  };
}

/** Which of `deviceIds` are in any of the groups. */
export async function inGroups(
  db: Db,
  accountId: string,
  groupIds: readonly string[],
  deviceIds: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  if (groupIds.length === 0) return found;
  for (let i = 0; i < deviceIds.length; i += ID_CHUNK) {
    const rows = await db
      .selectFrom('screen_group_members')
      .select('device_id')
      .where('account_id', '=', accountId)
      .where('group_id', 'in', [...groupIds])
      .where('device_id', 'in', deviceIds.slice(i, i + ID_CHUNK))
      .execute();
    for (const r of rows) found.add(r.device_id);
  }
  return found;
}
