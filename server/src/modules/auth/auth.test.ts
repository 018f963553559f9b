import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, DEMO_PASSWORD, subscribe, TestServer } from '../../test/harness.js';

const SIGN_IN =
  'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token user { email { email } } } }';
const ME = '{ currentUser { email { email } role userRole { name permissions } } }';

describe('auth', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(() => t.close());

  it('signs in and sets the screens_token cookie (HttpOnly, SameSite=Lax, long-lived)', async () => {
    const res = await t.gql<{ signIn: { token: string } }>(SIGN_IN, {
      e: 'Admin@Marquee.local',
      p: DEMO_PASSWORD,
    });
    expect(res.errors).toBeUndefined();
    const token = res.data!.signIn.token;
    expect(token).toMatch(/^mqs_/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`screens_token=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThan(365 * 24 * 3600);
    expect(cookie).not.toMatch(/Secure/);

    // The cookie alone authenticates, over HTTP and on the WebSocket upgrade.
    const me = await t.gql(ME, {}, { cookie: `screens_token=${token}` });
    expect(me.data).toMatchObject({
      currentUser: { email: { email: 'admin@marquee.local' }, role: 'ROLE_ADMIN' },
    });
    const viaWs = subscribe(
      t.ws({ cookie: `screens_token=${token}` }),
      '{ currentUser { email { email } } }',
    );
    expect((await viaWs.next()).data).toEqual({
      currentUser: { email: { email: 'admin@marquee.local' } },
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const [e, p] of [
      ['admin@marquee.local', 'wrong-password'],
      ['nobody@marquee.local', DEMO_PASSWORD],
    ]) {
      const res = await t.gql(SIGN_IN, { e, p });
      expect(codeOf(res)).toBe('UNAUTHENTICATED');
      expect(res.errors?.[0]?.message).toBe('Wrong e-mail or password');
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('answers UNAUTHENTICATED "You need to sign in" without a token', async () => {
    const res = await t.gql('{ devices { _id } }');
    expect(codeOf(res)).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0]?.message).toBe('You need to sign in');
    expect((await t.gql(ME)).data).toEqual({ currentUser: null });
  });

  it('signs out: the old token is refused afterwards and the cookie is cleared', async () => {
    const token = await t.signIn();
    expect((await t.gql('{ devices { _id } }', {}, { token })).errors).toBeUndefined();
    const out = await t.gql('mutation { signOut }', {}, { token });
    expect(out.data).toEqual({ signOut: true });
    expect(out.headers.get('set-cookie')).toMatch(/screens_token=;.*Max-Age=0/);
    const after = await t.gql('{ devices { _id } }', {}, { token });
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
  });

  it('changes the password and revokes every other session of the user', async () => {
    const kept = await t.signIn();
    const other = await t.signIn();
    const wrong = await t.gql(
      'mutation { changePassword(currentPassword: "nope", newPassword: "new-password-1") }',
      {},
      { token: kept },
    );
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');

    const changed = await t.gql(
      'mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "new-password-1") }',
      { c: DEMO_PASSWORD },
      { token: kept },
    );
    expect(changed.data).toEqual({ changePassword: true });
    expect(codeOf(await t.gql('{ spaces { _id } }', {}, { token: other }))).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ spaces { name } }', {}, { token: kept })).data).toEqual({
      spaces: [{ name: 'Default space' }],
    });
    expect(codeOf(await t.gql(SIGN_IN, { e: 'admin@marquee.local', p: DEMO_PASSWORD }))).toBe(
      'UNAUTHENTICATED',
    );
    await t.signIn('admin@marquee.local', 'new-password-1');
    // Put the demo password back for the other tests of this file.
    await t.gql(
      'mutation($n: String!) { changePassword(currentPassword: "new-password-1", newPassword: $n) }',
      { n: DEMO_PASSWORD },
      { token: kept },
    );
  });

  it('gives the session, the account and its spaces to a signed-in user', async () => {
    const token = await t.signIn();
    const res = await t.gql<{
      currentUserSession: { currentSpaceId: string; user: { email: { email: string } } };
      currentAccount: { name: string; usedStorageCapacityInMB: number };
      spaces: { _id: string; name: string }[];
    }>(
      '{ currentUserSession { currentSpaceId user { email { email } } } currentAccount { name usedStorageCapacityInMB } spaces { _id name } }',
      {},
      { token },
    );
    expect(res.data?.currentAccount).toEqual({ name: 'Demo account', usedStorageCapacityInMB: 0 });
    expect(res.data?.currentUserSession.currentSpaceId).toBe(res.data?.spaces[0]?._id);
  });
});
