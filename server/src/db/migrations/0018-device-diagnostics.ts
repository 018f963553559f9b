import type { Kysely } from 'kysely';

// What an operator sees of a remote screen: the latest screenshot of each screen (its bytes are a
// blob; the row names it) and the last lines of its player's log. Both belong to the screen's
// account and go with the screen.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_screenshots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) =>
      c.notNull().unique().references('devices.id').onDelete('cascade'),
    )
    .addColumn('command_id', 'text')
    .addColumn('blob_key', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('device_log_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    // The player's own log (a new one after its storage is wiped) and its number there: a page
    // sent again after a lost answer finds its lines already stored.
    .addColumn('stream', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('logged_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_log_entries_seq_idx')
    .on('device_log_entries')
    .columns(['device_id', 'stream', 'seq'])
    .unique()
    .execute();
  await db.schema
    .createIndex('device_log_entries_device_idx')
    .on('device_log_entries')
    .columns(['device_id', 'logged_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_log_entries').execute();
  await db.schema.dropTable('device_screenshots').execute();
}
