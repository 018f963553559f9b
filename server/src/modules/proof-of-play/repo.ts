import type { Db } from '../../db/connect.js';
import type { PlaybackEventRefsTable, PlaybackEventsTable } from '../../db/schema.js';

export type EventRef = Omit<PlaybackEventRefsTable, 'event_pk'>;

/**
 * Stores new events and their entity refs in one transaction. The unique (device_id, event_id)
 * index decides what is new, so a resent batch, or two copies racing, store each event once.
 * Returns how many events were new.
 */
export async function insertEvents(
  db: Db,
  events: { row: PlaybackEventsTable; refs: EventRef[] }[],
): Promise<number> {
  if (events.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('playback_events')
      .values(events.map((e) => e.row))
      .onConflict((oc) => oc.columns(['device_id', 'event_id']).doNothing())
      .returning('id')
      .execute();
    const stored = new Set(inserted.map((r) => r.id));
    const refs = events
      .filter((e) => stored.has(e.row.id))
      .flatMap((e) => e.refs.map((ref) => ({ ...ref, event_pk: e.row.id })));
    for (let i = 0; i < refs.length; i += 500)
      await trx
        .insertInto('playback_event_refs')
        .values(refs.slice(i, i + 500))
        .execute();
    return stored.size;
  });
}

export interface ReportRow {
  deviceId: string;
  deviceName: string | null;
  day: string;
  plays: number;
  durationSeconds: number;
}

/** Plays and seconds by device and day, for one entity, in one grouped query. */
export async function reportRows(
  db: Db,
  q: { accountId: string; entityType: string; entityId: string; from?: string; to?: string },
): Promise<ReportRow[]> {
  let query =
    q.entityType === 'device'
      ? db
          .selectFrom('playback_events as e')
          .where('e.account_id', '=', q.accountId)
          .where('e.device_id', '=', q.entityId)
      : db
          .selectFrom('playback_event_refs as e')
          .where('e.account_id', '=', q.accountId)
          .where('e.entity_type', '=', q.entityType)
          .where('e.entity_id', '=', q.entityId);
  if (q.from) query = query.where('e.day', '>=', q.from);
  if (q.to) query = query.where('e.day', '<=', q.to);
  const rows = await query
    .leftJoin('devices as d', 'd.id', 'e.device_id')
    .select((eb) => [
      'e.device_id as deviceId',
      eb.fn.max('d.name').as('deviceName'),
      'e.day as day',
      eb.fn.countAll<number | string>().as('plays'),
      eb.fn.sum<number | string>('e.duration_s').as('duration'),
    ])
    .groupBy(['e.device_id', 'e.day'])
    .orderBy('e.day', 'desc')
    .orderBy('e.device_id')
    .execute();
  const out = rows.map((r) => ({
    deviceId: r.deviceId,
    deviceName: r.deviceName ?? null,
    day: r.day,
    plays: Number(r.plays),
    durationSeconds: Number(r.duration ?? 0),
  }));
  // Newest day first; within a day by screen name, so the report reads the same every time.
  return out.sort(
    (a, b) =>
      b.day.localeCompare(a.day) ||
      (a.deviceName ?? '').localeCompare(b.deviceName ?? '') ||
      a.deviceId.localeCompare(b.deviceId),
  );
}

/** Plays per entity (e.g. file) since a day (inclusive), one grouped query. */
export async function countPlays(
  db: Db,
  accountId: string,
  entityType: string,
  itemIds: readonly string[],
  sinceDay: string | null,
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  let query = db
    .selectFrom('playback_event_refs')
    .where('account_id', '=', accountId)
    .where('entity_type', '=', entityType)
    .where('entity_id', 'in', [...itemIds]);
  if (sinceDay) query = query.where('day', '>=', sinceDay);
  const rows = await query
    .select((eb) => ['entity_id', eb.fn.countAll<number | string>().as('n')])
    .groupBy('entity_id')
    .execute();
  return new Map(rows.map((r) => [r.entity_id, Number(r.n)]));
}

/**
 * A screen's name, for the title of its report. Like the rows' device names this reads the
 * devices table directly: proof of play sits below the devices module and must not import it.
 */
export async function findDeviceName(
  db: Db,
  accountId: string,
  deviceId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('devices')
    .select('name')
    .where('account_id', '=', accountId)
    .where('id', '=', deviceId)
    .executeTakeFirst();
  return row?.name;
}
