// This module's tables (migration 0026-billing), joined to the database's type by declaration
// merging so that the module stays one folder.

export interface BillingAccountsTable {
  account_id: string;
  /** The account's customer at the payment provider; null until the first checkout. */
  customer_id: string | null;
  subscription_id: string | null;
  plan_id: string | null;
  screens: number;
  /** none | active | past_due | paused | canceled */
  status: string;
  next_charge_at: string | null;
  /** utcTimestamp of the newest provider event applied. */
  last_event_at: string | null;
  /** How many provider events changed this row: a replayed event must not count twice. */
  applied_events: number;
  updated_at: string;
}

export interface BillingWebhookEventsTable {
  event_id: string;
  trigger_event: string;
  event_at: string;
  received_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    billing_accounts: BillingAccountsTable;
    billing_webhook_events: BillingWebhookEventsTable;
  }
}
