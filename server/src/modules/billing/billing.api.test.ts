import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT,
  FEATURES,
  OVERVIEW,
  payAtFakeCheckout,
  postWebhook,
  subscriptionAccount,
  userWithoutBilling,
} from '../../test/billing-kit.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';
import { findBillingAccount } from './repo.js';
import { NOT_SUBSCRIPTION_BILLED } from './service.js';
import { MAX_WEBHOOK_BYTES } from './webhook-route.js';

// Subscription billing end to end on the fake provider: checkout, the signed webhook that sets
// the account's tariff, features and screens, replays and late events, and a failed payment
// that locks features without deleting anything.

type Account = {
  currentAccount: {
    _id: string;
    tariff: string;
    features: string[];
    subscriptionInfo: { subscribedScreens: number };
  };
};

const fieldErrorsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.['fieldErrors'];

describe('billing', () => {
  let t: TestServer;
  let token: string;
  let accountId: string;
  const fake = () => t.server.services.billing.fake!;
  const account = async () => (await t.gql<Account>(FEATURES, {}, { token })).data!.currentAccount;
  const customerId = async () =>
    (await findBillingAccount(t.server.services.db, accountId))!.customerId!;

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    accountId = await subscriptionAccount(t, token);
  });
  afterAll(() => t.close());

  it('is only for billing managers of accounts billed by subscription', async () => {
    const other = await userWithoutBilling(t, accountId);
    expect(codeOf(await t.gql(OVERVIEW, {}, { token: other }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CHECKOUT, { p: 'standard', s: 2 }, { token: other }))).toBe(
      'FORBIDDEN',
    );
    const db = t.server.services.db;
    await db
      .updateTable('accounts')
      .set({ billing_type: 'invoice' })
      .where('id', '=', accountId)
      .execute();
    expect(messageOf(await t.gql(OVERVIEW, {}, { token }))).toBe(NOT_SUBSCRIPTION_BILLED);
    await db
      .updateTable('accounts')
      .set({ billing_type: 'subscription' })
      .where('id', '=', accountId)
      .execute();
    const overview = await t.gql<{ billingOverview: { status: string; provider: string } }>(
      OVERVIEW,
      {},
      { token },
    );
    expect(overview.data?.billingOverview).toMatchObject({
      status: 'none',
      provider: 'fake-subsbase',
    });
  });

  it('refuses an unknown plan or screen count beside the field', async () => {
    const badPlan = await t.gql(CHECKOUT, { p: 'gold', s: 2 }, { token });
    expect(fieldErrorsOf(badPlan)).toEqual([
      { path: 'planId', message: 'Choose one of the plans: Standard, Enterprise' },
    ]);
    const badScreens = await t.gql(CHECKOUT, { p: 'standard', s: 0 }, { token });
    expect(fieldErrorsOf(badScreens)).toEqual([
      { path: 'screens', message: 'Screens must be a whole number from 1 to 10,000' },
    ]);
  });

  it('subscribes at the fake checkout; its webhook unlocks the plan and its screens', async () => {
    expect((await account()).features).not.toContain('playback-limiting');
    const started = await t.gql<{ startSubscriptionCheckout: { url: string } }>(
      CHECKOUT,
      { p: 'standard', s: 3 },
      { token },
    );
    const url = started.data!.startSubscriptionCheckout.url;
    expect(url).toMatch(/^\/fake-subsbase\/checkout\/marquee-standard-monthly\?customerId=/);
    expect(await payAtFakeCheckout(t, url)).toBe('/billing?justUpdatedSubscription=true');
    expect(await account()).toMatchObject({
      tariff: 'Standard',
      subscriptionInfo: { subscribedScreens: 3 },
    });
    expect((await account()).features).toContain('playback-limiting');
    const overview = await t.gql<{ billingOverview: Record<string, unknown> }>(
      OVERVIEW,
      {},
      { token },
    );
    expect(overview.data?.billingOverview).toMatchObject({
      status: 'active',
      plan: { id: 'standard' },
      subscribedScreens: 3,
      freeScreens: 1,
      nextChargeAmount: 45,
      invoices: [{ number: 'INV-0001', total: 45, status: 'Paid' }],
    });
  });

  it('applies one webhook replayed 100 times in parallel once', async () => {
    const before = (await findBillingAccount(t.server.services.db, accountId))!.appliedEvents;
    t.clock.advance(1000);
    const { body, signature } = fake().webhook('renew-subscription', await customerId());
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => postWebhook(t, body, signature)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.text === 'Applied.')).toHaveLength(1);
    expect((await findBillingAccount(t.server.services.db, accountId))!.appliedEvents).toBe(
      before + 1,
    );
  });

  it('lets no late event roll the state back', async () => {
    const customer = await customerId();
    t.clock.advance(1000);
    fake().cancel(customer);
    const cancel = fake().webhook('cancel-subscription', customer);
    t.clock.advance(1000);
    fake().payInvoices(customer);
    const renew = fake().webhook('renew-subscription', customer);
    expect((await postWebhook(t, renew.body, renew.signature)).text).toBe('Applied.');
    expect((await postWebhook(t, cancel.body, cancel.signature)).text).toMatch(/nothing changed/);
    expect((await account()).tariff).toBe('Standard');
  });

  it('refuses a wrong signature and an oversized body', async () => {
    const { body, signature } = fake().webhook('cancel-subscription', await customerId());
    expect((await postWebhook(t, body)).status).toBe(401);
    expect(
      (
        await postWebhook(
          t,
          body,
          signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        )
      ).status,
    ).toBe(401);
    expect((await postWebhook(t, Buffer.alloc(MAX_WEBHOOK_BYTES + 1, 32), signature)).status).toBe(
      413,
    );
    expect((await account()).tariff).toBe('Standard');
  });

  it('locks the features on a failed payment, keeps content and screens, unlocks once paid', async () => {
    const db = t.server.services.db;
    await t.pairDevice(token, 'Kept screen');
    const files = async () =>
      (await db.selectFrom('files').select('id').where('account_id', '=', accountId).execute())
        .length;
    const screens = async () =>
      (await db.selectFrom('devices').select('id').where('account_id', '=', accountId).execute())
        .length;
    const [filesBefore, screensBefore] = [await files(), await screens()];
    const customer = await customerId();
    t.clock.advance(1000);
    fake().failRenewal(customer, 45);
    const failed = fake().webhook('payment-failed', customer);
    expect((await postWebhook(t, failed.body, failed.signature)).text).toBe('Applied.');
    expect(await account()).toMatchObject({
      features: expect.not.arrayContaining(['playback-limiting']) as unknown,
    });
    expect((await account()).subscriptionInfo.subscribedScreens).toBe(3);
    expect([await files(), await screens()]).toEqual([filesBefore, screensBefore]);
    t.clock.advance(1000);
    fake().payInvoices(customer);
    const paid = fake().webhook('renew-subscription', customer);
    expect((await postWebhook(t, paid.body, paid.signature)).text).toBe('Applied.');
    expect((await account()).features).toContain('playback-limiting');
  });
});
