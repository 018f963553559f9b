import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT, postWebhook, subscriptionAccount } from '../../test/billing-kit.js';
import { TestServer } from '../../test/harness.js';
import { findBillingAccount } from './repo.js';
import { signWebhook } from './subsbase/webhook.js';

// Different events for one account at the same moment: each is applied to the state the other
// left, never to the state both started from, so neither undoes the other.

describe('billing webhooks at once', () => {
  let t: TestServer;
  let accountId: string;
  const fake = () => t.server.services.billing.fake!;

  beforeAll(async () => {
    t = await TestServer.start();
    const token = await t.signIn();
    accountId = await subscriptionAccount(t, token);
    await t.gql(CHECKOUT, { p: 'standard', s: 1 }, { token });
  });
  afterAll(() => t.close());

  /** The provider's event with no subscription in it (a payment failed, said alone). */
  const withoutSubscription = (body: Buffer) => {
    const text = JSON.stringify({ ...JSON.parse(body.toString()), subscription: null });
    return { body: text, signature: signWebhook(text, fake().settings.webhookSecret) };
  };

  it('ends a new subscription and a failed payment sent together with both applied', async () => {
    const db = t.server.services.db;
    const customer = (await findBillingAccount(db, accountId))!.customerId!;
    const plans = ['marquee-enterprise-monthly', 'marquee-standard-monthly'];
    for (let round = 0; round < 6; round++) {
      t.clock.advance(1000);
      fake().subscribe(customer, plans[round % 2]!, round + 2, 15);
      const subscribed = fake().webhook('new-subscription', customer);
      const failed = withoutSubscription(fake().webhook('payment-failed', customer).body);
      const answers = await Promise.all([
        postWebhook(t, subscribed.body, subscribed.signature),
        postWebhook(t, failed.body, failed.signature),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      // Whichever came last, the plan and screens are the new subscription's.
      expect(await findBillingAccount(db, accountId)).toMatchObject({
        planId: round % 2 === 0 ? 'enterprise' : 'standard',
        screens: round + 2,
      });
    }
  });
});
