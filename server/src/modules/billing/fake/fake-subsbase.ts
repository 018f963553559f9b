import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../clock.js';
import type { ProviderInvoice, ProviderSubscription } from '../provider.js';
import { TOKEN_LIFETIME_MS } from '../subsbase/client.js';
import type { TransportRequest, TransportResponse } from '../subsbase/transport.js';
import { signWebhook } from '../subsbase/webhook.js';

// A fake Subsbase for the demo and the tests: it answers the adapter's GraphQL operations with
// the shapes recorded in fixtures/subsbase/*.json (a test holds it to them), refuses a wrong
// site, secret or expired token as the real API does, and keeps customers, subscriptions and
// invoices in memory. Its hosted pages (pages.ts) change that state and send signed webhooks.

export interface FakeSettings {
  siteId: string;
  apiSecret: string;
  webhookSecret: string;
}

interface FakeCustomer {
  customerId: string;
  externalId: string;
  emailAddress: string;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const ok = (body: unknown): TransportResponse => ({ status: 200, body: JSON.stringify(body) });
const DAY_MS = 24 * 60 * 60 * 1000;

export class FakeSubsbase {
  private tokens = new Map<string, number>();
  private customerTokens = new Map<string, { customerId: string; expiresAt: number }>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly subscriptions = new Map<string, ProviderSubscription>();
  readonly invoices = new Map<string, ProviderInvoice[]>();
  /** Every GraphQL operation answered, by name: tests count token fetches with it. */
  readonly calls: string[] = [];

