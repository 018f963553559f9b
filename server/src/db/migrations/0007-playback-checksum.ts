import type { Kysely } from 'kysely';

// Media kept on screens: a player checks each download against the sha256 of the bytes
// it is served. For a converted file (every video, some images) those are the converted bytes,
// whose checksum is kept here; `checksum` stays the uploaded original's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('converted_checksum', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('converted_checksum').execute();
}
