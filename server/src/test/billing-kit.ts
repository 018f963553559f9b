import { PERMISSIONS } from '@marquee/sdk/model';
import { uuidv7 } from '../ids.js';
import type { TestServer } from './harness.js';
import { insertUserRole } from '../modules/user-roles/repo.js';
import { hashPassword } from '../modules/users/passwords.js';
import { insertUser } from '../modules/users/repo.js';
import { WEBHOOK_PATH } from '../modules/billing/webhook-route.js';

// What the billing tests share: the demo account turned into a subscription-billed one on the
// free tariff, a user without the billing permission, and webhooks posted as Subsbase would.

export const OVERVIEW = `{ billingOverview { provider status tariff usedScreens subscribedScreens
  freeScreens nextChargeAt nextChargeAmount plan { id name } invoices { number total status } } }`;
export const CHECKOUT =
  'mutation($p: ID!, $s: Int!) { startSubscriptionCheckout(planId: $p, screens: $s) { url } }';
export const FEATURES =
  '{ currentAccount { _id tariff features subscriptionInfo { subscribedScreens freeScreens } } }';

/** The demo account, billed by subscription on the free tariff with `freeScreens` free screens. */
export async function subscriptionAccount(
  t: TestServer,
  token: string,
  freeScreens = 1,
): Promise<string> {
  const { data } = await t.gql<{ currentAccount: { _id: string } }>(FEATURES, {}, { token });
  const accountId = data!.currentAccount._id;
  await t.server.services.db
    .updateTable('accounts')
    .set({
      billing_type: 'subscription',
      tariff: 'Free',
      enabled_features: '[]',
      free_screens: freeScreens,
    })
    .where('id', '=', accountId)
    .execute();
  return accountId;
}

/** Signs in a new user of the account whose role lacks the manage-billing permission. */
export async function userWithoutBilling(t: TestServer, accountId: string): Promise<string> {
  const db = t.server.services.db;
  const at = t.clock.now().toISOString();
  const roleId = uuidv7(t.clock.now().getTime());
  const permissions = [PERMISSIONS.account.manage, PERMISSIONS.media.read];
  await insertUserRole(db, {
    id: roleId,
    accountId,
    name: 'No billing',
    permissions,
    isBuiltIn: false,
    createdAt: at,
  });
  const email = 'no-billing@marquee.local';
  await insertUser(db, {
    id: uuidv7(t.clock.now().getTime()),
    accountId,
    email,
    role: 'ROLE_USER',
    userRoleId: roleId,
    createdAt: at,
    passwordHash: await hashPassword('no-billing-password'),
  });
  return t.signIn(email, 'no-billing-password');
}

export async function postWebhook(t: TestServer, body: Buffer | string, signature?: string) {
  const res = await fetch(`${t.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { signature } : {}) },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: res.status, text: (await res.text()).trim() };
}

/** Goes through the fake's checkout page as a browser would; returns where it sends it back. */
export async function payAtFakeCheckout(
  t: TestServer,
  checkoutUrl: string,
): Promise<string | null> {
  const page = await fetch(`${t.url}${checkoutUrl}`);
  if (page.status !== 200) throw new Error(`checkout page answered ${page.status}`);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!;
  const fields = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)];
  const form = new URLSearchParams(fields.map((m) => [m[1]!, m[2]!]));
  const paid = await fetch(`${t.url}${action}`, { method: 'POST', body: form, redirect: 'manual' });
  return paid.headers.get('location');
}
