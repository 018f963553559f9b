import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { subsbaseAdapter } from '../subsbase/adapter.js';
import {
  CREATE_CUSTOMER,
  GET_CUSTOMER_TOKEN,
  GET_INVOICES,
  GET_SUBSCRIPTIONS,
} from '../subsbase/documents.js';
import type { TransportRequest } from '../subsbase/transport.js';
import { FakeSubsbase } from './fake-subsbase.js';

// The fake provider answers with the shapes of Subsbase's recorded answers (fixtures/subsbase),
// so what the demo and the tests exercise is what the adapter meets in production.

const FIXTURES = join(import.meta.dirname, '../../../../../fixtures/subsbase');
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as {
    status: number;
    body: unknown;
  };

/** The shape of a JSON value: its keys, recursively, and the type of each leaf. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shape((value as Record<string, unknown>)[k])]),
    );
  return value === null ? 'null' : typeof value;
}

const SETTINGS = {
  siteId: 'test-site',
  apiSecret: 'api-secret',
  webhookSecret: 'webhook-secret-0123456789',
};
const clock = { now: () => new Date('2030-01-01T09:00:00Z') };

async function ask(
  fake: FakeSubsbase,
  path: string,
  query: string,
  variables: object,
  token?: string,
) {
  const request: TransportRequest = {
    url: `https://api.subsbase.io${path}`,
    headers: { 'x-site-id': 'test-site', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  };
  const answer = await fake.transport(request);
  return { status: answer.status, body: JSON.parse(answer.body) as unknown };
}

describe('fake Subsbase', () => {
  it('answers each operation in the recorded shape, and refuses as Subsbase does', async () => {
    const fake = new FakeSubsbase(SETTINGS, clock);
    const tokenQuery =
      'query GetApiToken($siteId: String!, $apiSecret: String!) { getApiToken(siteId: $siteId, apiSecret: $apiSecret) { isSuccess value message } }';
    const refused = await ask(fake, '/auth', tokenQuery, {
      siteId: 'test-site',
      apiSecret: 'wrong',
    });
    expect(shape(refused)).toEqual(shape(fixture('get-api-token-refused')));
    const granted = await ask(fake, '/auth', tokenQuery, {
      siteId: 'test-site',
      apiSecret: 'api-secret',
    });
    expect(shape(granted)).toEqual(shape(fixture('get-api-token')));
    const token = (granted.body as { data: { getApiToken: { value: string } } }).data.getApiToken
      .value;

    expect(shape(await ask(fake, '/core/v2/graphql', GET_INVOICES, {}, 'not-a-token'))).toEqual(
      shape(fixture('unauthorized')),
    );
    const created = await ask(
      fake,
      '/core/v2/graphql',
      CREATE_CUSTOMER,
      { siteId: 'test-site', customer: { externalId: 'a' } },
      token,
    );
    expect(shape(created)).toEqual(shape(fixture('create-customer')));
    const customerId = (
      created.body as { data: { createCustomer: { value: { customerId: string } } } }
    ).data.createCustomer.value.customerId;
    fake.subscribe(customerId, 'marquee-standard-monthly', 5, 15);
    fake.failRenewal(customerId, 75);
    const filter = { field: 'customerId', operator: 'Equals', value: customerId };
    expect(shape(await ask(fake, '/core/v2/graphql', GET_INVOICES, { filter }, token))).toEqual(
      shape(fixture('get-invoices')),
    );
    expect(
      shape(await ask(fake, '/core/v2/graphql', GET_SUBSCRIPTIONS, { filter }, token)),
    ).toEqual(shape(fixture('get-subscriptions')));
    expect(shape(await ask(fake, '/auth', GET_CUSTOMER_TOKEN, { customerId }, token))).toEqual(
      shape(fixture('get-customer-token')),
    );
    expect(shape(await ask(fake, '/core/v2/graphql', 'query Nope { nope }', {}, token))).toEqual(
      shape(fixture('graphql-error')),
    );
  });

  it('signs its webhooks so that the adapter believes them, in the recorded payload shape', () => {
    const fake = new FakeSubsbase(SETTINGS, clock);
    const adapter = subsbaseAdapter(
      {
        ...SETTINGS,
        apiUrl: 'https://api.subsbase.fake',
        customerPortalUrl: '/p',
        checkoutUrl: '/c',
      },
      fake.transport,
      clock,
    );
    fake.customers.set('cust', { customerId: 'cust', externalId: 'a', emailAddress: '' });
    fake.subscribe('cust', 'marquee-standard-monthly', 5, 15);
    const { body, signature } = fake.webhook('new-subscription', 'cust');
    expect(shape(JSON.parse(body.toString()))).toEqual(
      shape(JSON.parse(readFileSync(join(FIXTURES, 'webhook-new-subscription.json'), 'utf8'))),
    );
    expect(adapter.verifyWebhook(body, signature)).toMatchObject({
      type: 'new-subscription',
      customerId: 'cust',
    });
  });
});
