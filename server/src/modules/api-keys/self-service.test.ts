import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SELF_SERVICE } from '../../graphql/guards.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

// A media:read key could list its owner's sessions and addresses, revoke
// them, change the password and update preferences. Self-service account actions need a person
// signed in with a session, whatever permissions a key holds.

describe('API keys and self-service account actions', () => {
  let t: TestServer;
  let owner: string;
  let key: string;
  beforeAll(async () => {
    t = await TestServer.start();
    owner = await t.signIn();
    const created = await t.gql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(name: "Everything", permissions: ["media:read", "account:manage"]) { secret } }',
      {},
      { token: owner },
    );
    key = created.data!.createApiKey.secret;
  });
  afterAll(() => t.close());

  it.each([
    ['list sessions', '{ mySessions { _id } }'],
    ['revoke a session', 'mutation { revokeSession(id: "any") }'],
    [
      'change the password',
      'mutation { changePassword(currentPassword: "marquee-demo", newPassword: "taken-over-1") }',
    ],
    ['read preferences', '{ myPreferences { __typename } }'],
    ['list API keys', '{ apiKeys { _id } }'],
    ['make another API key', 'mutation { createApiKey(name: "More", permissions: []) { secret } }'],
  ])('a key cannot %s', async (_, query) => {
    const answer = await t.gql(query, {}, { token: key });
    expect(codeOf(answer)).toBe('FORBIDDEN');
    expect(messageOf(answer)).toBe(API_KEY_SELF_SERVICE);
  });

  it('the owner, signed in, still can; and the key still reads media', async () => {
    expect((await t.gql('{ mySessions { _id } }', {}, { token: owner })).errors).toBeUndefined();
    expect((await t.gql('{ apiKeys { _id } }', {}, { token: owner })).errors).toBeUndefined();
    expect((await t.gql('{ files { _id } }', {}, { token: key })).errors).toBeUndefined();
    // The password was not changed by the key.
    await t.signIn('admin@marquee.local', 'marquee-demo');
  });
});
