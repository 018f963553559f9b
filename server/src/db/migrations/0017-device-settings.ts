import type { Kysely } from 'kysely';

// A screen's device settings (volume, rotation, display on/off week), one row per screen that an
// operator has set them for; a screen without a row has the defaults (volume left alone, no
// rotation, display always on), which is what every screen did before this table existed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_settings')
    .addColumn('device_id', 'text', (c) =>
      c.primaryKey().references('devices.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('volume', 'integer')
    .addColumn('rotation', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON list of { day, start, end }; null: always on.
    .addColumn('display_schedule', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_settings').ifExists().execute();
}
