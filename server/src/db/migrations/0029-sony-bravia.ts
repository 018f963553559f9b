import type { Kysely } from 'kysely';

// Sony professional BRAVIA displays registered for zero-touch provisioning. A row is made when an
// installer registers a display (by the one-time code it shows, or by its serial number); its
// single-use provisioning token (only its sha256 is stored) becomes a paired screen the first
// time the Marquee player on that display starts with it. Released rows stay, as history.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sony_displays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('space_id', 'text')
    .addColumn('group_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('serial', 'text')
    .addColumn('mac', 'text')
    .addColumn('model', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('psk', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('released_at', 'text')
    .execute();
  await db.schema
    .createIndex('sony_displays_account_idx')
    .on('sony_displays')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sony_displays').execute();
}
