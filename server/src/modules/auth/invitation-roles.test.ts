import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_DEMO_EMAIL } from '../../seed/partner-seed.js';
import { outboxLink, TEST_PASSWORD } from '../../test/accounts.js';
import { TestServer } from '../../test/harness.js';

// Whether accepting an invitation makes the account's admin is said by the invitation (a new
// account's first admin, invited by a service admin or partner), never by who accepts first.

const ACCEPT =
  'mutation($t: String!, $p: String!) { acceptInvitation(token: $t, password: $p) { user { role userRole { name } } } }';
type Accepted = { acceptInvitation: { user: { role: string; userRole: { name: string } } } };

describe('invitations and the admin role', () => {
  let t: TestServer;
  let partner: string;
  beforeAll(async () => {
    t = await TestServer.start();
    partner = await t.signIn(PARTNER_DEMO_EMAIL);
  });
  afterAll(() => t.close());

  /** A child account awaiting its admin, and a viewer invited into it as well. */
  async function childWithViewer(name: string, admin: string, viewer: string) {
    const made = await t.gql<{ createPartnerChildAccount: { _id: string } }>(
      'mutation($i: CreatePartnerChildAccountInput!) { createPartnerChildAccount(input: $i) { _id } }',
      { i: { name, adminEmail: admin } },
      { token: partner },
    );
    expect(made.errors).toBeUndefined();
    const invited = await t.gql(
      'mutation($a: ID!, $e: String!) { invitePartnerChildUser(accountId: $a, email: $e, role: viewer) { email } }',
      { a: made.data!.createPartnerChildAccount._id, e: viewer },
      { token: partner },
    );
    expect(invited.errors).toBeUndefined();
  }
  const accept = async (email: string) => {
    const token = outboxLink(t, email).searchParams.get('token')!;
    const answer = await t.gql<Accepted>(ACCEPT, { t: token, p: TEST_PASSWORD });
    expect(answer.errors).toBeUndefined();
    return answer.data!.acceptInvitation.user;
  };

  it('keeps a viewer who accepts first a viewer; the invited admin becomes admin', async () => {
    await childWithViewer('Viewer first', 'boss@first.example', 'viewer@first.example');
    expect(await accept('viewer@first.example')).toEqual({
      role: 'ROLE_USER',
      userRole: { name: 'Viewer' },
    });
    expect(await accept('boss@first.example')).toEqual({
      role: 'ROLE_ADMIN',
      userRole: { name: 'Administrator' },
    });
  });

  it('makes only the invited admin an admin when both accept at once', async () => {
    await childWithViewer('At once', 'boss@once.example', 'viewer@once.example');
    const [boss, viewer] = await Promise.all([
      accept('boss@once.example'),
      accept('viewer@once.example'),
    ]);
    expect([boss.role, viewer.role]).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
  });
});
