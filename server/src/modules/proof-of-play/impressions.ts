import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.js';

/**
 * Impressions: the audience present while a play ran. A play's impressions are the most people
 * the screen's camera saw at once in any minute the play overlapped (the sensor analytics
 * module's audience_minutes); a report's are the sum over its plays, so "seen by N people"
 * counts a person again for each play they saw. A screen without a camera adds 0.
 */
export interface ImpressionsQuery {
  accountId: string;
  entityType: string;
  entityId: string;
  from?: string;
  to?: string;
}

/** Minutes since the epoch of an ISO instant column, and of that instant plus seconds. */
function minuteOf(
  dialect: 'sqlite' | 'postgres',
  at: RawBuilder<unknown>,
  plus: RawBuilder<unknown>,
) {
  return dialect === 'postgres'
    ? sql`floor((extract(epoch from (${at})::timestamptz) + ${plus}) / 60)::bigint`
    : sql`((cast(strftime('%s', ${at}) as integer) + cast(${plus} as integer)) / 60)`;
}

/** Impressions by `${deviceId}|${day}`, for one entity's plays, in one grouped query. */
export async function impressionsByDeviceDay(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  q: ImpressionsQuery,
): Promise<Map<string, number>> {
  const started = sql`p.started_at`;
  // A play that ends exactly on a minute's start does not reach into that minute.
  const first = minuteOf(dialect, started, sql`0`);
  const lastSecond =
    dialect === 'postgres' ? sql`greatest(0, p.duration_s - 1)` : sql`max(0, p.duration_s - 1)`;
  const last = minuteOf(dialect, started, lastSecond);
  const audience = sql`(select max(m.people) from audience_minutes m
    where m.device_id = p.device_id and m.minute between ${first} and ${last})`;
  const plays =
    q.entityType === 'device'
      ? sql`playback_events p where p.account_id = ${q.accountId} and p.device_id = ${q.entityId}`
      : sql`playback_event_refs e join playback_events p on p.id = e.event_pk
          where e.account_id = ${q.accountId} and e.entity_type = ${q.entityType}
          and e.entity_id = ${q.entityId}`;
  const from = q.from ? sql` and p.day >= ${q.from}` : sql``;
  const to = q.to ? sql` and p.day <= ${q.to}` : sql``;
  const query = sql<{ device_id: string; day: string; seen: number | string | null }>`
    select p.device_id as device_id, p.day as day, sum(coalesce(${audience}, 0)) as seen
    from ${plays}${from}${to}
    group by p.device_id, p.day`;
  const { rows } = await query.execute(db);
  return new Map(rows.map((r) => [`${r.device_id}|${r.day}`, Number(r.seen ?? 0)]));
}
