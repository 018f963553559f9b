import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_ADMIN_EMAIL } from '../../seed/demo-seed.js';
import {
  ActingServiceAdminDocument,
  AuditLogDocument,
  ServiceAccountsDocument,
  StartImpersonationDocument,
  StopImpersonationDocument,
} from '../../test/graphql/generated.js';
import { codeOf, TestServer } from '../../test/harness.js';

// "Sign in as": a service admin acts as a user in a session marked with the admin. What is done
// under it is audited in both accounts, the account's users read who signed in as whom, and
// Stop gives the admin their own session back.

describe('service admin: sign in as a user', () => {
  let t: TestServer;
  let service: string;
  let demoAdmin: string;
  let demoAdminId: string;

  beforeAll(async () => {
    t = await TestServer.start();
    service = await t.signIn(SERVICE_ADMIN_EMAIL);
    demoAdmin = await t.signIn();
    const me = await t.gql<{ currentUser: { _id: string } }>(
      '{ currentUser { _id } }',
      {},
      { token: demoAdmin },
    );
    demoAdminId = me.data!.currentUser._id;
  });
  afterAll(() => t.close());

  it('is refused to anyone but a service admin, and without a reason', async () => {
    const input = { userId: demoAdminId, reason: 'look' };
    expect(
      codeOf(await t.attempt(StartImpersonationDocument, { input }, { token: demoAdmin })),
    ).toBe('FORBIDDEN');
    const noReason = await t.attempt(
      StartImpersonationDocument,
      { input: { userId: demoAdminId, reason: '  ' } },
      { token: service },
    );
    expect(noReason.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'reason', message: 'Say why you sign in as this user' }],
    });
    const long = await t.attempt(
      StartImpersonationDocument,
      { input: { userId: demoAdminId, reason: 'x'.repeat(501) } },
      { token: service },
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({
      fieldErrors: [{ path: 'reason', message: 'The reason can have at most 500 characters' }],
    });
  });

  it('acts as the user, audited in both accounts, until Stop returns to the admin', async () => {
    const started = await t.request(
      StartImpersonationDocument,
      { input: { userId: demoAdminId, reason: 'Ticket 42: playlist looks wrong' } },
      { token: service },
    );
    const acting = started.startImpersonation.token;
    expect(started.startImpersonation.user.email.email).toBe('admin@marquee.local');
    const session = await t.request(ActingServiceAdminDocument, {}, { token: acting });
    expect(session).toEqual({
      actingServiceAdmin: { email: SERVICE_ADMIN_EMAIL, accountName: 'Demo account' },
      currentUser: { email: { email: 'admin@marquee.local' } },
    });
    // The acting session crosses nothing: it is the user's, not a service admin's.
    expect(codeOf(await t.attempt(ServiceAccountsDocument, {}, { token: acting }))).toBe(
      'FORBIDDEN',
    );

    const made = await t.gql(
      'mutation { createSpace(name: "Made by support") { _id } }',
      {},
      {
        token: acting,
      },
    );
    expect(made.errors).toBeUndefined();
    const demoLog = await t.request(AuditLogDocument, { limit: 5 }, { token: demoAdmin });
    expect(demoLog.auditLog.items.map((e) => [e.actor, e.action])).toEqual(
      expect.arrayContaining([
        [`Service admin ${SERVICE_ADMIN_EMAIL} as admin@marquee.local`, 'createSpace'],
        [`Service admin ${SERVICE_ADMIN_EMAIL}`, 'serviceSignInAs'],
      ]),
    );
    const signedInAs = demoLog.auditLog.items.find((e) => e.action === 'serviceSignInAs');
    expect(signedInAs?.changes).toMatchObject({
      serviceAdmin: SERVICE_ADMIN_EMAIL,
      user: 'admin@marquee.local',
      reason: 'Ticket 42: playlist looks wrong',
    });
    const ownLog = await t.request(AuditLogDocument, { limit: 5 }, { token: service });
    expect(ownLog.auditLog.items.map((e) => [e.actor, e.action])).toEqual(
      expect.arrayContaining([
        [`${SERVICE_ADMIN_EMAIL} as admin@marquee.local in Demo account`, 'createSpace'],
        [SERVICE_ADMIN_EMAIL, 'startImpersonation'],
      ]),
    );

    const password = await t.gql(
      'mutation { changePassword(currentPassword: "marquee-demo", newPassword: "another-one-1") }',
      {},
      { token: acting },
    );
    expect(codeOf(password)).toBe('FORBIDDEN');

    // A new space's session stays marked: the admin cannot shed the mark by switching spaces.
    const spaceId = (made.data as { createSpace: { _id: string } }).createSpace._id;
    const switched = await t.gql<{ changeCurrentSpace: { token: string } }>(
      'mutation($s: ID!) { changeCurrentSpace(spaceId: $s) { token } }',
      { s: spaceId },
      { token: acting },
    );
    const actingThere = switched.data!.changeCurrentSpace.token;
    const there = await t.request(ActingServiceAdminDocument, {}, { token: actingThere });
    expect(there.actingServiceAdmin?.email).toBe(SERVICE_ADMIN_EMAIL);

    const stopped = await t.request(StopImpersonationDocument, {}, { token: actingThere });
    expect(stopped.stopImpersonation.user.email.email).toBe(SERVICE_ADMIN_EMAIL);
    const back = stopped.stopImpersonation.token;
    expect((await t.attempt(ServiceAccountsDocument, {}, { token: back })).errors).toBeUndefined();
    expect(codeOf(await t.gql('{ spaces { _id } }', {}, { token: actingThere }))).toBe(
      'UNAUTHENTICATED',
    );
    // The admin's session from before "Sign in as" ended with it.
    expect(codeOf(await t.gql('{ spaces { _id } }', {}, { token: service }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(codeOf(await t.attempt(StopImpersonationDocument, {}, { token: back }))).toBe(
      'FORBIDDEN',
    );
  });

  const startAs = async (adminToken: string) =>
    (
      await t.request(
        StartImpersonationDocument,
        { input: { userId: demoAdminId, reason: 'Ticket 43' } },
        { token: adminToken },
      )
    ).startImpersonation.token;
  const spacesCode = async (token: string) =>
    codeOf(await t.gql('{ spaces { _id } }', {}, { token }));

  it("lives only while the admin's own session does and the admin is a service admin", async () => {
    const own = await t.signIn(SERVICE_ADMIN_EMAIL);
    const acting = await startAs(own);
    expect(await spacesCode(acting)).toBeUndefined();
    expect(codeOf(await t.gql('mutation { signOut }', {}, { token: own }))).toBeUndefined();
    expect(await spacesCode(acting)).toBe('UNAUTHENTICATED');
    // Stop does not hand out a new service admin session once the admin's own has ended.
    const stop = await t.attempt(StopImpersonationDocument, {}, { token: acting });
    expect(codeOf(stop)).toBe('UNAUTHENTICATED');

    const again = await t.signIn(SERVICE_ADMIN_EMAIL);
    const actingAgain = await startAs(again);
    const db = t.server.services.db;
    await db
      .updateTable('users')
      .set({ role: 'ROLE_ADMIN' })
      .where('email', '=', SERVICE_ADMIN_EMAIL)
      .execute();
    try {
      expect(await spacesCode(actingAgain)).toBe('UNAUTHENTICATED');
    } finally {
      await db
        .updateTable('users')
        .set({ role: 'ROLE_GOD' })
        .where('email', '=', SERVICE_ADMIN_EMAIL)
        .execute();
    }
  });

  const currentSessionId = async (token: string) =>
    (
      await t.gql<{ mySessions: { _id: string; current: boolean }[] }>(
        '{ mySessions { _id current } }',
        {},
        { token },
      )
    ).data!.mySessions.find((s) => s.current)!._id;

  it('cannot be stretched past its hour, nor turned into an API key', async () => {
    const own = await t.signIn(SERVICE_ADMIN_EMAIL);
    const ownId = await currentSessionId(own);
    const acting = await startAs(own);
    const expiry = async (token: string) =>
      (
        await t.gql<{ mySessions: { current: boolean; expiresAt: string | null }[] }>(
          '{ mySessions { current expiresAt } }',
          {},
          { token },
        )
      ).data!.mySessions.find((s) => s.current)!.expiresAt;
    const before = await expiry(acting);
    t.clock.advance(30 * 60_000);
    const spaces = await t.gql<{ spaces: { _id: string }[] }>(
      '{ spaces { _id } }',
      {},
      { token: acting },
    );
    const switched = await t.gql<{ changeCurrentSpace: { token: string } }>(
      'mutation($s: ID!) { changeCurrentSpace(spaceId: $s) { token } }',
      { s: spaces.data!.spaces[0]!._id },
      { token: acting },
    );
    const there = switched.data!.changeCurrentSpace.token;
    expect(await expiry(there)).toBe(before);

    const key = await t.gql(
      'mutation { createApiKey(name: "kept", permissions: ["device:read"]) { secret } }',
      {},
      { token: there },
    );
    expect(key.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/cannot create API keys/),
      extensions: { code: 'FORBIDDEN' },
    });

    // Stop returns to the admin's own session, recorded in the admin's own log.
    const back = (await t.request(StopImpersonationDocument, {}, { token: there }))
      .stopImpersonation.token;
    const ownLog = await t.request(AuditLogDocument, { limit: 10 }, { token: back });
    expect(ownLog.auditLog.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['startImpersonation', 'stopImpersonation']),
    );
    expect(await spacesCode(own)).toBe('UNAUTHENTICATED');
    expect(await currentSessionId(back)).toBe(ownId);
  });
});
