import type { CreateTableBuilder, Kysely } from 'kysely';

// Audience analytics: what screens' cameras counted, per screen and minute, with hourly and daily
// rollups per screen and per account. Counts only; no image is ever stored. A minute row holds
// the most seen at once in that minute; the rollups are sums of minutes, kept up to date by the
// ingestion in the same transaction, so a year's query reads days, not half a million minutes.
// Minute rows are kept for a retention window (the module's job trims them); rollups stay.

type Builder = CreateTableBuilder<string, string>;

/** People, gender, the seven age bands and dwell: the columns every level shares. */
function counts(table: Builder): Builder {
  let t = table
    .addColumn('people', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('male', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('female', 'integer', (c) => c.notNull().defaultTo(0));
  for (let band = 0; band < 7; band++)
    t = t.addColumn(`age${band}`, 'integer', (c) => c.notNull().defaultTo(0));
  return t
    .addColumn('dwell_s', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('dwell_n', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await counts(
    db.schema
      .createTable('audience_minutes')
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('minute', 'integer', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('readings', 'integer', (c) => c.notNull())
      .addColumn('objects', 'text', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('audience_minutes_pk', ['device_id', 'minute'])
    .execute();
  await db.schema
    .createIndex('audience_minutes_account_idx')
    .on('audience_minutes')
    .columns(['account_id', 'minute'])
    .execute();
  // scope_id: a screen's id, or 'account:<id>' for the account's total.
  for (const [table, key] of [
    ['audience_hours', 'hour'],
    ['audience_days', 'day'],
  ] as const) {
    let t = counts(
      db.schema
        .createTable(table)
        .addColumn('scope_id', 'text', (c) => c.notNull())
        .addColumn(key, 'integer', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull()),
    );
    // Days also hold people per hour of day (UTC), so a year's peak hours read 365 rows.
    if (table === 'audience_days')
      for (let h = 0; h < 24; h++)
        t = t.addColumn(`h${h}`, 'integer', (c) => c.notNull().defaultTo(0));
    await t.addPrimaryKeyConstraint(`${table}_pk`, ['scope_id', key]).execute();
  }
  await db.schema
    .createTable('audience_day_objects')
    .addColumn('scope_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('audience_day_objects_pk', ['scope_id', 'day', 'label'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audience_day_objects',
    'audience_days',
    'audience_hours',
    'audience_minutes',
  ])
    await db.schema.dropTable(table).execute();
}
