import type { Db } from '../../db/connect.js';
import type { SubscriptionStatus } from './entitlements.js';
import type { BillingAccountsTable } from './tables.js';

export interface BillingAccountRow {
  accountId: string;
  customerId: string | null;
  subscriptionId: string | null;
  planId: string | null;
  screens: number;
  status: SubscriptionStatus;
  nextChargeAt: string | null;
  lastEventAt: string | null;
  appliedEvents: number;
}

const toRow = (r: BillingAccountsTable): BillingAccountRow => ({
  accountId: r.account_id,
  customerId: r.customer_id,
  subscriptionId: r.subscription_id,
  planId: r.plan_id,
  screens: Number(r.screens),
  status: r.status as SubscriptionStatus,
  nextChargeAt: r.next_charge_at,
  lastEventAt: r.last_event_at,
  appliedEvents: Number(r.applied_events),
});

export async function findBillingAccount(db: Db, accountId: string) {
  const r = await db
    .selectFrom('billing_accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return r ? toRow(r) : undefined;
}

/** `lock` (PostgreSQL, in a transaction): holds the row until it ends (SELECT … FOR UPDATE). */
export async function findByCustomer(db: Db, customerId: string, lock = false) {
  const query = db.selectFrom('billing_accounts').selectAll().where('customer_id', '=', customerId);
  const r = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return r ? toRow(r) : undefined;
}

/**
 * Gives the account its provider customer unless it has one already (parallel first checkouts:
 * the first stored wins); returns the customer the account has now.
 */
export async function keepCustomer(db: Db, accountId: string, customerId: string, now: string) {
  await db
    .insertInto('billing_accounts')
    .values({
      account_id: accountId,
      customer_id: null,
      subscription_id: null,
      plan_id: null,
      screens: 0,
      status: 'none',
      next_charge_at: null,
      last_event_at: null,
      applied_events: 0,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  await db
    .updateTable('billing_accounts')
    .set({ customer_id: customerId, updated_at: now })
    .where('account_id', '=', accountId)
    .where('customer_id', 'is', null)
    .execute();
  return (await findBillingAccount(db, accountId))?.customerId ?? customerId;
}

/** Keeps a provider event's id; false when it was kept before (a replay). */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string; at: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('billing_webhook_events')
    .values({ event_id: event.id, trigger_event: event.type, event_at: event.at, received_at: now })
    .onConflict((oc) => oc.column('event_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface SubscriptionChange {
  subscriptionId: string | null;
  planId: string | null;
  screens: number;
  status: SubscriptionStatus;
  nextChargeAt: string | null;
}

/**
 * Applies an event's state unless a newer event was applied already (compare-and-set on the
 * event time, so an event that arrives late never rolls the state back); true when applied.
 */
export async function applyChange(
  db: Db,
  accountId: string,
  change: SubscriptionChange,
  eventAt: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('billing_accounts')
    .set((eb) => ({
      subscription_id: change.subscriptionId,
      plan_id: change.planId,
      screens: change.screens,
      status: change.status,
      next_charge_at: change.nextChargeAt,
      last_event_at: eventAt,
      applied_events: eb('applied_events', '+', 1),
      updated_at: now,
    }))
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('last_event_at', 'is', null), eb('last_event_at', '<=', eventAt)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
