import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { COUNT_COLUMNS, monthOfDay } from './tables.js';

/** Sums of rollup rows: `at` (hours, days or months since the epoch) and each column's sum. */
export type SummedRow = Record<string, number | string | null>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const HOURS = Array.from({ length: 24 }, (_, h) => `h${h}`);

/** The columns a series point has; the other counts are needed only as the range's totals. */
const SERIES = ['people', 'male', 'female', 'minutes'];
const SPREAD = COUNT_COLUMNS.filter((c) => !SERIES.includes(c));

const sums = (columns: readonly string[]) =>
  sql.join(columns.map((c) => sql`sum(${sql.ref(c)}) as ${sql.ref(c)}`));

export type Bucket = 'hour' | 'day' | 'month';

const TABLES = {
  hour: { table: 'audience_hours', key: 'hour' },
  day: { table: 'audience_days', key: 'day' },
  month: { table: 'audience_months', key: 'month' },
} as const;

/** The buckets that overlap the range: the first, and the one after the last. */
function bucketsOf(bucket: Bucket, range: { from: number; to: number }) {
  if (bucket === 'month') return monthsOf(range);
  const unit = bucket === 'hour' ? HOUR_MS : DAY_MS;
  return { first: Math.floor(range.from / unit), end: Math.ceil(range.to / unit) };
}

/**
 * The scopes' rows of one rollup that overlap the range: the series (people, gender and minutes
 * per bucket, summed over the scopes, oldest first) and, in one row, the range's totals of the
 * other counts (age bands, dwell, and people per hour of day for days and months).
 *
 * SQLite sorts the rows it groups, each with every column it sums: grouping all the counts took
 * 176 ms (p50) for the last 7 days of 500 screens by hour and 153 ms for their 30 days by day, so
 * there the series and the totals are two reads (68 and 44 ms). PostgreSQL groups in a hash
 * table, and a second read would fetch every row again: there one grouped read sums them all.
 */
export async function readRange(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  bucket: Bucket,
  scopeIds: string[],
  range: { from: number; to: number },
): Promise<{ series: SummedRow[]; totals: SummedRow }> {
  const { table, key } = TABLES[bucket];
  const { first, end } = bucketsOf(bucket, range);
  const spread = bucket === 'hour' ? SPREAD : [...SPREAD, ...HOURS];
  const where = sql`where scope_id in (${sql.join(scopeIds)})
    and ${sql.ref(key)} >= ${first} and ${sql.ref(key)} < ${end}`;
  const grouped = (columns: string[]) => sql<SummedRow>`select ${sql.ref(key)} as at,
    ${sums(columns)} from ${sql.table(table)} ${where}
    group by ${sql.ref(key)} order by ${sql.ref(key)}`;
  if (dialect === 'postgres') {
    const { rows } = await grouped([...SERIES, ...spread]).execute(db);
    const totals = Object.fromEntries(
      spread.map((c) => [c, rows.reduce((acc, r) => acc + Number(r[c] ?? 0), 0)]),
    );
    return { series: rows, totals };
  }
  const series = await grouped(SERIES).execute(db);
  const totals =
    await sql<SummedRow>`select ${sums(spread)} from ${sql.table(table)} ${where}`.execute(db);
  return { series: series.rows, totals: totals.rows[0] ?? {} };
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
