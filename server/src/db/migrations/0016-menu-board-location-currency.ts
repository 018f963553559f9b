import type { Kysely } from 'kysely';

// A menu board location's currency (ISO 4217), which its boards show prices in. Every location
// made before it shows Czech crowns, as all prices did until then.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('menu_board_locations')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('CZK'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menu_board_locations').dropColumn('currency').execute();
}
