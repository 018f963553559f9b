import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ADMIN_EMAIL } from '../../seed/demo-seed.js';
import {
  AuditLogDocument,
  CreateServiceAccountDocument,
  ServiceAccountDocument,
  ServiceAccountsDocument,
  SetServiceAccountDisabledDocument,
  UpdateServiceAccountDocument,
} from '../../test/graphql/generated.js';
import { codeOf, TestServer } from '../../test/harness.js';
import { startTestSmtp } from '../../test/smtp.js';

// The accounts of the service admins' console: the list with its counts, one account's
// subscription facts, disabling, and a new account whose first admin is invited by e-mail.

type Refusal = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const fieldErrorsOf = (r: Refusal) => r.errors?.[0]?.extensions?.fieldErrors;
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token')!);

describe('service admin: accounts', () => {
  let t: TestServer;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let service: string;
  let demoAdmin: string;
  let demoId: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await TestServer.start({ SMTP_URL: smtp.url });
    service = await t.signIn(SERVICE_ADMIN_EMAIL);
    demoAdmin = await t.signIn();
    await t.pairDevice(demoAdmin, 'Counter');
    const listed = await t.request(
      ServiceAccountsDocument,
      { search: 'admin@marquee.local' },
      { token: service },
    );
    demoId = listed.serviceAccounts.items[0]!._id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists every account with its counts, searched by name or user e-mail, sorted and paged', async () => {
    // The demo seeds other accounts too (partners): this looks at the demo and service ones.
    const all = await t.request(ServiceAccountsDocument, {}, { token: service });
    const names = all.serviceAccounts.items.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Demo account', 'Marquee service']));
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(all.serviceAccounts.total).toBe(names.length);
    const demo = all.serviceAccounts.items.find((a) => a.name === 'Demo account');
    expect(demo).toMatchObject({
      screensTotal: 1,
      userCount: 1,
      tariff: 'Enterprise',
      billingType: 'none',
      disabled: false,
      partnerName: null,
      storageMaxMB: 10_000,
    });
    expect(demo?.lastActivityAt).not.toBeNull();

    const byScreens = await t.request(
      ServiceAccountsDocument,
      { sort: 'screensTotal', direction: 'desc', first: 1, offset: 0 },
      { token: service },
    );
    expect(byScreens.serviceAccounts.items.map((a) => a.name)).toEqual(['Demo account']);
    expect(byScreens.serviceAccounts.total).toBe(names.length);
    const second = await t.request(
      ServiceAccountsDocument,
      { first: 1, offset: 1 },
      { token: service },
    );
    expect(second.serviceAccounts.items.map((a) => a.name)).toEqual([names[1]]);
    const byName = await t.request(ServiceAccountsDocument, { search: 'DEMO' }, { token: service });
    expect(byName.serviceAccounts.items.map((a) => a.name)).toEqual(['Demo account']);

    const tooMany = await t.attempt(ServiceAccountsDocument, { first: 201 }, { token: service });
    expect(fieldErrorsOf(tooMany)).toEqual([
      { path: 'first', message: 'Ask for 1 to 200 accounts at a time' },
    ]);
    const refused = await t.attempt(ServiceAccountsDocument, {}, { token: demoAdmin });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(refused.data).toBeNull();
  });

  it('shows one account with its users, spaces and screens', async () => {
    const { serviceAccount } = await t.request(
      ServiceAccountDocument,
      { id: demoId },
      { token: service },
    );
    expect(serviceAccount?.users.map((u) => [u.email, u.role])).toEqual([
      ['admin@marquee.local', 'ROLE_ADMIN'],
    ]);
    expect(serviceAccount?.spaces.map((s) => s.name)).toEqual(['Default space']);
    expect(serviceAccount?.screens.map((s) => s.name)).toEqual(['Counter']);
  });

  it('sets tariff, features, limits and trial, refusing bad fields by name', async () => {
    const bad = await t.attempt(
      UpdateServiceAccountDocument,
      { id: demoId, input: { subscribedScreens: -1, isTrial: true, enabledFeatures: ['nope'] } },
      { token: service },
    );
    expect(fieldErrorsOf(bad)).toEqual([
      { path: 'enabledFeatures', message: '"nope" is not a tariff feature' },
      { path: 'subscribedScreens', message: 'A whole number from 0 to 100,000' },
      { path: 'trialEndsAt', message: 'A trial needs the day it ends' },
    ]);
    const { updateServiceAccount } = await t.request(
      UpdateServiceAccountDocument,
      {
        id: demoId,
        input: {
          tariff: 'Pro',
          subscribedScreens: 12,
          maxStorageCapacityInMB: 2500.5,
          enabledFeatures: ['schedules', 'api-keys'],
          isTrial: true,
          trialEndsAt: '2030-01-31T00:00:00.000Z',
          enabledItemTypes: ['menu_board'],
        },
      },
      { token: service },
    );
    expect(updateServiceAccount).toMatchObject({
      tariff: 'Pro',
      subscribedScreens: 12,
      storageMaxMB: 2500.5,
      enabledFeatures: ['schedules', 'api-keys'],
      isTrial: true,
      trialEndsAt: '2030-01-31T00:00:00.000Z',
      enabledItemTypes: ['menu_board'],
    });
    const own = await t.gql<{ currentAccount: { tariff: string } }>(
      '{ currentAccount { tariff } }',
      {},
      { token: demoAdmin },
    );
    expect(own.data?.currentAccount.tariff).toBe('Pro');
    // The account's users see who changed it.
    const log = await t.request(AuditLogDocument, { limit: 5 }, { token: demoAdmin });
    expect(log.auditLog.items).toContainEqual(
      expect.objectContaining({
        actor: `Service admin ${SERVICE_ADMIN_EMAIL}`,
        action: 'serviceUpdateAccount',
      }),
    );
  });

  it('a disabled account cannot sign in and its sessions stop; its screens keep working', async () => {
    const screen = await t.pairDevice(demoAdmin, 'Kept playing');
    const key = await t.gql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(name: "Sync", permissions: ["account:manage"]) { secret } }',
      {},
      { token: demoAdmin },
    );
    const apiKey = key.data!.createApiKey.secret;
    const disabled = await t.request(
      SetServiceAccountDisabledDocument,
      { id: demoId, disabled: true },
      { token: service },
    );
    expect(disabled.setServiceAccountDisabled.disabled).toBe(true);
    const message = 'This account is disabled. Contact support.';
    const session = await t.gql('{ spaces { _id } }', {}, { token: demoAdmin });
    expect(session.errors?.[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
    const me = await t.gql('{ currentUserSession { currentSpaceId } }', {}, { token: demoAdmin });
    expect(me.errors?.[0]?.extensions).toMatchObject({ reason: 'ACCOUNT_DISABLED' });
    const signIn = await t.gql(
      'mutation { signIn(email: "admin@marquee.local", password: "marquee-demo") { token } }',
    );
    expect(signIn.errors?.[0]?.message).toBe(message);
    const byKey = await t.gql('{ spaces { _id } }', {}, { token: apiKey });
    expect(byKey.errors?.[0]?.message).toBe(message);
    const device = await t.gql('{ currentDevice { _id } }', {}, { token: screen.deviceToken });
    expect(device.errors).toBeUndefined();

    await t.request(
      SetServiceAccountDisabledDocument,
      { id: demoId, disabled: false },
      { token: service },
    );
    expect((await t.gql('{ spaces { _id } }', {}, { token: demoAdmin })).errors).toBeUndefined();
    expect((await t.gql('{ spaces { _id } }', {}, { token: apiKey })).errors).toBeUndefined();
  });

  it('creates an account whose first admin joins by the mailed invitation', async () => {
    const missing = await t.attempt(
      CreateServiceAccountDocument,
      { input: { name: ' ', tariff: 'Pro', billingType: 'cash', adminEmail: 'nope' } },
      { token: service },
    );
    expect(fieldErrorsOf(missing)).toEqual([
      { path: 'name', message: 'Required' },
      { path: 'billingType', message: 'Billing type is one of subscription, invoice, none' },
    ]);
    const { createServiceAccount } = await t.request(
      CreateServiceAccountDocument,
      {
        input: {
          name: 'Acme Screens',
          tariff: 'Business',
          billingType: 'invoice',
          adminEmail: 'Boss@Acme.example',
        },
      },
      { token: service },
    );
    expect(createServiceAccount).toMatchObject({
      name: 'Acme Screens',
      tariff: 'Business',
      billingType: 'invoice',
      userCount: 0,
    });
    const link = smtp.linkTo('boss@acme.example');
    const joined = await t.gql<{ acceptInvitation: { user: { role: string } } }>(
      'mutation($t: String!) { acceptInvitation(token: $t, password: "long-enough-1") { user { role } } }',
      { t: tokenOf(link) },
    );
    expect(joined.data?.acceptInvitation.user.role).toBe('ROLE_ADMIN');
  });
});
