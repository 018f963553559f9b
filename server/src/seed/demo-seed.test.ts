import { afterEach, describe, expect, it } from 'vitest';
import { codeOf, DEMO_PASSWORD, TestServer } from '../test/harness.js';
import { DEMO_EMAIL, SERVICE_ADMIN_EMAIL } from './demo-seed.js';
import { PARTNER_DEMO_EMAIL } from './partner-seed.js';

const SIGN_IN = 'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }';

describe('demo seed passwords', () => {
  let t: TestServer | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const signInCode = async (email: string, password: string) =>
    codeOf(await t!.gql(SIGN_IN, { e: email, p: password }));

  it('gives the service admin a random password unless DEMO_PASSWORD is set', async () => {
    t = await TestServer.start({ DEMO_PASSWORD: '' });
    expect(await signInCode(SERVICE_ADMIN_EMAIL, DEMO_PASSWORD)).toBe('UNAUTHENTICATED');
    const service = t.server.newLogins.find((login) => login.email === SERVICE_ADMIN_EMAIL);
    expect(service?.password).not.toBe(DEMO_PASSWORD);
    expect(await signInCode(SERVICE_ADMIN_EMAIL, service!.password)).toBeUndefined();
    // The demo account keeps the password the README publishes.
    expect(await signInCode(DEMO_EMAIL, DEMO_PASSWORD)).toBeUndefined();
  });

  it('seeds no published password in production', async () => {
    t = await TestServer.start({ DEMO_PASSWORD: '', NODE_ENV: 'production' });
    for (const email of [DEMO_EMAIL, PARTNER_DEMO_EMAIL, SERVICE_ADMIN_EMAIL])
      expect(await signInCode(email, DEMO_PASSWORD)).toBe('UNAUTHENTICATED');
    const admin = t.server.newLogins.find((login) => login.email === DEMO_EMAIL);
    expect(await signInCode(DEMO_EMAIL, admin!.password)).toBeUndefined();
  });

  it('uses DEMO_PASSWORD for every seeded login when it is set', async () => {
    t = await TestServer.start({ DEMO_PASSWORD });
    expect(t.server.newLogins).toEqual([]);
    expect(await signInCode(SERVICE_ADMIN_EMAIL, DEMO_PASSWORD)).toBeUndefined();
  });
});
