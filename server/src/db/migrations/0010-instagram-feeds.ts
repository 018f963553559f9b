import type { Kysely } from 'kysely';

// Instagram feeds: an Instagram account connected to a Marquee account
// (kind connected: created, then authorised by its owner, until the consent expires) or a public
// profile loaded by user name (kind public). The access token is kept sealed (AES-GCM under the
// server secret) and never leaves the server; the media list is JSON text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('instagram_feeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('space_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('instagram_user_id', 'text')
    .addColumn('instagram_username', 'text')
    // A public feed's user name as looked up (lower case); null for connected feeds.
    .addColumn('public_username', 'text')
    .addColumn('sealed_access_token', 'text')
    .addColumn('token_expires_at', 'text')
    .addColumn('media', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('media_fetched_at', 'text')
    .addColumn('author_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('instagram_feeds_account_space_idx')
    .on('instagram_feeds')
    .columns(['account_id', 'space_id'])
    .execute();
  // One public feed per user name in a space (null for connected feeds never collides).
  await db.schema
    .createIndex('instagram_feeds_public_username_idx')
    .on('instagram_feeds')
    .columns(['account_id', 'space_id', 'public_username'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('instagram_feeds').execute();
}
