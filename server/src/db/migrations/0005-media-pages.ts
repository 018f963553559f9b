import type { Kysely } from 'kysely';

// A media library at scale: the Media grid pages a folder's files by (created_at, id), so
// the index matches that order; PDFs keep an image per page for players.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('files_folder_order_idx')
    .on('files')
    .columns(['account_id', 'parent_folder_id', 'created_at', 'id'])
    .execute();
  // JSON array of blob keys, one per rendered PDF page, in page order; null for other files.
  await db.schema.alterTable('files').addColumn('page_blob_keys', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('page_blob_keys').execute();
  await db.schema.dropIndex('files_folder_order_idx').execute();
}
