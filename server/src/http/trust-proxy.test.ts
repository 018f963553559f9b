import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';
import { DEMO_EMAIL } from '../seed/demo-seed.js';
import { DEMO_PASSWORD, TestServer } from '../test/harness.js';

// The session cookie is Secure when the browser used https. Behind a configured proxy
// (TRUST_PROXY) the proxy's X-Forwarded-Proto says so; without it the header is anyone's to write
// and is ignored.
const SIGN_IN = `mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }`;

async function sessionCookie(t: TestServer, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: SIGN_IN, variables: { e: DEMO_EMAIL, p: DEMO_PASSWORD } }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('screens_token='));
  if (!cookie) throw new Error('no session cookie was set');
  return cookie;
}
const isSecure = (cookie: string) => cookie.split(';').some((part) => part.trim() === 'Secure');

describe('behind a configured proxy (TRUST_PROXY=1)', () => {
  let t: TestServer;
  beforeAll(async () => void (t = await TestServer.start({ TRUST_PROXY: '1' })));
  afterAll(() => t?.close());

  it('marks the session cookie Secure when the proxy forwards https', async () => {
    expect(isSecure(await sessionCookie(t, { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isSecure(await sessionCookie(t, { 'x-forwarded-proto': 'https, http' }))).toBe(true);
  });

  it('does not when the proxy forwards http, or says nothing', async () => {
    expect(isSecure(await sessionCookie(t, { 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isSecure(await sessionCookie(t, {}))).toBe(false);
  });

  it('clears the cookie on sign-out with the same flag', async () => {
    const cookie = await sessionCookie(t, { 'x-forwarded-proto': 'https' });
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        cookie: cookie.split(';')[0]!,
      },
      body: JSON.stringify({ query: 'mutation { signOut }' }),
    });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('screens_token='));
    expect(cleared).toContain('Max-Age=0');
    expect(isSecure(cleared ?? '')).toBe(true);
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestServer;
  beforeAll(async () => void (t = await TestServer.start()));
  afterAll(() => t?.close());

  it('ignores X-Forwarded-Proto: a client cannot make the server believe it used https', async () => {
    expect(isSecure(await sessionCookie(t, { 'x-forwarded-proto': 'https' }))).toBe(false);
  });
});

describe('TRUST_PROXY in the configuration', () => {
  it('is off by default, on for true or 1, and refuses anything else', () => {
    const env = { SECRET: 'x'.repeat(32) };
    expect(parseConfig(env).trustProxy).toBe(false);
    expect(parseConfig({ ...env, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ ...env, TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(parseConfig({ ...env, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(() => parseConfig({ ...env, TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });
});
