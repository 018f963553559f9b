import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer, type GqlResult } from '../../test/harness.js';
import { startTestSmtp } from '../../test/smtp.js';

// A partner changes its child accounts: their settings, and who belongs to them. Each change is
// in the partner's audit log and in the child's, naming the reseller and its user; another
// account's id answers NOT_FOUND and changes nothing.

const PARTNER = 'partner@marquee.local';
const CHILD_ADMIN = 'cafe@marquee.local';
const PARTNER_ACTOR = 'Partner Northwind Resellers (partner@marquee.local)';

const LIST = '{ partnerAccounts(first: 10) { items { _id name } } }';
const DETAIL = `query($id: ID!) {
  partnerAccount(id: $id) { account { name languageCode temperatureUnit } users { _id email status } }
}`;
const UPDATE = `mutation($id: ID!, $i: UpdatePartnerChildAccountInput!) {
  updatePartnerChildAccount(id: $id, input: $i) { _id name languageCode temperatureUnit }
}`;
const REMOVE = 'mutation($a: ID!, $id: ID!) { removePartnerChildUser(accountId: $a, id: $id) }';
const INVITE = `mutation($a: ID!, $e: String!) {
  invitePartnerChildUser(accountId: $a, email: $e, role: viewer) { _id }
}`;
const ACCEPT =
  'mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) { token } }';
const LOG = '{ auditLog(limit: 20) { items { actor action changes subjects { kind name } } } }';

type Detail = {
  partnerAccount: {
    account: { name: string; languageCode: string; temperatureUnit: string };
    users: { _id: string; email: string; status: string }[];
  };
};
type Log = { auditLog: { items: { actor: string; action: string; changes: unknown }[] } };

const fieldOf = (r: GqlResult<unknown>) =>
  (r.errors?.[0]?.extensions as { fieldErrors?: { path: string }[] } | undefined)?.fieldErrors?.[0]
    ?.path;

