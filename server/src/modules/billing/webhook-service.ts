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
  const account = await repo.findByCustomer(app.db, event.customerId);
  if (!account) return { status: 202, message: 'No account has this customer; ignored.' };
  const applied = await applyEvent(app, account, event);
  if (applied)
    app.pubsub.publish('account:changed', account.accountId, { accountId: account.accountId });
  return {
    status: 200,
    message: applied ? 'Applied.' : 'Already known or superseded; nothing changed.',
  };
}

async function applyEvent(
  app: AppServices,
  current: repo.BillingAccountRow,
  event: ProviderEvent,
): Promise<boolean> {
  const status = STATUS_AFTER[event.type];
  const now = app.clock.now().toISOString();
  const plan = planByCode(event.subscription?.planCode) ?? undefined;
  const change: repo.SubscriptionChange = {
    subscriptionId: event.subscription?.id ?? current.subscriptionId,
    planId: plan?.id ?? current.planId,
    screens: event.subscription?.quantity ?? current.screens,
    status: status ?? current.status,
    nextChargeAt: event.subscription?.nextBillingDate ?? current.nextChargeAt,
  };
  return app.db.transaction().execute(async (trx) => {
    if (!(await repo.recordEvent(trx, event, now))) return false;
    if (!status) return false;
    if (!(await repo.applyChange(trx, current.accountId, change, event.at, now))) return false;
    const entitlements = entitlementsOf(change.status, planOf(change.planId), change.screens);
    await updateSubscriptionFacts(trx, current.accountId, entitlements);
    return true;
  });
}

const planOf = (id: string | null) => (id ? planById(id) : undefined);
