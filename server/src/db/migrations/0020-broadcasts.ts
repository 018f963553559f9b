import type { Kysely } from 'kysely';

// Emergency broadcasts: content that takes over every screen of the account, or of chosen groups,
// from a start to an end (null: until cleared), and which screens reported showing it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('broadcasts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('collection_name', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    // JSON list of group ids; null: every screen of the account.
    .addColumn('group_ids', 'text')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('cleared_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('broadcasts_account_idx')
    .on('broadcasts')
    .columns(['account_id', 'cleared_at'])
    .execute();

  await db.schema
    .createTable('broadcast_acks')
    .addColumn('broadcast_id', 'text', (c) =>
      c.notNull().references('broadcasts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('acked_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('broadcast_acks_pair_idx')
    .on('broadcast_acks')
    .columns(['broadcast_id', 'device_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('broadcast_acks').ifExists().execute();
  await db.schema.dropTable('broadcasts').ifExists().execute();
}