describe('partner changes to a child account', () => {
  let t: TestServer;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let partner: string;
  let cafeId: string;

  const as = <T = Record<string, unknown>>(token: string, query: string, vars = {}) =>
    t.gql<T>(query, vars, { token });
  const users = async () =>
    (await as<Detail>(partner, DETAIL, { id: cafeId })).data!.partnerAccount.users;
  const log = async (email: string) =>
    (await as<Log>(await t.signIn(email), LOG)).data!.auditLog.items;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await TestServer.start({ SMTP_URL: smtp.url });
    partner = await t.signIn(PARTNER);
    const list = await as<{ partnerAccounts: { items: { _id: string }[] } }>(partner, LIST);
    cafeId = list.data!.partnerAccounts.items[0]!._id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('changes its settings, which its users see, audited in both accounts', async () => {
    const res = await as(partner, UPDATE, {
      id: cafeId,
      i: { name: ' Northwind Cafe Downtown ', languageCode: 'de', temperatureUnit: 'fahrenheit' },
    });
    expect(res.errors).toBeUndefined();
    const own = await as<{ currentAccount: { name: string; languageCode: string } }>(
      await t.signIn(CHILD_ADMIN),
      '{ currentAccount { name languageCode } }',
    );
    expect(own.data!.currentAccount).toEqual({
      name: 'Northwind Cafe Downtown',
      languageCode: 'de',
    });
    expect((await log(CHILD_ADMIN))[0]).toMatchObject({
      actor: PARTNER_ACTOR,
      action: 'partnerUpdateAccount',
      changes: { partner: 'Northwind Resellers', name: 'Northwind Cafe Downtown' },
    });
    // The partner's own entry names the customer account as it is called now.
    expect((await log(PARTNER))[0]).toMatchObject({
      actor: PARTNER,
      action: 'updatePartnerChildAccount',
      subjects: [{ kind: 'partnerChildAccount', name: 'Northwind Cafe Downtown' }],
    });
  });

  it('refuses bad settings beside their field and changes nothing', async () => {
    const long = await as(partner, UPDATE, { id: cafeId, i: { name: 'x'.repeat(101) } });
    expect([codeOf(long), fieldOf(long)]).toEqual(['BAD_USER_INPUT', 'name']);
    const blank = await as(partner, UPDATE, { id: cafeId, i: { name: '  ' } });
    expect([codeOf(blank), fieldOf(blank)]).toEqual(['BAD_USER_INPUT', 'name']);
    const unit = await as(partner, UPDATE, { id: cafeId, i: { temperatureUnit: 'kelvin' } });
    expect([codeOf(unit), fieldOf(unit)]).toEqual(['BAD_USER_INPUT', 'temperatureUnit']);
    const detail = await as<Detail>(partner, DETAIL, { id: cafeId });
    expect(detail.data!.partnerAccount.account.temperatureUnit).toBe('fahrenheit');
  });

  it('removes a user and cancels an invitation; the last administrator stays', async () => {
    await as(partner, INVITE, { a: cafeId, e: 'barista@cafe.example' });
    await as(partner, INVITE, { a: cafeId, e: 'waiter@cafe.example' });
    const link = smtp.linkTo('barista@cafe.example');
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect((await t.gql(ACCEPT, { t: token, p: 'barista-pass-1' })).errors).toBeUndefined();
    const barista = await t.signIn('barista@cafe.example', 'barista-pass-1');
    const byEmail = async (email: string) => (await users()).find((u) => u.email === email)!;

    expect(
      (await as(partner, REMOVE, { a: cafeId, id: (await byEmail('barista@cafe.example'))._id }))
        .data,
    ).toEqual({ removePartnerChildUser: true });
    const waiter = await byEmail('waiter@cafe.example');
    expect(waiter.status).toBe('invited');
    expect((await as(partner, REMOVE, { a: cafeId, id: waiter._id })).errors).toBeUndefined();
    expect((await users()).map((u) => u.email)).toEqual([CHILD_ADMIN]);
    // The removed user is signed out.
    const after = await as<{ currentUser: unknown }>(barista, '{ currentUser { _id } }');
    expect(after.data?.currentUser ?? null).toBeNull();

    const last = await as(partner, REMOVE, { a: cafeId, id: (await byEmail(CHILD_ADMIN))._id });
    expect(codeOf(last)).toBe('CONFLICT');
    expect((await users()).map((u) => u.email)).toEqual([CHILD_ADMIN]);

    const childLog = await log(CHILD_ADMIN);
    // Both removals in the child's log, naming the reseller (same instant: in either order).
    const removals = childLog.filter((e) => e.action === 'partnerRemoveUser');
    expect(removals.every((e) => e.actor === PARTNER_ACTOR)).toBe(true);
    expect(removals.map((e) => e.changes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'waiter@cafe.example', invitation: true }),
        expect.objectContaining({ email: 'barista@cafe.example' }),
      ]),
    );
    expect(removals).toHaveLength(2);
    expect(childLog.some((e) => e.action === 'partnerInviteUser')).toBe(true);
  });

  it('answers NOT_FOUND for an account that is not its child, and changes nothing', async () => {
    const demo = await t.signIn();
    const mine = await as<{ currentAccount: { _id: string; name: string } }>(
      demo,
      '{ currentAccount { _id name } currentUser { _id } }',
    );
    const { _id: demoId, name } = mine.data!.currentAccount;
    const update = await as(partner, UPDATE, { id: demoId, i: { name: 'Taken over' } });
    expect(codeOf(update)).toBe('NOT_FOUND');
    const me = await as<{ currentUser: { _id: string } }>(demo, '{ currentUser { _id } }');
    const remove = await as(partner, REMOVE, { a: demoId, id: me.data!.currentUser._id });
    expect(codeOf(remove)).toBe('NOT_FOUND');
    const still = await as<{ currentAccount: { name: string } }>(
      demo,
      '{ currentAccount { name } }',
    );
    expect(still.data!.currentAccount.name).toBe(name);
    expect((await as(demo, '{ currentUser { _id } }')).data).toBeTruthy();
  });
});
