import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer } from '../../test/harness.js';
import { startTestSmtp } from '../../test/smtp.js';

const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) }';
const SIGN_IN = 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }';
const tokenOf = (link: string) =>
  decodeURIComponent(new URL(link).searchParams.get('token') ?? link.split('/').pop()!);

describe('sign-up, confirmation, recovery and the brute-force guard (mail over SMTP)', () => {
  let t: TestServer;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await TestServer.start({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('signs up, refuses sign-in until the mailed link confirms the e-mail, then signs in', async () => {
    const bad = await t.gql(SIGN_UP, { i: { email: 'not-an-email', password: 'long-enough-1' } });
    expect(bad.errors?.[0]?.message).toBe('Incorrect e-mail format');

    const res = await t.gql(SIGN_UP, {
      i: { email: 'Ops@Example.com', password: 'long-enough-1', accountName: 'Ops Ltd' },
    });
    expect(res.data).toEqual({ signUp: true });
    const early = await t.gql(SIGN_IN, { e: 'ops@example.com', p: 'long-enough-1' });
    expect(early.errors?.[0]?.message).toMatch(/confirm your e-mail/);

    const link = smtp.linkTo('ops@example.com');
    expect(link).toContain('/email-confirm?token=');
    const confirm = 'mutation($t: String!) { confirmEmail(token: $t) }';
    expect((await t.gql(confirm, { t: tokenOf(link) })).data).toEqual({ confirmEmail: true });
    expect((await t.gql(confirm, { t: tokenOf(link) })).errors?.[0]?.message).toBe(
      'This link has already been used.',
    );

    const token = await t.signIn('ops@example.com', 'long-enough-1');
    const me = await t.gql<{
      currentAccount: { name: string; tariff: string; features: string[] };
      currentUser: { role: string; userRole: { name: string; isBuiltIn: boolean } };
    }>(
      '{ currentAccount { name tariff features } currentUser { role userRole { name isBuiltIn } } }',
      {},
      { token },
    );
    expect(me.data?.currentAccount).toMatchObject({ name: 'Ops Ltd', tariff: 'Free' });
    // Unpaid-feature warnings are off: everything but partner accounts and playback limiting.
    expect(me.data?.currentAccount.features).not.toContain('partner-accounts');
    expect(me.data?.currentAccount.features).toContain('api-keys');
    expect(me.data?.currentUser).toEqual({
      role: 'ROLE_ADMIN',
      userRole: { name: 'Administrator', isBuiltIn: true },
    });
  });

  it('a reset link works once, and an expired one says so', async () => {
    const recover = 'mutation($e: String!) { requestPasswordRecovery(email: $e) }';
    const change =
      'mutation($t: String!, $p: String!) { changePasswordByToken(token: $t, newPassword: $p) }';
    expect((await t.gql(recover, { e: 'nobody@example.com' })).data).toEqual({
      requestPasswordRecovery: true,
    });
    const sessionBefore = await t.signIn('ops@example.com', 'long-enough-1');
    await t.gql(recover, { e: 'ops@example.com' });
    const link = smtp.linkTo('ops@example.com');
    expect(link).toContain('/change-password/');

    const short = await t.gql(change, { t: tokenOf(link), p: 'short' });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect((await t.gql(change, { t: tokenOf(link), p: 'brand-new-pass-2' })).data).toEqual({
      changePasswordByToken: true,
    });
    const again = await t.gql(change, { t: tokenOf(link), p: 'other-pass-3' });
    expect(again.errors?.[0]?.message).toBe('This link has already been used.');
    // The reset signed out every session; the new password works.
    expect(codeOf(await t.gql('{ spaces { _id } }', {}, { token: sessionBefore }))).toBe(
      'UNAUTHENTICATED',
    );
    await t.signIn('ops@example.com', 'brand-new-pass-2');

    await t.gql(recover, { e: 'ops@example.com' });
    const late = smtp.linkTo('ops@example.com');
    t.clock.advance(2 * 3600_000 + 1);
    const expired = await t.gql<unknown>(change, { t: tokenOf(late), p: 'brand-new-pass-4' });
    expect(expired.errors?.[0]?.message).toBe('This link has expired. Please ask for a new one.');
    expect(expired.errors?.[0]?.extensions).toMatchObject({ reason: 'TOKEN_EXPIRED' });
  });

  // 21 sign-ins, each hashing a password: more than the default 5 s under load.
  it('refuses the 21st sign-in within a minute after 20 wrong passwords, then lets it pass', async () => {
    for (let i = 0; i < 20; i++) {
      const wrong = await t.gql(SIGN_IN, { e: 'ops@example.com', p: `wrong-${i}` });
      expect(wrong.errors?.[0]?.message).toBe('Wrong e-mail or password');
    }
    const blocked = await t.gql(SIGN_IN, { e: 'ops@example.com', p: 'brand-new-pass-2' });
    expect(codeOf(blocked)).toBe('TOO_MANY_REQUESTS');
    expect(blocked.errors?.[0]?.message).toMatch(/Too many wrong passwords for this e-mail/);
    // Other e-mails are not affected.
    await t.signIn();
    t.clock.advance(60_001);
    await t.signIn('ops@example.com', 'brand-new-pass-2');
  });

  it('applies security policies to password changes and session lifetime', async () => {
    const admin = await t.signIn('ops@example.com', 'brand-new-pass-2');
    const update = await t.gql(
      'mutation { updateSecurityPolicies(data: { minPasswordLength: 12, requireDigit: true, requireUppercase: true, requireSymbol: false, sessionLifetimeMinutes: 30 }) { minPasswordLength sessionLifetimeMinutes } }',
      {},
      { token: admin },
    );
    expect(update.errors).toBeUndefined();
    const weak = await t.gql(
      'mutation { changePassword(currentPassword: "brand-new-pass-2", newPassword: "lowercase-only-long") }',
      {},
      { token: admin },
    );
    expect(weak.errors?.[0]?.message).toBe('The password needs a digit, an upper-case letter');
    const session = await t.signIn('ops@example.com', 'brand-new-pass-2');
    expect(
      (await t.gql('{ mySessions { current expiresAt } }', {}, { token: session })).data,
    ).toEqual({
      mySessions: expect.arrayContaining([{ current: true, expiresAt: expect.any(String) }]),
    });
    t.clock.advance(31 * 60_000);
    expect(codeOf(await t.gql('{ spaces { _id } }', {}, { token: session }))).toBe(
      'UNAUTHENTICATED',
    );
  });
});
