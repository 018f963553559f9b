import type { Kysely } from 'kysely';

// What each audit log entry refers to, with the names they had when it was written: the log
// names things at read time from their ids, and falls back to these names for things deleted
// since. Entries written before know no names ('[]').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('audit_log')
    .addColumn('subjects', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('subjects').execute();
}
