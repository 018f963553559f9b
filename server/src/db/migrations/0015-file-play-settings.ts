import type { Kysely } from 'kysely';

// A file's play settings beyond its source and quota: the wall-clock dates between which it is
// shown ("YYYY-MM-DDTHH:mm", read in each screen's time zone; null is open) and whether a video
// plays without sound.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('valid_from', 'text').execute();
  await db.schema.alterTable('files').addColumn('valid_until', 'text').execute();
  await db.schema
    .alterTable('files')
    .addColumn('muted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('muted').execute();
  await db.schema.alterTable('files').dropColumn('valid_until').execute();
  await db.schema.alterTable('files').dropColumn('valid_from').execute();
}
