import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProviderFailure } from '../provider.js';
import { subsbaseAdapter } from './adapter.js';
import type { TransportRequest, TransportResponse } from './transport.js';
import { signWebhook } from './webhook.js';

// The adapter against Subsbase's recorded answers (fixtures/subsbase): what it sends, what it
// makes of the answers, how it keeps and renews its 4-hour server token, and webhook signatures.

const FIXTURES = join(import.meta.dirname, '../../../../../fixtures/subsbase');
const recorded = (name: string): TransportResponse => {
  const { status, body } = JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as {
    status: number;
    body: unknown;
  };
  return { status, body: JSON.stringify(body) };
};

const SETTINGS = {
  apiUrl: 'https://api.subsbase.io',
  siteId: 'test-site',
  apiSecret: 'api-secret',
  webhookSecret: 'webhook-secret-0123456789',
  customerPortalUrl: 'https://test-site.customers.subsbase.com',
  checkoutUrl: 'https://test-site.subsbase.com/checkout',
};

/** A transport answering each operation from a script; it records what was sent. */
function scripted(answers: Record<string, TransportResponse[]>) {
  const sent: (TransportRequest & { operation: string })[] = [];
  const transport = (request: TransportRequest) => {
    const operation = /^(?:query|mutation)\s+(\w+)/.exec(
      (JSON.parse(request.body) as { query: string }).query,
    )![1]!;
    sent.push({ ...request, operation });
    const queue = answers[operation] ?? [];
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    return Promise.resolve(answer ?? recorded('graphql-error'));
  };
  return { sent, transport };
}

