import type { Kysely } from 'kysely';

// Scene item types: a global list decides which item types operators see, and an account can
// enable further ones. The account's list is a JSON array of types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('enabled_item_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('enabled_item_types').execute();
}
