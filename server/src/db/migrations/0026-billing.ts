import type { Kysely } from 'kysely';

// Subscription billing. One row per account that has met the payment provider: its customer
// there, the subscription's plan, screens and state, and the time of the last provider event
// applied (events older than it change nothing, so a late one cannot roll the state back).
// Every provider event id is kept once (primary key), so a replayed webhook is recognised and
// applied at most once, whichever process receives it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_accounts')
    .addColumn('account_id', 'text', (c) =>
      c.primaryKey().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (c) => c.unique())
    .addColumn('subscription_id', 'text')
    .addColumn('plan_id', 'text')
    .addColumn('screens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('next_charge_at', 'text')
    .addColumn('last_event_at', 'text')
    .addColumn('applied_events', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('billing_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('trigger_event', 'text', (c) => c.notNull())
    .addColumn('event_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_webhook_events').execute();
  await db.schema.dropTable('billing_accounts').execute();
}
