import { sql, type Kysely } from 'kysely';

// The media library: folders, the File columns of processing (progress, errors, converted copy,
// thumbnail, page count), dimensions, play quota and soft deletion, and the durable job table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_folder_id', 'text')
    .addColumn('space_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('folders_parent_idx')
    .on('folders')
    .columns(['account_id', 'parent_folder_id'])
    .execute();

  const fileColumns: [string, 'text' | 'integer' | 'double precision', string | null][] = [
    ['parent_folder_id', 'text', null],
    ['original_width', 'integer', null],
    ['original_height', 'integer', null],
    ['file_processing_progress_percents', 'integer', '0'],
    ['playback_source', 'text', "'Converted'"],
    ['play_quota', 'text', null],
    ['number_of_pages', 'integer', null],
    ['error_message', 'text', null],
    ['converted_blob_key', 'text', null],
    ['converted_mimetype', 'text', null],
    ['converted_size_in_bytes', 'double precision', null],
    ['thumbnail_blob_key', 'text', null],
    ['updated_at', 'text', null],
    ['deleted_at', 'text', null],
  ];
  for (const [name, type, defaultValue] of fileColumns) {
    await db.schema
      .alterTable('files')
      .addColumn(name, type, (c) =>
        defaultValue === null ? c : c.notNull().defaultTo(sql.raw(defaultValue)),
      )
      .execute();
  }
  await db.schema
    .createIndex('files_parent_idx')
    .on('files')
    .columns(['account_id', 'parent_folder_id'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // queued, running, done or failed; a running job whose lease ran out is claimable again.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
  await db.schema.dropTable('folders').ifExists().execute();
}
