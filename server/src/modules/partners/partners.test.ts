import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, subscribe, TestServer, type GqlResult } from '../../test/harness.js';
import { startTestSmtp } from '../../test/smtp.js';

// The partner console's API: a partner reads and changes its own child accounts only. Another
// account's id answers NOT_FOUND, a caller without the permission FORBIDDEN, and an account
// without the partner feature FEATURE_LOCKED with the sentence the console shows.

const PARTNER = 'partner@marquee.local';
const CHILD_ADMIN = 'cafe@marquee.local';

const LIST = `query($s: String, $f: Int!, $a: String) {
  partnerAccounts(search: $s, first: $f, after: $a) {
    items { _id name screensTotal screensOnline usedStorageMB maxStorageMB
      subscription { billingType tariff subscribedScreens freeScreens isTrial trialEndsAt } }
    totalCount endCursor hasNextPage
  }
}`;
const DETAIL = `query($id: ID!) {
  partnerAccount(id: $id) { account { _id name } users { email roleName status } }
}`;
const CREATE = `mutation($n: String!, $e: String!) {
  createPartnerChildAccount(input: { name: $n, adminEmail: $e }) { _id name screensTotal }
}`;
const INVITE = `mutation($a: ID!, $e: String!, $r: PartnerChildRole!) {
  invitePartnerChildUser(accountId: $a, email: $e, role: $r) { email roleName status }
}`;
const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) }';
const ACCEPT =
  'mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) { token } }';

type Page = {
  partnerAccounts: {
    items: { _id: string; name: string }[];
    totalCount: number;
    endCursor: string | null;
    hasNextPage: boolean;
  };
};

const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token')!);
const fieldOf = (r: GqlResult<unknown>) =>
  (r.errors?.[0]?.extensions as { fieldErrors?: { path: string }[] } | undefined)?.fieldErrors?.[0]
    ?.path;

