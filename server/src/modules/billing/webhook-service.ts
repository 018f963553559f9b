import type { AppServices } from '../../app-services.js';
import { updateSubscriptionFacts } from '../accounts/repo.js';
import { entitlementsOf, type SubscriptionStatus } from './entitlements.js';
import { planByCode, planById } from './plans.js';
import type { ProviderEvent } from './provider.js';
import * as repo from './repo.js';

// A provider webhook, from its bytes to the account's state. The signature is checked first;
// then, in one transaction, the event's id is kept (a replay finds it kept and changes nothing)
// and its state applied unless a newer event's already was. A failed payment locks features and
// keeps everything else: no event deletes content or screens.

/** Which state each provider event puts the subscription in; other events change nothing. */
const STATUS_AFTER: Readonly<Record<string, SubscriptionStatus>> = {
  'new-subscription': 'active',
  'renew-subscription': 'active',
  // unconfirmed: update-subscription, resume-subscription and payment-failed are not in the
  //   documented list (new, cancel, renew, pause); they are the names the site is set to send.
  'update-subscription': 'active',
  'resume-subscription': 'active',
  'payment-failed': 'past_due',
  'pause-subscription': 'paused',
  'cancel-subscription': 'canceled',
};

export interface WebhookOutcome {
  status: number;
  message: string;
}

export async function receiveWebhook(
  app: AppServices,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const provider = app.billing.provider;
  if (!provider) return { status: 404, message: 'Billing is not set up on this server.' };
  const event = provider.verifyWebhook(rawBody, signature);
  if (!event) return { status: 401, message: 'The webhook signature does not match.' };
  const outcome = await applyEvent(app, event);
  if (!outcome) return { status: 202, message: 'No account has this customer; ignored.' };
  const { accountId, applied } = outcome;
  if (applied) app.pubsub.publish('account:changed', accountId, { accountId });
  return {
    status: 200,
    message: applied ? 'Applied.' : 'Already known or superseded; nothing changed.',
  };
}

/**
 * The account's row is read in the transaction that writes it, locked on PostgreSQL (SQLite's
 * write transactions run one at a time): two different events at once cannot each start from
 * the state before the other and undo it. Undefined when no account has the customer.
 */
async function applyEvent(app: AppServices, event: ProviderEvent) {
  const status = STATUS_AFTER[event.type];
  const now = app.clock.now().toISOString();
  const plan = planByCode(event.subscription?.planCode) ?? undefined;
  return app.db.transaction().execute(async (trx) => {
    const current = await repo.findByCustomer(trx, event.customerId, app.dialect === 'postgres');
    if (!current) return undefined;
    const unchanged = { accountId: current.accountId, applied: false };
    if (!(await repo.recordEvent(trx, event, now))) return unchanged;
    if (!status) return unchanged;
    const change: repo.SubscriptionChange = {
      subscriptionId: event.subscription?.id ?? current.subscriptionId,
      planId: plan?.id ?? current.planId,
      screens: event.subscription?.quantity ?? current.screens,
      status,
      nextChargeAt: event.subscription?.nextBillingDate ?? current.nextChargeAt,
    };
    if (!(await repo.applyChange(trx, current.accountId, change, event.at, now))) return unchanged;
    const entitlements = entitlementsOf(change.status, planOf(change.planId), change.screens);
    await updateSubscriptionFacts(trx, current.accountId, entitlements);
    return { accountId: current.accountId, applied: true };
  });
}

const planOf = (id: string | null) => (id ? planById(id) : undefined);
