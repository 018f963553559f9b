import { sql, type Kysely } from 'kysely';

// Screen settings per screen or per group, with a time zone and a screenshot interval. A field a
// screen leaves unset comes from its most recently updated group that sets it, else the default.
//
// device_settings gains the two new fields, and own_rotation: the screen's own rotation, null
// when the screen leaves it to its groups. The older rotation column cannot become nullable in
// SQLite without rebuilding the table, so it stays, unread; a stored 0 was the default and
// becomes unset, so a screen that saved only its volume still takes its group's rotation. A null
// display_schedule was already "not set" (always on, the default); "[]" is now a screen's own
// explicit "always on".
//
// group_settings holds a group's fields, each null when the group does not set it.
// device_screenshot_schedule remembers when a screen's timer last opened a screenshot command,
// so a screen can take no more pictures than its interval allows, however often it asks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('device_settings').addColumn('own_rotation', 'integer').execute();
  await db.schema.alterTable('device_settings').addColumn('time_zone', 'text').execute();
  await db.schema
    .alterTable('device_settings')
    .addColumn('screenshot_interval_minutes', 'integer')
    .execute();
  await sql`update device_settings set own_rotation = rotation where rotation <> 0`.execute(db);

  await db.schema
    .createTable('group_settings')
    .addColumn('group_id', 'text', (c) =>
      c.primaryKey().references('screen_groups.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('volume', 'integer')
    .addColumn('rotation', 'integer')
    .addColumn('display_schedule', 'text')
    .addColumn('time_zone', 'text')
    .addColumn('screenshot_interval_minutes', 'integer')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('group_settings_account_idx')
    .on('group_settings')
    .columns(['account_id'])
    .execute();

  await db.schema
    .createTable('device_screenshot_schedule')
    .addColumn('device_id', 'text', (c) =>
      c.primaryKey().references('devices.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('last_opened_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_screenshot_schedule').ifExists().execute();
  await db.schema.dropTable('group_settings').ifExists().execute();
  await db.schema.alterTable('device_settings').dropColumn('screenshot_interval_minutes').execute();
  await db.schema.alterTable('device_settings').dropColumn('time_zone').execute();
  await db.schema.alterTable('device_settings').dropColumn('own_rotation').execute();
}
