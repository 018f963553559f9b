import { describe, expect, it } from 'vitest';
import { PROVISION_PATH, provisionTokenOf, redeemProvisionToken } from './provisioning.js';

// A provisioned display's player trades the token in its address once; a refused token leaves it
// to show a pairing code.

describe('zero-touch provisioning', () => {
  it('reads the token from the query string, refusing odd characters', () => {
    expect(provisionTokenOf('?provision=mqz_abc-DEF_1')).toBe('mqz_abc-DEF_1');
    expect(provisionTokenOf('?x=1')).toBeNull();
    expect(provisionTokenOf('?provision=a%20b')).toBeNull();
    expect(provisionTokenOf(`?provision=${'a'.repeat(101)}`)).toBeNull();
  });

  it('posts the token beside the GraphQL endpoint and returns the credentials', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fetch = (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(init?.body as string) });
      return Promise.resolve(Response.json({ deviceId: 'd1', deviceToken: 'mqd_x' }));
    };
    const credentials = await redeemProvisionToken(fetch, 'https://s.example/graphql', 'mqz_t');
    expect(credentials).toEqual({ deviceId: 'd1', deviceToken: 'mqd_x' });
    expect(calls).toEqual([
      { url: `https://s.example${PROVISION_PATH}`, body: { token: 'mqz_t' } },
    ]);
  });

  it('answers null when the server refuses the token', async () => {
    const fetch = () => Promise.resolve(Response.json({ message: 'used' }, { status: 409 }));
    expect(await redeemProvisionToken(fetch, 'https://s.example/graphql', 'mqz_t')).toBeNull();
  });
});
