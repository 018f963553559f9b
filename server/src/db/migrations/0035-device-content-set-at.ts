import type { Kysely } from 'kysely';

// When a screen was last given its own content (a publish to it, or clearing it): a screen that
// was offline then, and has not been heard from since, has not got it. Screens given content
// before this migration leave it null: unknown, so nothing is claimed about them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').addColumn('content_set_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('devices').dropColumn('content_set_at').execute();
}
