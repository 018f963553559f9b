import type { Kysely } from 'kysely';

// One upload link accepts one upload: the first PUT claims the file record (when, so a claim
// left by a crashed process can be taken over later); the checksum marks the bytes received.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').addColumn('upload_claimed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files').dropColumn('upload_claimed_at').execute();
}
