import type { Kysely } from 'kysely';

// The service's own administration. An account a service admin disabled (disabled_at) lets none
// of its users sign in and ends its sessions; its screens keep playing. A session opened by a
// service admin acting as a user (impersonator_user_id) names that admin and the admin's own
// session, so every action under it is audited in both accounts and Stop returns to the admin.
// A promotion may start later than it is made (valid_from; null: as soon as it is made).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('disabled_at', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('impersonator_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('impersonator_session_id', 'text').execute();
  await db.schema.alterTable('promotions').addColumn('valid_from', 'text').execute();
  // The accounts list sorts and searches by name and joins users by account.
  await db.schema.createIndex('accounts_name_idx').on('accounts').column('name').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('accounts_name_idx').execute();
  await db.schema.alterTable('promotions').dropColumn('valid_from').execute();
  await db.schema.alterTable('sessions').dropColumn('impersonator_session_id').execute();
  await db.schema.alterTable('sessions').dropColumn('impersonator_user_id').execute();
  await db.schema.alterTable('accounts').dropColumn('disabled_at').execute();
}
