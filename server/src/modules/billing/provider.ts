// What billing needs of a payment provider. One real adapter (subsbase/) implements it; the
// demo and the tests run the same adapter against an in-process fake of the provider's API
// (fake/), so the code that talks to the provider is the code under test.

export interface ProviderSubscription {
  id: string;
  planCode: string;
  /** Screens paid for: the subscription's quantity. */
  quantity: number;
  /** The provider's word, e.g. Active, PastDue, Cancelled. */
  status: string;
  nextBillingDate: string | null;
}

export interface ProviderInvoice {
  id: string;
  number: string;
  total: number;
  currency: string;
  /** Paid, Unpaid, ... as the provider says. */
  status: string;
  billedOn: string | null;
  dueOn: string | null;
}

/** A verified, parsed webhook. */
export interface ProviderEvent {
  id: string;
  /** new-subscription, renew-subscription, cancel-subscription, payment-failed, ... */
  type: string;
  /** When the provider says it happened (ISO-8601, UTC). */
  at: string;
  customerId: string;
  subscription: ProviderSubscription | null;
}

export interface CheckoutRequest {
  customerId: string;
  planCode: string;
  screens: number;
  /** Where the provider sends the browser back after paying. */
  returnUrl: string;
}

export type PortalPage = 'subscriptions' | 'customer-portal' | 'pay-invoice';

export interface NewCustomer {
  accountId: string;
  name: string;
  email: string;
}

export interface BillingProvider {
  /** subsbase, or fake-subsbase for the demo and tests. */
  readonly name: string;
  /** Creates the account's customer at the provider; returns its customer id. */
  createCustomer(customer: NewCustomer): Promise<string>;
  /** The hosted checkout address for a new subscription. */
  checkoutUrl(request: CheckoutRequest): Promise<string>;
  /** The customer portal, opened on a page (update subscription, everything, pay an invoice). */
  portalUrl(customerId: string, page: PortalPage): Promise<string>;
  listInvoices(customerId: string, limit: number): Promise<ProviderInvoice[]>;
  getSubscription(customerId: string): Promise<ProviderSubscription | null>;
  /** The event of a webhook whose signature holds; null when it does not (or is missing). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent | null;
}

/** A provider call that failed; its message is a sentence a user may read. */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
}