const clockAt = (iso: string) => {
  let now = new Date(iso).getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

describe('Subsbase adapter', () => {
  it('gets a server token once, sends it with X-SITE-ID, and reads invoices', async () => {
    const { sent, transport } = scripted({
      GetApiToken: [recorded('get-api-token')],
      GetInvoices: [recorded('get-invoices')],
    });
    const adapter = subsbaseAdapter(SETTINGS, transport, clockAt('2030-01-01T09:00:00Z'));
    const [invoices] = await Promise.all([
      adapter.listInvoices('cust_1', 10),
      adapter.listInvoices('cust_1', 10),
    ]);
    expect(invoices.map((i) => [i.number, i.status, i.total])).toEqual([
      ['INV-0002', 'Unpaid', 75],
      ['INV-0001', 'Paid', 75],
    ]);
    expect(sent.filter((s) => s.operation === 'GetApiToken')).toHaveLength(1);
    const tokenCall = sent.find((s) => s.operation === 'GetApiToken')!;
    expect(tokenCall.url).toBe('https://api.subsbase.io/auth');
    const invoiceCall = sent.find((s) => s.operation === 'GetInvoices')!;
    expect(invoiceCall.url).toBe('https://api.subsbase.io/core/v2/graphql');
    expect(invoiceCall.headers).toMatchObject({
      'x-site-id': 'test-site',
      authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.recorded.server-token',
    });
    expect(JSON.parse(invoiceCall.body).variables.filter).toEqual({
      field: 'customerId',
      operator: 'Equals',
      value: 'cust_1',
    });
  });

  it('renews the token before its 4 hours end, and once more on a 401', async () => {
    const { sent, transport } = scripted({
      GetApiToken: [recorded('get-api-token')],
      GetSubscriptions: [recorded('unauthorized'), recorded('get-subscriptions')],
    });
    const clock = clockAt('2030-01-01T09:00:00Z');
    const adapter = subsbaseAdapter(SETTINGS, transport, clock);
    const subscription = await adapter.getSubscription('cust_1');
    expect(subscription).toEqual({
      id: 'sub_3f9a1c',
      planCode: 'marquee-standard-monthly',
      quantity: 5,
      status: 'Active',
      nextBillingDate: '2030-02-01T09:00:00.000Z',
    });
    expect(sent.filter((s) => s.operation === 'GetApiToken')).toHaveLength(2);
    await adapter.getSubscription('cust_1');
    expect(sent.filter((s) => s.operation === 'GetApiToken')).toHaveLength(2);
    clock.advance(4 * 60 * 60 * 1000 - 9 * 60 * 1000);
    await adapter.getSubscription('cust_1');
    expect(sent.filter((s) => s.operation === 'GetApiToken')).toHaveLength(3);
  });

  it('turns a refusal or a GraphQL error into a sentence', async () => {
    const refused = scripted({ GetApiToken: [recorded('get-api-token-refused')] });
    const adapter = subsbaseAdapter(SETTINGS, refused.transport, clockAt('2030-01-01T09:00:00Z'));
    await expect(adapter.listInvoices('c', 5)).rejects.toThrow(
      new ProviderFailure('The payment provider refused the request: Invalid API secret'),
    );
    const broken = scripted({ GetApiToken: [recorded('get-api-token')] });
    const other = subsbaseAdapter(SETTINGS, broken.transport, clockAt('2030-01-01T09:00:00Z'));
    await expect(other.getSubscription('c')).rejects.toThrow(/does not exist/);
  });

  it('makes customers, and portal and checkout addresses', async () => {
    const { sent, transport } = scripted({
      GetApiToken: [recorded('get-api-token')],
      CreateCustomer: [recorded('create-customer')],
      GetCustomerToken: [recorded('get-customer-token')],
    });
    const adapter = subsbaseAdapter(SETTINGS, transport, clockAt('2030-01-01T09:00:00Z'));
    const customerId = await adapter.createCustomer({
      accountId: 'acc_1',
      name: 'Shop',
      email: 'a@b.c',
    });
    expect(customerId).toBe('test-site_4c622d23b77540cdab092c3d7e3a96ec');
    expect(await adapter.portalUrl(customerId, 'pay-invoice')).toBe(
      'https://test-site.customers.subsbase.com/?token=eyJhbGciOiJIUzI1NiJ9.recorded.customer-token&show=paymenthistory',
    );
    expect(sent.find((s) => s.operation === 'GetCustomerToken')!.url).toBe(
      'https://api.subsbase.io/auth',
    );
    const checkout = new URL(
      await adapter.checkoutUrl({
        customerId,
        planCode: 'marquee-standard-monthly',
        screens: 5,
        returnUrl: 'https://signage.example.com/billing?justUpdatedSubscription=true',
      }),
    );
    expect(checkout.pathname).toBe('/checkout/marquee-standard-monthly');
    expect(checkout.searchParams.get('quantity')).toBe('5');
  });

  it('believes a webhook only with the right signature over the exact bytes', () => {
    const adapter = subsbaseAdapter(
      SETTINGS,
      scripted({}).transport,
      clockAt('2030-01-01T09:00:00Z'),
    );
    const body = readFileSync(join(FIXTURES, 'webhook-new-subscription.json'));
    const signature = signWebhook(body, SETTINGS.webhookSecret);
    expect(adapter.verifyWebhook(body, signature)).toMatchObject({
      id: 'sb_wh_test-site_1623150633112',
      type: 'new-subscription',
      at: '2030-01-01T09:00:00.112Z',
      customerId: 'test-site_4c622d23b77540cdab092c3d7e3a96ec',
      subscription: { planCode: 'marquee-standard-monthly', quantity: 5 },
    });
    expect(adapter.verifyWebhook(body, undefined)).toBeNull();
    expect(adapter.verifyWebhook(body, signWebhook(body, 'another-secret-0123456'))).toBeNull();
    const tampered = Buffer.from(body.toString().replace('"quantity": 5', '"quantity": 500'));
    expect(adapter.verifyWebhook(tampered, signature)).toBeNull();
    expect(adapter.verifyWebhook(body, signature.slice(0, 10))).toBeNull();
  });
});
