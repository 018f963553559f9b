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
  const applied = await applyEvent(app, event);
  if (applied === 'no-account')
    return { status: 202, message: 'No account has this customer; ignored.' };
  if (applied) app.pubsub.publish('account:changed', applied, { accountId: applied });
  return {
    status: 200,
    message: applied ? 'Applied.' : 'Already known or superseded; nothing changed.',
  };
}

/**
 * The account's row is read in the transaction that writes it, locked on PostgreSQL (SQLite's
 * write transactions run one at a time): two different events at once cannot each start from
 * the state before the other and undo it. The account id when applied, else false.
 */
async function applyEvent(app: AppServices, event: ProviderEvent) {
  const status = STATUS_AFTER[event.type];
  const now = app.clock.now().toISOString();
  const plan = planByCode(event.subscription?.planCode) ?? undefined;
  return app.db.transaction().execute(async (trx): Promise<string | false | 'no-account'> => {
    const current = await repo.findByCustomer(trx, event.customerId, app.dialect === 'postgres');
    if (!current) return 'no-account';
    if (!(await repo.recordEvent(trx, event, now))) return false;
    if (!status) return false;
    const change: repo.SubscriptionChange = {
      subscriptionId: event.subscription?.id ?? current.subscriptionId,
      planId: plan?.id ?? current.planId,
      screens: event.subscription?.quantity ?? current.screens,
      status,
      nextChargeAt: event.subscription?.nextBillingDate ?? current.nextChargeAt,
    };
    if (!(await repo.applyChange(trx, current.accountId, change, event.at, now))) return false;
    const entitlements = entitlementsOf(change.status, planOf(change.planId), change.screens);
    await updateSubscriptionFacts(trx, current.accountId, entitlements);
    return current.accountId;
  });
}

const planOf = (id: string | null) => (id ? planById(id) : undefined);
