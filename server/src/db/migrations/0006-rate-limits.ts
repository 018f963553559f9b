import type { Kysely } from 'kysely';

// Atomic rate limits: one row per limited key with a fixed window and a count, bumped
// by a single upsert, so parallel requests can never all read "under the limit" before any of
// them is counted. It replaces the event logs (rate_limit_events, pairing_attempts), which were
// counted in one statement and written in another, and were never pruned.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limits_window_idx')
    .on('rate_limits')
    .column('window_start')
    .execute();
  await db.schema.dropTable('rate_limit_events').execute();
  await db.schema.dropTable('pairing_attempts').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pairing_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pairing_attempts_key_idx')
    .on('pairing_attempts')
    .columns(['client_key', 'attempted_at'])
    .execute();
  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_events_key_idx')
    .on('rate_limit_events')
    .columns(['client_key', 'at'])
    .execute();
  await db.schema.dropTable('rate_limits').execute();
}