  constructor(
    readonly settings: FakeSettings,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private now = () => this.clock.now().getTime();

  /** The in-process transport the adapter uses instead of the network. */
  readonly transport = (request: TransportRequest): Promise<TransportResponse> =>
    Promise.resolve(this.answer(request));

  private answer({ url, headers, body }: TransportRequest): TransportResponse {
    if (headers['x-site-id'] !== this.settings.siteId)
      return { status: 401, body: JSON.stringify({ message: 'Unknown site' }) };
    const { query, variables = {} } = JSON.parse(body) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const operation = /^(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    this.calls.push(operation);
    if (operation === 'GetApiToken' && url.endsWith('/auth')) return this.apiToken(variables);
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? this.tokens.get(bearer) : undefined;
    if (expiresAt === undefined || expiresAt <= this.now())
      return { status: 401, body: JSON.stringify({ message: 'Unauthorized' }) };
    const asked = variables.customerId ?? filterValue(variables.filter);
    const customerId = typeof asked === 'string' ? asked : '';
    switch (operation) {
      case 'CreateCustomer':
        return this.createCustomer(variables.customer as Record<string, string>);
      case 'GetCustomerToken':
        return this.customerToken(customerId);
      case 'GetInvoices':
        return ok({
          data: {
            invoices: { isSuccess: true, message: null, data: this.invoices.get(customerId) ?? [] },
          },
        });
      case 'GetSubscriptions': {
        const found = this.subscriptions.get(customerId);
        return ok({
          data: { subscriptions: { isSuccess: true, message: null, data: found ? [found] : [] } },
        });
      }
      default:
        return ok({ errors: [{ message: `Cannot query operation "${operation}"` }] });
    }
  }

  private apiToken(variables: Record<string, unknown>): TransportResponse {
    const right =
      variables.siteId === this.settings.siteId && variables.apiSecret === this.settings.apiSecret;
    if (!right)
      return ok({
        data: { getApiToken: { isSuccess: false, value: null, message: 'Invalid API secret' } },
      });
    const token = `fake.${hex(24)}`;
    this.tokens.set(token, this.now() + TOKEN_LIFETIME_MS);
    return ok({ data: { getApiToken: { isSuccess: true, value: token, message: null } } });
  }

  private createCustomer(input: Record<string, string> | undefined): TransportResponse {
    const customerId = `${this.settings.siteId}_${hex(16)}`;
    this.customers.set(customerId, {
      customerId,
      externalId: input?.externalId ?? '',
      emailAddress: input?.emailAddress ?? '',
    });
    return ok({
      data: { createCustomer: { isSuccess: true, message: null, value: { customerId } } },
    });
  }

  private customerToken(customerId: string): TransportResponse {
    if (!this.customers.has(customerId))
      return ok({
        data: {
          getCustomerToken: { isSuccess: false, value: null, message: 'Customer not found' },
        },
      });
    const token = hex(24);
    this.customerTokens.set(token, { customerId, expiresAt: this.now() + TOKEN_LIFETIME_MS });
    return ok({ data: { getCustomerToken: { isSuccess: true, value: token, message: null } } });
  }

  /** The customer a portal token opens, while it is valid. */
  customerOfToken(token: string): string | null {
    const found = this.customerTokens.get(token);
    return found && found.expiresAt > this.now() ? found.customerId : null;
  }

  /** Starts or changes the customer's subscription, and bills it (a paid invoice). */
  subscribe(customerId: string, planCode: string, quantity: number, pricePerScreen: number) {
    const previous = this.subscriptions.get(customerId);
    const subscription: ProviderSubscription = {
      id: previous?.id ?? `sub_${hex(12)}`,
      planCode,
      quantity,
      status: 'Active',
      nextBillingDate: new Date(this.now() + 30 * DAY_MS).toISOString(),
    };
    this.subscriptions.set(customerId, subscription);
    this.addInvoice(customerId, quantity * pricePerScreen, 'Paid');
    return subscription;
  }

  /** A renewal whose payment failed: the subscription falls past due with an unpaid invoice. */
  failRenewal(customerId: string, amount: number) {
    const subscription = this.subscriptions.get(customerId);
    if (!subscription) return null;
    subscription.status = 'PastDue';
    this.addInvoice(customerId, amount, 'Unpaid');
    return subscription;
  }

  /** Pays the customer's unpaid invoices; the subscription is active again for a month. */
  payInvoices(customerId: string) {
    for (const invoice of this.invoices.get(customerId) ?? []) invoice.status = 'Paid';
    const subscription = this.subscriptions.get(customerId);
    if (!subscription) return null;
    subscription.status = 'Active';
    subscription.nextBillingDate = new Date(this.now() + 30 * DAY_MS).toISOString();
    return subscription;
  }

  cancel(customerId: string) {
    const subscription = this.subscriptions.get(customerId);
    if (subscription) subscription.status = 'Cancelled';
    return subscription ?? null;
  }

  private addInvoice(customerId: string, total: number, status: string) {
    const list = this.invoices.get(customerId) ?? [];
    const at = new Date(this.now()).toISOString();
    list.unshift({
      id: `inv_${hex(8)}`,
      number: `INV-${String(list.length + 1).padStart(4, '0')}`,
      total,
      currency: 'EUR',
      status,
      billedOn: at,
      dueOn: at,
    });
    this.invoices.set(customerId, list);
  }

  /** A webhook as Subsbase sends it: body and its signature header. */
  webhook(triggerEvent: string, customerId: string) {
    const subscription = this.subscriptions.get(customerId) ?? null;
    const body = JSON.stringify({
      id: `sb_wh_${this.settings.siteId}_${this.now()}_${hex(4)}`,
      triggerEvent,
      utcTimestamp: new Date(this.now()).toISOString(),
      customerId,
      subscription: subscription ? { ...subscription } : null,
    });
    return { body: Buffer.from(body), signature: signWebhook(body, this.settings.webhookSecret) };
  }
}

/** The value of a `{ field: 'customerId', operator: 'Equals', value }` filter. */
function filterValue(filter: unknown): unknown {
  const first: unknown = Array.isArray(filter) ? filter[0] : filter;
  return first && typeof first === 'object' && 'value' in first ? first.value : undefined;
}