describe('partner console API', () => {
  let t: TestServer;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let partner: string;
  let demoAdmin: string;

  const as = <T = Record<string, unknown>>(token: string, query: string, vars = {}) =>
    t.gql<T>(query, vars, { token });
  const names = async (token: string, search: string | null = null) =>
    (await as<Page>(token, LIST, { s: search, f: 200 })).data!.partnerAccounts.items.map(
      (a) => a.name,
    );

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await TestServer.start({ SMTP_URL: smtp.url });
    partner = await t.signIn(PARTNER);
    demoAdmin = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists only its own children, with their screens, storage and subscription', async () => {
    const res = await as<Page>(partner, LIST, { f: 50 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.partnerAccounts).toMatchObject({ totalCount: 1, hasNextPage: false });
    expect(res.data!.partnerAccounts.items).toEqual([
      expect.objectContaining({
        name: 'Northwind Cafe',
        screensTotal: 0,
        screensOnline: 0,
        usedStorageMB: 0,
        maxStorageMB: 10_000,
        subscription: expect.objectContaining({ tariff: 'Enterprise', isTrial: false }),
      }),
    ]);
    // The demo account is a partner too, with no children: it sees none of Northwind's.
    expect(await names(demoAdmin)).toEqual([]);
  });

  it("counts a child's screens, and those online (holding their connection)", async () => {
    const cafeAdmin = await t.signIn(CHILD_ADMIN);
    await t.pairDevice(cafeAdmin, 'Counter');
    const online = await t.pairDevice(cafeAdmin, 'Window');
    const screens = async () =>
      (
        await as<{ partnerAccounts: { items: { screensTotal: number; screensOnline: number }[] } }>(
          partner,
          LIST,
          { s: 'Northwind', f: 1 },
        )
      ).data!.partnerAccounts.items[0];
    expect(await screens()).toMatchObject({ screensTotal: 2, screensOnline: 0 });
    const player = subscribe(
      t.ws({ token: online.deviceToken }),
      'subscription { currentDeviceChanged { _id } }',
    );
    await player.next();
    await expect.poll(screens).toMatchObject({ screensTotal: 2, screensOnline: 1 });
    await player.stop();
  });

  it('creates a child whose first administrator joins by the mailed invitation', async () => {
    const created = await as<{ createPartnerChildAccount: { _id: string; name: string } }>(
      partner,
      CREATE,
      { n: '  Harbour Deli ', e: 'Owner@Harbour.example' },
    );
    expect(created.errors).toBeUndefined();
    const child = created.data!.createPartnerChildAccount;
    expect(child.name).toBe('Harbour Deli');
    const link = smtp.linkTo('owner@harbour.example');
    expect(link).toContain('/join-account?token=');

    const pending = await as<{ partnerAccount: { users: unknown[] } }>(partner, DETAIL, {
      id: child._id,
    });
    expect(pending.data!.partnerAccount.users).toEqual([
      { email: 'owner@harbour.example', roleName: 'Administrator', status: 'invited' },
    ]);
    const joined = await t.gql(ACCEPT, { t: tokenOf(link), p: 'harbour-pass-1' });
    expect(joined.errors).toBeUndefined();
    const after = await as<{ partnerAccount: { users: unknown[] } }>(partner, DETAIL, {
      id: child._id,
    });
    expect(after.data!.partnerAccount.users).toEqual([
      { email: 'owner@harbour.example', roleName: 'Administrator', status: 'active' },
    ]);
    expect(await names(partner)).toEqual(['Harbour Deli', 'Northwind Cafe']);
    expect(await names(partner, 'harb')).toEqual(['Harbour Deli']);
  });

  it('invites a user into its child with the chosen built-in role', async () => {
    const [cafe] = (await as<Page>(partner, LIST, { s: 'Northwind', f: 1 })).data!.partnerAccounts
      .items;
    const res = await as(partner, INVITE, { a: cafe!._id, e: 'barista@cafe.example', r: 'viewer' });
    expect(res.data).toEqual({
      invitePartnerChildUser: {
        email: 'barista@cafe.example',
        roleName: 'Viewer',
        status: 'invited',
      },
    });
    expect(smtp.linkTo('barista@cafe.example')).toContain('/join-account?token=');
    const taken = await as(partner, INVITE, { a: cafe!._id, e: CHILD_ADMIN, r: 'viewer' });
    expect(codeOf(taken)).toBe('BAD_USER_INPUT');
    expect(fieldOf(taken)).toBe('email');
  });

  it('answers NOT_FOUND for another partner child, and for any account not its child', async () => {
    const demoChild = await as<{ createPartnerChildAccount: { _id: string } }>(demoAdmin, CREATE, {
      n: 'Demo customer',
      e: 'demo-customer@example.com',
    });
    const foreignId = demoChild.data!.createPartnerChildAccount._id;
    const [own] = (await as<Page>(partner, LIST, { f: 1 })).data!.partnerAccounts.items;
    for (const id of [foreignId, 'no-such-account']) {
      const read = await as(partner, DETAIL, { id });
      expect(codeOf(read)).toBe('NOT_FOUND');
      expect(messageOf(read)).toBe('Account not found');
      const invite = await as(partner, INVITE, { a: id, e: 'x@example.com', r: 'administrator' });
      expect(codeOf(invite)).toBe('NOT_FOUND');
    }
    // The demo partner cannot reach Northwind's child either.
    expect(codeOf(await as(demoAdmin, DETAIL, { id: own!._id }))).toBe('NOT_FOUND');
    expect(await names(partner)).not.toContain('Demo customer');
  });

  it('refuses a caller without the permission (FORBIDDEN) or the feature (FEATURE_LOCKED)', async () => {
    const key = await as<{ createApiKey: { secret: string } }>(
      partner,
      'mutation { createApiKey(name: "Media only", permissions: ["media:read"]) { secret } }',
    );
    const mediaOnly = key.data!.createApiKey.secret;
    expect(codeOf(await as(mediaOnly, LIST, { f: 10 }))).toBe('FORBIDDEN');
    expect(codeOf(await as(mediaOnly, CREATE, { n: 'X', e: 'x@example.com' }))).toBe('FORBIDDEN');
    expect(codeOf(await as(mediaOnly, '{ partnerSignUpLink }'))).toBe('FORBIDDEN');

    // The child's administrator holds every permission, but its account is no partner.
    const childAdmin = await t.signIn(CHILD_ADMIN);
    for (const [query, vars] of [
      [LIST, { f: 10 }],
      [CREATE, { n: 'Sub', e: 'sub@example.com' }],
      ['{ partnerSignUpLink }', {}],
    ] as const) {
      const res = await as(childAdmin, query, vars);
      expect(codeOf(res)).toBe('FEATURE_LOCKED');
      expect(messageOf(res)).toBe(
        'To use this feature, you need to upgrade to the Enterprise. Please contact us for more information via the Web Chat.',
      );
    }
  });

  it('bounds every argument and names the field it refuses', async () => {
    const refusals: [string, Record<string, unknown>, string][] = [
      [LIST, { f: 0 }, 'first'],
      [LIST, { f: 201 }, 'first'],
      [LIST, { f: 10, s: 'x'.repeat(101) }, 'search'],
      [LIST, { f: 10, a: 'not-a-cursor' }, 'after'],
      [CREATE, { n: '   ', e: 'a@example.com' }, 'name'],
      [CREATE, { n: 'x'.repeat(101), e: 'a@example.com' }, 'name'],
      [CREATE, { n: 'Fine', e: 'not-an-email' }, 'adminEmail'],
      [CREATE, { n: 'Fine', e: CHILD_ADMIN }, 'adminEmail'],
    ];
    for (const [query, vars, field] of refusals) {
      const res = await as(partner, query, vars);
      expect(codeOf(res), JSON.stringify(vars)).toBe('BAD_USER_INPUT');
      expect(fieldOf(res)).toBe(field);
    }
  });

  it('pages by name with a cursor', async () => {
    const first = await as<Page>(partner, LIST, { f: 1 });
    const page1 = first.data!.partnerAccounts;
    expect(page1.hasNextPage).toBe(true);
    const second = await as<Page>(partner, LIST, { f: 200, a: page1.endCursor });
    const all = [...page1.items, ...second.data!.partnerAccounts.items].map((a) => a.name);
    expect(all).toEqual(await names(partner));
    expect(second.data!.partnerAccounts.hasNextPage).toBe(false);
  });

  it('signs up as a child only through a partner link; any other id signs up alone', async () => {
    const link = (await as<{ partnerSignUpLink: string }>(partner, '{ partnerSignUpLink }')).data!
      .partnerSignUpLink;
    const partnerId = new URL(link).searchParams.get('partnerAccountId');
    expect(link.startsWith(`${t.url}/sign-up?partnerAccountId=`)).toBe(true);
    const [cafe] = (await as<Page>(partner, LIST, { s: 'Northwind', f: 1 })).data!.partnerAccounts
      .items;
    const signUps: [string, string | null][] = [
      ['By Link', partnerId],
      ['Unknown Id', 'no-such-account'],
      ['Not A Partner', cafe!._id],
    ];
    for (const [name, id] of signUps) {
      const res = await t.gql(SIGN_UP, {
        i: {
          email: `${name.replace(/ /g, '').toLowerCase()}@example.com`,
          password: 'long-enough-1',
          accountName: name,
          partnerAccountId: id,
        },
      });
      expect(res.data, name).toEqual({ signUp: true });
    }
    const listed = await names(partner);
    expect(listed).toContain('By Link');
    expect(listed).not.toContain('Unknown Id');
    expect(listed).not.toContain('Not A Partner');
  });
});
