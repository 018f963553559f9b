import type { Clock } from '../../../clock.js';
import {
  ProviderFailure,
  type BillingProvider,
  type CheckoutRequest,
  type NewCustomer,
  type PortalPage,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../provider.js';
import { SubsbaseClient, type SubsbaseSettings } from './client.js';
import {
  CREATE_CUSTOMER,
  GET_CUSTOMER_TOKEN,
  GET_INVOICES,
  GET_SUBSCRIPTIONS,
} from './documents.js';
import type { Transport } from './transport.js';
import { parseWebhook } from './webhook.js';

export interface SubsbaseAdapterSettings extends SubsbaseSettings {
  webhookSecret: string;
  /** The customer portal's site URL (Settings > Customer Portal Settings > Site URL). */
  customerPortalUrl: string;
  /** Where a new subscription is paid for; the plan code is appended as a path segment. */
  checkoutUrl: string;
  /** `subsbase`, or `fake-subsbase` when the transport is the fake's. */
  name?: string;
}

// The portal's tabs, as its embedding guide names them (show=subscriptions, paymenthistory, ...).
const PORTAL_TABS: Record<PortalPage, string | null> = {
  subscriptions: 'subscriptions',
  'customer-portal': null,
  // unconfirmed: that unpaid invoices are paid from the payment history tab.
  'pay-invoice': 'paymenthistory',
};

// The fake's pages are on this server: their addresses are paths, kept as paths.
const RELATIVE = 'http://relative.invalid';
const addressAt = (base: string) => new URL(base, RELATIVE);
const written = (url: URL) => (url.origin === RELATIVE ? `${url.pathname}${url.search}` : url.href);

const byCustomer = (customerId: string) => ({
  field: 'customerId',
  operator: 'Equals',
  value: customerId,
});

export function subsbaseAdapter(
  settings: SubsbaseAdapterSettings,
  transport: Transport,
  clock: Pick<Clock, 'now'>,
): BillingProvider {
  const client = new SubsbaseClient(settings, transport, clock);
  const siteId = settings.siteId;
  return {
    name: settings.name ?? 'subsbase',

    async createCustomer({ accountId, name, email }: NewCustomer) {
      const envelope = await client.call<{ customerId?: string }>(
        'createCustomer',
        CREATE_CUSTOMER,
        {
          siteId,
          customer: {
            firstName: name.slice(0, 100),
            lastName: '',
            emailAddress: email,
            externalId: accountId,
          },
        },
      );
      const id = envelope.value?.customerId;
      if (!id) throw new ProviderFailure('The payment provider did not create the customer.');
      return id;
    },

    // unconfirmed: the hosted checkout address and its query parameters (customerId, quantity,
    //   redirectUrl). Subsbase documents hosted checkout pages per plan; their parameters are
    //   not in the public API reference.
    checkoutUrl({ customerId, planCode, screens, returnUrl }: CheckoutRequest) {
      const url = addressAt(`${settings.checkoutUrl}/${encodeURIComponent(planCode)}`);
      url.searchParams.set('customerId', customerId);
      url.searchParams.set('quantity', String(screens));
      url.searchParams.set('redirectUrl', returnUrl);
      return Promise.resolve(written(url));
    },

    async portalUrl(customerId: string, page: PortalPage) {
      const envelope = await client.call<string>(
        'getCustomerToken',
        GET_CUSTOMER_TOKEN,
        { siteId, customerId },
        '/auth',
      );
      if (typeof envelope.value !== 'string' || envelope.value === '')
        throw new ProviderFailure('The payment provider did not open the customer portal.');
      const url = addressAt(settings.customerPortalUrl);
      url.searchParams.set('token', envelope.value);
      const tab = PORTAL_TABS[page];
      if (tab) url.searchParams.set('show', tab);
      return written(url);
    },

    async listInvoices(customerId: string, limit: number) {
      const envelope = await client.call<ProviderInvoice[]>('invoices', GET_INVOICES, {
        siteId,
        filter: byCustomer(customerId),
        pagination: { page: 1, perPage: limit },
        sorting: [{ field: 'billedOn', direction: 'Descending' }],
      });
      return (envelope.data ?? []).slice(0, limit).map(invoiceOf);
    },

    async getSubscription(customerId: string) {
      const envelope = await client.call<ProviderSubscription[]>(
        'subscriptions',
        GET_SUBSCRIPTIONS,
        {
          siteId,
          filter: byCustomer(customerId),
          pagination: { page: 1, perPage: 1 },
        },
      );
      const first = envelope.data?.[0];
      return first ? subscriptionOf(first) : null;
    },

    verifyWebhook: (rawBody, signature) => parseWebhook(rawBody, signature, settings.webhookSecret),
  };
}

const text = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** An answer's invoice, each field checked: the provider's data is outside input. */
function invoiceOf(raw: Partial<Record<keyof ProviderInvoice, unknown>>): ProviderInvoice {
  return {
    id: text(raw.id),
    number: text(raw.number),
    total: num(raw.total),
    currency: text(raw.currency, 'EUR'),
    status: text(raw.status),
    billedOn: text(raw.billedOn) || null,
    dueOn: text(raw.dueOn) || null,
  };
}

function subscriptionOf(
  raw: Partial<Record<keyof ProviderSubscription, unknown>>,
): ProviderSubscription {
  return {
    id: text(raw.id),
    planCode: text(raw.planCode),
    quantity: Math.max(0, Math.floor(num(raw.quantity))),
    status: text(raw.status),
    nextBillingDate: text(raw.nextBillingDate) || null,
  };
}
