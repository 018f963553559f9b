import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, outboxLink, signUpAccount, TEST_PASSWORD } from '../../test/accounts.js';
import {
  PolicyChangePasswordDocument,
  PolicySessionUserDocument,
  SecurityPoliciesDocument,
  TestAcceptInvitationDocument,
  TestCreateUserRoleDocument,
  TestInviteUserDocument,
  UpdateSecurityPoliciesDocument,
  type SecurityPoliciesInput,
} from '../../test/graphql/generated.js';
import { codeOf, DEMO_PASSWORD, messageOf, TestServer } from '../../test/harness.js';

const DEFAULTS: SecurityPoliciesInput = {
  minPasswordLength: 8,
  requireDigit: false,
  requireUppercase: false,
  requireSymbol: false,
  sessionLifetimeMinutes: null,
};
const STRICT: SecurityPoliciesInput = {
  minPasswordLength: 12,
  requireDigit: true,
  requireUppercase: true,
  requireSymbol: true,
  sessionLifetimeMinutes: null,
};

describe('security policies, through the API', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const setPolicies = (data: SecurityPoliciesInput, token = admin) =>
    t.attempt(UpdateSecurityPoliciesDocument, { data }, { token });

  it('are read and changed only with account:manage', async () => {
    const viewer = await invitedUser(t, admin, 'viewer@example.com', ['media:read']);
    expect(codeOf(await t.attempt(SecurityPoliciesDocument, {}, { token: viewer }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await setPolicies(STRICT, viewer))).toBe('FORBIDDEN');
    const current = await t.request(SecurityPoliciesDocument, {}, { token: admin });
    expect(current.securityPolicies).toEqual(DEFAULTS);
  });

  it('refuse a minimum length outside 8 to 128 and sessions under 5 minutes', async () => {
    for (const minPasswordLength of [7, 129]) {
      const refused = await setPolicies({ ...DEFAULTS, minPasswordLength });
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(messageOf(refused)).toBe('The minimum password length is between 8 and 128');
    }
    const short = await setPolicies({ ...DEFAULTS, sessionLifetimeMinutes: 4 });
    expect(messageOf(short)).toBe('Sessions last at least 5 minutes');
    const current = await t.request(SecurityPoliciesDocument, {}, { token: admin });
    expect(current.securityPolicies).toEqual(DEFAULTS);
  });

  it('reject a weak password when a user changes theirs or joins by invitation', async () => {
    const member = await invitedUser(t, admin, 'member@example.com', ['media:read']);
    expect((await setPolicies(STRICT)).data).toEqual({ updateSecurityPolicies: STRICT });

    const weak = await t.attempt(
      PolicyChangePasswordDocument,
      { currentPassword: TEST_PASSWORD, newPassword: 'short1' },
      { token: member },
    );
    expect(codeOf(weak)).toBe('BAD_USER_INPUT');
    expect(messageOf(weak)).toBe(
      'The password needs at least 12 characters, an upper-case letter, a symbol',
    );
    const strong = await t.request(
      PolicyChangePasswordDocument,
      { currentPassword: TEST_PASSWORD, newPassword: 'Much-longer-42' },
      { token: member },
    );
    expect(strong).toEqual({ changePassword: true });

    const role = await t.request(
      TestCreateUserRoleDocument,
      { name: 'Joiners', permissions: ['media:read'] },
      { token: admin },
    );
    await t.request(
      TestInviteUserDocument,
      { email: 'joiner@example.com', userRoleId: role.createUserRole._id },
      { token: admin },
    );
    const token = outboxLink(t, 'joiner@example.com').searchParams.get('token')!;
    const joinWeak = await t.attempt(TestAcceptInvitationDocument, {
      token,
      password: 'no-digits-or-caps',
    });
    expect(messageOf(joinWeak)).toBe('The password needs a digit, an upper-case letter');
    const joined = await t.attempt(TestAcceptInvitationDocument, {
      token,
      password: 'Joined-strong-7',
    });
    expect(joined.errors).toBeUndefined();
    expect((await setPolicies(DEFAULTS)).errors).toBeUndefined();
  });

  it('end a new session once its lifetime has passed', async () => {
    await setPolicies({ ...DEFAULTS, sessionLifetimeMinutes: 30 });
    const session = await t.signIn('admin@marquee.local', DEMO_PASSWORD);
    t.clock.advance(29 * 60_000);
    const live = await t.request(PolicySessionUserDocument, {}, { token: session });
    expect(live.currentUser).not.toBeNull();
    t.clock.advance(2 * 60_000);
    // Past its lifetime the token is nobody's: no current user, and signed-in calls refused.
    const expired = await t.request(PolicySessionUserDocument, {}, { token: session });
    expect(expired.currentUser).toBeNull();
    const refused = await t.attempt(SecurityPoliciesDocument, {}, { token: session });
    expect(codeOf(refused)).toBe('UNAUTHENTICATED');
    expect((await setPolicies(DEFAULTS)).errors).toBeUndefined();
  });

  it("are each account's own", async () => {
    await setPolicies(STRICT);
    const other = await signUpAccount(t, 'other-admin@example.com');
    const theirs = await t.request(SecurityPoliciesDocument, {}, { token: other });
    expect(theirs.securityPolicies).toEqual(DEFAULTS);
    // The other account's weaker rules apply to its own users, not to ours.
    await setPolicies({ ...STRICT, minPasswordLength: 8 }, other);
    const ours = await t.request(SecurityPoliciesDocument, {}, { token: admin });
    expect(ours.securityPolicies).toEqual(STRICT);
    await setPolicies(DEFAULTS);
  });
});
