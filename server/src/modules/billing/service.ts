import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { appError, badUserInput, forbidden } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { countDevices, findAccount, type AccountRow } from '../accounts/repo.js';
import { MAX_SUBSCRIBED_SCREENS, planById, PLANS, type Plan } from './plans.js';
import { ProviderFailure, type BillingProvider, type PortalPage } from './provider.js';
import * as repo from './repo.js';

// Billing as the account's billing managers see it: the plan, screens and invoices, and the
// provider's pages to subscribe, change the subscription or pay. Only accounts billed by
// subscription have it, and only people with the manage-billing permission.

export const NOT_SUBSCRIPTION_BILLED = 'Billing is only for accounts that pay by subscription.';
export const BILLING_OFF = 'Billing is not set up on this server.';
export const NO_CUSTOMER_YET = 'There is no subscription yet: choose a plan first.';
const MAX_INVOICES = 24;
export const RETURN_PATH = '/billing?justUpdatedSubscription=true';

/** The caller's subscription-billed account and the provider, or the refusal. */
async function billingContext(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.account.manageBilling);
  const account = await findAccount(app.db, scope.accountId);
  if (!account || account.billingType !== 'subscription') throw forbidden(NOT_SUBSCRIPTION_BILLED);
  const provider = app.billing.provider;
  if (!provider) throw appError('CONFLICT', BILLING_OFF);
  return { account, provider };
}

/** A provider's failure as the sentence it carries; anything else stays an internal error. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderFailure) throw appError('CONFLICT', error.message);
    throw error;
  }
}

/** A plan as the API shows it. */
const planView = (plan: Plan) => ({ ...plan, features: [...plan.features] });

export const billingPlans = () => PLANS.map(planView);

export async function billingOverview(app: AppServices, scope: Scope) {
  const { account, provider } = await billingContext(app, scope);
  const row = await repo.findBillingAccount(app.db, account.id);
  const plan = planById(row?.planId);
  const status = row?.status ?? 'none';
  const invoices = await invoicesOf(provider, row?.customerId ?? null);
  return {
    provider: provider.name,
    status,
    plan: status === 'canceled' || !plan ? null : planView(plan),
    tariff: account.tariff,
    usedScreens: await countDevices(app.db, account.id),
    subscribedScreens: account.subscribedScreens,
    freeScreens: account.freeScreens,
    isTrial: account.isTrial,
    trialEndsAt: account.trialEndsAt,
    nextChargeAt: status === 'active' || status === 'past_due' ? (row?.nextChargeAt ?? null) : null,
    nextChargeAmount:
      plan && (status === 'active' || status === 'past_due')
        ? plan.pricePerScreen * (row?.screens ?? 0)
        : null,
    currency: plan?.currency ?? 'EUR',
    ...invoices,
  };
}

/** The customer's invoices; when the provider fails, none and the sentence saying why. */
async function invoicesOf(provider: BillingProvider, customerId: string | null) {
  if (!customerId) return { invoices: [], invoicesError: null };
  try {
    return { invoices: await provider.listInvoices(customerId, MAX_INVOICES), invoicesError: null };
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    return { invoices: [], invoicesError: error.message };
  }
}

/** The customer at the provider, made on the first checkout. */
async function customerOf(
  app: AppServices,
  provider: BillingProvider,
  account: AccountRow,
  email: string,
) {
  const existing = await repo.findBillingAccount(app.db, account.id);
  if (existing?.customerId) return existing.customerId;
  const created = await fromProvider(() =>
    provider.createCustomer({ accountId: account.id, name: account.name, email }),
  );
  return repo.keepCustomer(app.db, account.id, created, app.clock.now().toISOString());
}

/**
 * Where the browser goes to pay for `screens` screens on a plan: the provider's checkout for a
 * new subscription; its portal's subscription page when one is running (changes happen there).
 */
export async function startCheckout(
  app: AppServices,
  scope: Scope,
  input: { planId: string; screens: number },
) {
  const { account, provider } = await billingContext(app, scope);
  const plan = planById(input.planId);
  if (!plan) {
    const message = `Choose one of the plans: ${PLANS.map((p) => p.name).join(', ')}`;
    throw badUserInput(message, [{ path: 'planId', message }]);
  }
  if (
    !Number.isInteger(input.screens) ||
    input.screens < 1 ||
    input.screens > MAX_SUBSCRIBED_SCREENS
  ) {
    const message = `Screens must be a whole number from 1 to ${MAX_SUBSCRIBED_SCREENS.toLocaleString('en-US')}`;
    throw badUserInput(message, [{ path: 'screens', message }]);
  }
  const email = scope.actor.kind === 'user' ? scope.actor.email : '';
  const customerId = await customerOf(app, provider, account, email);
  const row = await repo.findBillingAccount(app.db, account.id);
  const running = row && ['active', 'past_due', 'paused'].includes(row.status);
  const url = await fromProvider(() =>
    running
      ? provider.portalUrl(customerId, 'subscriptions')
      : provider.checkoutUrl({
          customerId,
          planCode: plan.providerPlanCode,
          screens: input.screens,
          returnUrl: `${app.config.linkBaseUrl}${RETURN_PATH}`,
        }),
  );
  return { url };
}

/** The provider's portal on a page, for the account's customer. */
export async function portalAddress(app: AppServices, scope: Scope, page: PortalPage) {
  const { account, provider } = await billingContext(app, scope);
  const row = await repo.findBillingAccount(app.db, account.id);
  if (!row?.customerId) throw badUserInput(NO_CUSTOMER_YET);
  const customerId = row.customerId;
  return { url: await fromProvider(() => provider.portalUrl(customerId, page)) };
}
