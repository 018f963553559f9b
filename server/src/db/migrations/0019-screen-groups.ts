import type { Kysely } from 'kysely';

// Screen groups and tags. A group lives in the space it was made in (like the content it shows)
// and may hold what was published to it, with when: a screen without its own publish shows its
// most recently published group's content. Memberships and tags go with their screen or group.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('screen_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('space_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('published_collection', 'text')
    .addColumn('published_entity_id', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('screen_groups_account_idx')
    .on('screen_groups')
    .columns(['account_id', 'name'])
    .execute();
  await db.schema
    .createIndex('screen_groups_published_idx')
    .on('screen_groups')
    .columns(['account_id', 'published_entity_id'])
    .execute();

  await db.schema
    .createTable('screen_group_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'text', (c) =>
      c.notNull().references('screen_groups.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('screen_group_members_pair_idx')
    .on('screen_group_members')
    .columns(['group_id', 'device_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('screen_group_members_device_idx')
    .on('screen_group_members')
    .columns(['device_id'])
    .execute();

  await db.schema
    .createTable('device_tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    // The tag as typed (trimmed); one screen carries each tag once, compared case-insensitively.
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('device_tags_device_idx')
    .on('device_tags')
    .columns(['device_id', 'name_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('device_tags_account_idx')
    .on('device_tags')
    .columns(['account_id', 'name_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_tags').ifExists().execute();
  await db.schema.dropTable('screen_group_members').ifExists().execute();
  await db.schema.dropTable('screen_groups').ifExists().execute();
}
