import type { Kysely } from 'kysely';

// Accounts in full: tariff features and subscription facts on accounts, user contact fields,
// e-mail confirmation, expiring sessions, one-time tokens (confirmation, recovery, invitation),
// API keys, security policies, the audit log, promotions and a generic rate-limit event table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await addAccountAndUserColumns(db);
  await createAccessTables(db);
  await createAccountRecordTables(db);
}

async function addAccountAndUserColumns(db: Kysely<unknown>): Promise<void> {
  const accountColumns: [string, 'text' | 'integer', unknown][] = [
    ['enabled_features', 'text', '[]'],
    ['tariff_feature_availability', 'text', '{}'],
    ['unpaid_feature_warnings', 'integer', 0],
    ['subscribed_screens', 'integer', 0],
    ['free_screens', 'integer', 3],
    ['is_trial', 'integer', 0],
    ['trial_ends_at', 'text', null],
    ['partner_account_id', 'text', null],
  ];
  for (const [name, type, def] of accountColumns) {
    await db.schema
      .alterTable('accounts')
      .addColumn(name, type, (c) => (def === null ? c : c.notNull().defaultTo(def)))
      .execute();
  }

  await db.schema.alterTable('users').addColumn('phone_number', 'text').execute();
  await db.schema.alterTable('users').addColumn('country_code', 'text').execute();
  // Existing users (the demo admin) count as confirmed.
  await db.schema
    .alterTable('users')
    .addColumn('email_confirmed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema.alterTable('sessions').addColumn('expires_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('client_ip', 'text').execute();
}

/** One-time tokens, API keys and security policies. */
async function createAccessTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('one_time_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_role_id', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('space_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('security_policies')
    .addColumn('account_id', 'text', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('min_password_length', 'integer', (c) => c.notNull())
    .addColumn('require_digit', 'integer', (c) => c.notNull())
    .addColumn('require_uppercase', 'integer', (c) => c.notNull())
    .addColumn('require_symbol', 'integer', (c) => c.notNull())
    .addColumn('session_lifetime_minutes', 'integer')
    .execute();
}

/** The audit log, promotions and rate-limit events. */
async function createAccountRecordTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text')
    .addColumn('entity_id', 'text')
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_account_idx')
    .on('audit_log')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('discount_percents', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_events_key_idx')
    .on('rate_limit_events')
    .columns(['client_key', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limit_events',
    'promotions',
    'audit_log',
    'security_policies',
    'api_keys',
    'one_time_tokens',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
