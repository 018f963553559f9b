import type { Kysely } from 'kysely';

// The "playback failing" e-mail of each screen: when it went out and the screen's latest playback
// failure since. While failures keep coming within the quiet period the alert stays open and no
// second mail goes; a row per screen, so every server process agrees on it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playback_failure_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) =>
      c.notNull().unique().references('devices.id').onDelete('cascade'),
    )
    .addColumn('alerted_at', 'text', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('playback_failure_alerts').execute();
}
