import type { Kysely } from 'kysely';

// A file's play settings beyond its source and quota: the wall-clock dates between which it is
// shown ("YYYY-MM-DDTHH:mm", read in each screen's time zone; null is open) and whether a video
// plays without sound. Videos start muted: every screen played them silent before this setting
// existed, and a shop screen that starts talking after an upgrade is a surprise; an operator
// turns sound on per file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('valid_from', 'text').execute();
  await db.schema.alterTable('files').addColumn('valid_until', 'text').execute();
  await db.schema
    .alterTable('files')
    .addColumn('muted', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('muted').execute();
  await db.schema.alterTable('files').dropColumn('valid_until').execute();
  await db.schema.alterTable('files').dropColumn('valid_from').execute();
}
