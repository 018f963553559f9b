import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Monthly audience rollups per screen and per account, kept by ingestion in the same transaction
// as the hourly and daily ones, so a year of a group of hundreds of screens sums about a dozen rows
// per screen instead of 365. Filled here from the daily rollups, which are exact sums of the
// minutes, so the months start exact too. A month is months since January 1970 (UTC).

type Builder = CreateTableBuilder<string, string>;

const COUNTS = ['people', 'male', 'female', 'age0', 'age1', 'age2', 'age3', 'age4', 'age5', 'age6'];
const HOURS = Array.from({ length: 24 }, (_, h) => `h${h}`);
const DAY_MS = 86_400_000;

function columns(table: Builder): Builder {
  let t = table;
  for (const c of COUNTS) t = t.addColumn(c, 'integer', (col) => col.notNull().defaultTo(0));
  t = t
    .addColumn('dwell_s', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('dwell_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0));
  for (const h of HOURS) t = t.addColumn(h, 'integer', (c) => c.notNull().defaultTo(0));
  return t;
}

/** The month (since January 1970, UTC) a day since the epoch falls in. */
function monthOfDay(day: number): number {
  const date = new Date(day * DAY_MS);
  return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
}

const firstDayOf = (month: number) =>
  Date.UTC(1970 + Math.floor(month / 12), month % 12, 1) / DAY_MS;

async function backfill(db: Kysely<unknown>) {
  const { rows } = await sql<{ day: number | string }>`
    select distinct day from audience_days`.execute(db);
  const months = new Set(rows.map((r) => monthOfDay(Number(r.day))));
  const summed = [...COUNTS, 'dwell_s', 'dwell_n', 'minutes', ...HOURS];
  const list = sql.join(summed.map((c) => sql.ref(c)));
  const sums = sql.join(summed.map((c) => sql`sum(${sql.ref(c)})`));
  for (const month of months) {
    const range = sql`day >= ${firstDayOf(month)} and day < ${firstDayOf(month + 1)}`;
    await sql`insert into audience_months (scope_id, month, account_id, ${list})
      select scope_id, ${month}, account_id, ${sums} from audience_days
      where ${range} group by scope_id, account_id`.execute(db);
    await sql`insert into audience_month_objects (scope_id, month, label, count)
      select scope_id, ${month}, label, sum(count) from audience_day_objects
      where ${range} group by scope_id, label`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await columns(
    db.schema
      .createTable('audience_months')
      .addColumn('scope_id', 'text', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('audience_months_pk', ['scope_id', 'month'])
    .execute();
  await db.schema
    .createTable('audience_month_objects')
    .addColumn('scope_id', 'text', (c) => c.notNull())
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('audience_month_objects_pk', ['scope_id', 'month', 'label'])
    .execute();
  await backfill(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audience_month_objects').execute();
  await db.schema.dropTable('audience_months').execute();
}
