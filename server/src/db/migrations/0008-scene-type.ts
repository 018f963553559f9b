import { sql, type Kysely } from 'kysely';

// Scenes get a GraphQL surface: lists filter by scene type, and app scenes are guarded by the app
// permissions, so the type is a column the SQL can narrow by (it stays in the document too, which
// is what players read). Existing rows take the type their document names.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('scenes')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{
    id: string;
    document: string;
  }>`select id, document from scenes`.execute(db);
  for (const row of rows.rows) {
    let type = '';
    try {
      const parsed = JSON.parse(row.document) as { type?: unknown };
      if (typeof parsed.type === 'string') type = parsed.type;
    } catch {
      // A document that is not JSON keeps no type; no list shows it.
    }
    await sql`update scenes set type = ${type} where id = ${row.id}`.execute(db);
  }
  await db.schema
    .createIndex('scenes_account_type_idx')
    .on('scenes')
    .columns(['account_id', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('scenes_account_type_idx').execute();
  await db.schema.alterTable('scenes').dropColumn('type').execute();
}
