import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import {
  ApiKeyMediaReachDocument,
  ApiKeysDocument,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
  RoleGatedDevicesDocument,
} from '../../test/graphql/generated.js';
import { API_KEY_SELF_SERVICE } from '../../graphql/guards.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

describe('API keys, through the API', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const createKey = (name: string, permissions: string[], token = admin) =>
    t.request(CreateApiKeyDocument, { name, permissions }, { token });

  it('are managed only with account:manage', async () => {
    const editor = await invitedUser(t, admin, 'editor@example.com', [
      'media:read',
      'media:update',
    ]);
    const asEditor = { token: editor };
    expect(codeOf(await t.attempt(ApiKeysDocument, {}, asEditor))).toBe('FORBIDDEN');
    expect(
      codeOf(await t.attempt(CreateApiKeyDocument, { name: 'x', permissions: [] }, asEditor)),
    ).toBe('FORBIDDEN');
    const { createApiKey } = await createKey('Kept', ['media:read']);
    expect(
      codeOf(await t.attempt(RevokeApiKeyDocument, { id: createApiKey.apiKey._id }, asEditor)),
    ).toBe('FORBIDDEN');
    // The refused revocation changed nothing: the key still works.
    const reach = await t.attempt(ApiKeyMediaReachDocument, {}, { token: createApiKey.secret });
    expect(reach.errors).toBeUndefined();
  });

  it('need a name and never hold more than their creator', async () => {
    const blank = await t.attempt(
      CreateApiKeyDocument,
      { name: '  ', permissions: ['media:read'] },
      { token: admin },
    );
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(messageOf(blank)).toBe('Required');

    const manager = await invitedUser(t, admin, 'manager@example.com', [
      'account:manage',
      'media:read',
    ]);
    const beyond = await t.attempt(
      CreateApiKeyDocument,
      { name: 'Too much', permissions: ['media:read', 'device:read'] },
      { token: manager },
    );
    expect(codeOf(beyond)).toBe('BAD_USER_INPUT');
    expect(messageOf(beyond)).toBe(
      'You cannot give a key permissions you do not hold: device:read',
    );
  });

  it('show the secret once, act with the permissions given, and stop working when revoked', async () => {
    const { createApiKey } = await createKey('Reporting', ['media:read']);
    const { secret, apiKey } = createApiKey;
    expect(apiKey).toMatchObject({ name: 'Reporting', permissions: ['media:read'] });
    expect(secret.startsWith(apiKey.prefix)).toBe(true);
    const listed = await t.request(ApiKeysDocument, {}, { token: admin });
    expect(listed.apiKeys.find((k) => k._id === apiKey._id)).toMatchObject({
      name: 'Reporting',
      prefix: apiKey.prefix,
    });
    expect(JSON.stringify(listed)).not.toContain(secret);

    const asKey = { token: secret };
    expect((await t.attempt(ApiKeyMediaReachDocument, {}, asKey)).errors).toBeUndefined();
    expect(codeOf(await t.attempt(RoleGatedDevicesDocument, {}, asKey))).toBe('FORBIDDEN');
    // A key with account:manage still cannot mint keys: a leaked key must not multiply.
    const manager = await createKey('Manager', ['account:manage']);
    const minted = await t.attempt(
      CreateApiKeyDocument,
      { name: 'Child', permissions: [] },
      { token: manager.createApiKey.secret },
    );
    expect(codeOf(minted)).toBe('FORBIDDEN');
    expect(messageOf(minted)).toBe(API_KEY_SELF_SERVICE);

    expect(await t.request(RevokeApiKeyDocument, { id: apiKey._id }, { token: admin })).toEqual({
      revokeApiKey: true,
    });
    expect(codeOf(await t.attempt(ApiKeyMediaReachDocument, {}, asKey))).toBe('UNAUTHENTICATED');
    const again = await t.attempt(RevokeApiKeyDocument, { id: apiKey._id }, { token: admin });
    expect(codeOf(again)).toBe('NOT_FOUND');
  });

  it('are invisible to another account, which cannot revoke them', async () => {
    const { createApiKey } = await createKey('Ours', ['media:read']);
    const other = await signUpAccount(t, 'other-admin@example.com');
    const theirs = await t.request(ApiKeysDocument, {}, { token: other });
    expect(theirs.apiKeys).toEqual([]);
    const revoke = await t.attempt(
      RevokeApiKeyDocument,
      { id: createApiKey.apiKey._id },
      { token: other },
    );
    expect(codeOf(revoke)).toBe('NOT_FOUND');
    const reach = await t.attempt(ApiKeyMediaReachDocument, {}, { token: createApiKey.secret });
    expect(reach.errors).toBeUndefined();
  });
});
