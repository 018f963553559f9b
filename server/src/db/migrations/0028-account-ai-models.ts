import type { Kysely } from 'kysely';

// Each account's switches for the AI camera's detection models: one row per model the account
// has switched, on (1) or off (0). A model without a row is on, so a model added to the catalogue
// later is available to every account until someone turns it off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_ai_models')
    .addColumn('account_id', 'text', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_ai_models_pk', ['account_id', 'model'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_ai_models').execute();
}
