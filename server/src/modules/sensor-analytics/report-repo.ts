import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { COUNT_COLUMNS, monthOfDay } from './tables.js';

/** A rollup bucket's sums: `at` (hours, days or months since the epoch) and each column's sum. */
export type SummedRow = Record<string, number | string | null>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HOURS = Array.from({ length: 24 }, (_, h) => `h${h}`);

const sums = (columns: readonly string[]) =>
  columns.map((c) => sql<string>`sum(${sql.ref(c)})`.as(c));

/** The hours of the scopes that overlap the range, summed over the scopes, oldest first. */
export async function readHours(db: Db, scopeIds: string[], range: { from: number; to: number }) {
  return (await db
    .selectFrom('audience_hours')
    .select([sql<number>`hour`.as('at'), ...sums(COUNT_COLUMNS)])
    .where('scope_id', 'in', scopeIds)
    .where('hour', '>=', Math.floor(range.from / HOUR_MS))
    .where('hour', '<', Math.ceil(range.to / HOUR_MS))
    .groupBy('hour')
    .orderBy('hour')
    .execute()) as SummedRow[];
}

/** The days of the scopes that overlap the range, with people per hour of day, oldest first. */
export async function readDays(db: Db, scopeIds: string[], range: { from: number; to: number }) {
  return (await db
    .selectFrom('audience_days')
    .select([sql<number>`day`.as('at'), ...sums([...COUNT_COLUMNS, ...HOURS])])
    .where('scope_id', 'in', scopeIds)
    .where('day', '>=', Math.floor(range.from / DAY_MS))
    .where('day', '<', Math.ceil(range.to / DAY_MS))
    .groupBy('day')
    .orderBy('day')
    .execute()) as SummedRow[];
}

/** The months (UTC) that overlap the range, with people per hour of day, oldest first. */
export async function readMonths(db: Db, scopeIds: string[], range: { from: number; to: number }) {
  const months = monthsOf(range);
  return (await db
    .selectFrom('audience_months')
    .select([sql<number>`month`.as('at'), ...sums([...COUNT_COLUMNS, ...HOURS])])
    .where('scope_id', 'in', scopeIds)
    .where('month', '>=', months.first)
    .where('month', '<', months.end)
    .groupBy('month')
    .orderBy('month')
    .execute()) as SummedRow[];
}

/** The months that overlap the range: first, and the one after the last. */
export function monthsOf(range: { from: number; to: number }) {
  return {
    first: monthOfDay(Math.floor(range.from / DAY_MS)),
    end: monthOfDay(Math.ceil(range.to / DAY_MS) - 1) + 1,
  };
}

/**
 * Most-seen objects over the days (or, for a month bucket, the months) that overlap the range,
 * the 20 largest: the same stretch the report's other figures cover.
 */
export async function readObjects(
  db: Db,
  scopeIds: string[],
  range: { from: number; to: number },
  byMonth = false,
) {
  const months = monthsOf(range);
  const rows = byMonth
    ? await db
        .selectFrom('audience_month_objects')
        .select(['label', sql<string>`sum(count)`.as('count')])
        .where('scope_id', 'in', scopeIds)
        .where('month', '>=', months.first)
        .where('month', '<', months.end)
        .groupBy('label')
        .orderBy(sql`sum(count)`, 'desc')
        .limit(20)
        .execute()
    : await db
        .selectFrom('audience_day_objects')
        .select(['label', sql<string>`sum(count)`.as('count')])
        .where('scope_id', 'in', scopeIds)
        .where('day', '>=', Math.floor(range.from / DAY_MS))
        .where('day', '<', Math.ceil(range.to / DAY_MS))
        .groupBy('label')
        .orderBy(sql`sum(count)`, 'desc')
        .limit(20)
        .execute();
  return rows.map((r) => ({ label: r.label, count: Number(r.count) }));
}
