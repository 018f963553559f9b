import type { Kysely } from 'kysely';

// Screens, playlists and schedules: device info and time zone, presence bookkeeping, remote
// commands, user preferences, schedules and proof-of-play events.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addDeviceColumnsAndCommands(db);
  await createScheduleTables(db);
  await createPlaybackTables(db);
}

/** Device info, time zone and presence columns, and remote commands. */
async function addDeviceColumnsAndCommands(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').addColumn('time_zone', 'text').execute();
  await db.schema.alterTable('devices').addColumn('device_info', 'text').execute();
  // 1 once the stale sweep has told operators that a silent device went offline.
  await db.schema
    .alterTable('devices')
    .addColumn('offline_announced', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('devices_account_name_idx')
    .on('devices')
    .columns(['account_id', 'name'])
    .execute();

  await db.schema
    .createTable('device_commands')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('requested_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('device_commands_device_idx')
    .on('device_commands')
    .columns(['device_id', 'status'])
    .execute();
  await db.schema
    .createIndex('device_commands_created_idx')
    .on('device_commands')
    .column('created_at')
    .execute();
}

async function createScheduleTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('schedules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('playlist_timings', 'text', (c) => c.notNull())
    .addColumn('space_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('schedules_account_idx')
    .on('schedules')
    .column('account_id')
    .execute();
}

/** Proof of play: one row per event, and one per entity it played. */
async function createPlaybackTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playback_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    // No foreign key: proof of play outlives a deleted (unpaired) screen.
    .addColumn('device_id', 'text', (c) => c.notNull())
    // The device's own id for the event: a resent batch hits the unique index and counts once.
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('playlist_id', 'text')
    .addColumn('started_at', 'text', (c) => c.notNull())
    // YYYY-MM-DD in the device's time zone (UTC when unknown), for reports by day.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('duration_s', 'double precision', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('playback_events_device_event_uq', ['device_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('playback_events_item_idx')
    .on('playback_events')
    .columns(['account_id', 'item_id', 'started_at'])
    .execute();

  // One row per entity an event played (playlist, scene, file, item), so reports are one indexed
  // GROUP BY whatever kind of entity is asked about.
  await db.schema
    .createTable('playback_event_refs')
    .addColumn('event_pk', 'text', (c) =>
      c.notNull().references('playback_events.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('duration_s', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('playback_event_refs_pk', ['event_pk', 'entity_type', 'entity_id'])
    .execute();
  await db.schema
    .createIndex('playback_event_refs_entity_idx')
    .on('playback_event_refs')
    .columns(['account_id', 'entity_type', 'entity_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'playback_event_refs',
    'playback_events',
    'schedules',
    'user_preferences',
    'device_commands',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('devices_account_name_idx').ifExists().execute();
  for (const column of ['offline_announced', 'device_info', 'time_zone'])
    await db.schema.alterTable('devices').dropColumn(column).execute();
}
