import type { Kysely } from 'kysely';

// Live view links: a public, unguessable address showing one screen or one screen group. Only
// the token's sha256 is stored, so the table hands out no working link. A revoked link's row is
// deleted, and with it every address (page and pictures) the token opened.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('space_id', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_links_account_idx')
    .on('live_links')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_links').execute();
}
