import { sql, type Kysely } from 'kysely';

// An invitation says itself whether it makes its person the account's admin (account_role
// ROLE_ADMIN, set when a service admin or a partner creates an account for its first admin);
// accepting any other invitation makes a user, whoever accepts first. Pending invitations to
// accounts that still wait for their first user, with the Administrator role, keep making one.
// A Sony display's serial is registered once per account while not released (a unique index, so
// two registrations at once cannot both pass the check); duplicates already made are released,
// the oldest kept. "Sign in as" sessions are found by their admin (sign-out ends them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('one_time_tokens').addColumn('account_role', 'text').execute();
  await sql`update one_time_tokens set account_role = 'ROLE_ADMIN'
    where kind = 'invitation' and used_at is null
      and not exists (select 1 from users u where u.account_id = one_time_tokens.account_id)
      and exists (select 1 from user_roles r
        where r.id = one_time_tokens.user_role_id and r.name = 'Administrator')`.execute(db);

  await sql`update sony_displays set status = 'released', released_at = created_at
    where serial is not null and status <> 'released' and exists (
      select 1 from sony_displays o
      where o.account_id = sony_displays.account_id and o.serial = sony_displays.serial
        and o.status <> 'released'
        and (o.created_at < sony_displays.created_at
          or (o.created_at = sony_displays.created_at and o.id < sony_displays.id)))`.execute(db);
  await db.schema
    .createIndex('sony_displays_serial_uq')
    .on('sony_displays')
    .columns(['account_id', 'serial'])
    .unique()
    .where(sql.ref('status'), '<>', 'released')
    .execute();

  await db.schema
    .createIndex('sessions_impersonator_idx')
    .on('sessions')
    .column('impersonator_user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_impersonator_idx').execute();
  await db.schema.dropIndex('sony_displays_serial_uq').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('account_role').execute();
}
