import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';
import { insertPromotion } from '../promotions/repo.js';
import { RATE_LIMITS } from '../../rate-limits.js';

/** The newest mail to `to` in DATA_DIR/outbox (the embedded mailer). */
function outboxLink(dataDir: string, to: string): string {
  const dir = join(dataDir, 'outbox');
  const mails = readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  const mail = mails.find((m) => m.includes(`To: ${to}`));
  const link = mail && /https?:\/\/\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no mail to ${to}`);
  return link;
}

describe('account administration', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('creates, renames and switches spaces; the new token carries the space', async () => {
    t.clock.advance(1000);
    const created = await t.gql<{ createSpace: { _id: string } }>(
      'mutation { createSpace(name: "Shop windows") { _id name } }',
      {},
      { token: admin },
    );
    const id = created.data!.createSpace._id;
    await t.gql(
      'mutation($id: ID!) { renameSpace(id: $id, name: "Windows") { name } }',
      { id },
      { token: admin },
    );
    const switched = await t.gql<{ changeCurrentSpace: { success: boolean; token: string } }>(
      'mutation($id: ID!) { changeCurrentSpace(spaceId: $id) { success token } }',
      { id },
      { token: admin },
    );
    const { success, token } = switched.data!.changeCurrentSpace;
    expect(success).toBe(true);
    expect(switched.headers.get('set-cookie')).toContain(`screens_token=${token}`);
    const session = await t.gql(
      '{ currentUserSession { currentSpaceId } spaces { name } }',
      {},
      { token },
    );
    expect(session.data).toEqual({
      currentUserSession: { currentSpaceId: id },
      spaces: [{ name: 'Default space' }, { name: 'Windows' }],
    });
    // The old token ended with the switch.
    expect(codeOf(await t.gql('{ spaces { _id } }', {}, { token: admin }))).toBe('UNAUTHENTICATED');
    admin = token;
    // The demo files live in the default space, so this space shows none.
    expect((await t.gql('{ files { _id } }', {}, { token })).data).toEqual({ files: [] });
  });

  it('invites a user with a restricted role who can then do only what the role allows', async () => {
    const roles = await t.gql<{ userRoles: { _id: string; name: string; isBuiltIn: boolean }[] }>(
      '{ userRoles { _id name isBuiltIn } }',
      {},
      { token: admin },
    );
    const administrator = roles.data!.userRoles.find((r) => r.name === 'Administrator')!;
    expect(administrator.isBuiltIn).toBe(true);
    const broken = await t.gql(
      'mutation($id: ID!) { updateUserRole(id: $id, name: "x", permissions: []) { _id } }',
      { id: administrator._id },
      { token: admin },
    );
    expect(broken.errors?.[0]?.message).toBe('Built-in roles cannot be changed');

    const role = await t.gql<{ createUserRole: { _id: string } }>(
      'mutation { createUserRole(name: "Media viewers", permissions: ["media:read"]) { _id } }',
      {},
      { token: admin },
    );
    const roleId = role.data!.createUserRole._id;
    const invited = await t.gql(
      'mutation($r: ID!) { inviteUser(email: "viewer@example.com", userRoleId: $r) { email userRole { name } } }',
      { r: roleId },
      { token: admin },
    );
    expect(invited.data).toEqual({
      inviteUser: { email: 'viewer@example.com', userRole: { name: 'Media viewers' } },
    });
    const link = outboxLink(t.server.config.dataDir, 'viewer@example.com');
    expect(link).toContain('/join-account?token=');
    const accepted = await t.gql<{ acceptInvitation: { token: string } }>(
      'mutation($t: String!) { acceptInvitation(token: $t, password: "viewer-pass-1") { token user { role } } }',
      { t: new URL(link).searchParams.get('token') },
    );
    expect(accepted.errors).toBeUndefined();
    const viewer = await t.signIn('viewer@example.com', 'viewer-pass-1');
    expect((await t.gql('{ files { originalName } }', {}, { token: viewer })).data).toMatchObject({
      files: expect.arrayContaining([{ originalName: expect.stringMatching(/^Welcome/) }]),
    });
    for (const denied of [
      '{ devices { _id } }',
      '{ users { _id } }',
      'mutation { createSpace(name: "x") { _id } }',
    ]) {
      expect(codeOf(await t.gql(denied, {}, { token: viewer }))).toBe('FORBIDDEN');
    }
    const holder = await t.gql(
      'mutation($id: ID!) { deleteUserRole(id: $id) }',
      { id: roleId },
      { token: admin },
    );
    expect(codeOf(holder)).toBe('CONFLICT');
  });

  // 120 requests up to the rate limit: more than the default 5 s on PostgreSQL under load.
  it('API keys: the secret is shown once, authenticates with its permissions, is rate limited and revocable', async () => {
    const home = await t.signIn();
    const created = await t.gql<{
      createApiKey: { secret: string; apiKey: { _id: string; prefix: string } };
    }>(
      'mutation { createApiKey(name: "Reporting", permissions: ["media:read"]) { secret apiKey { _id prefix permissions } } }',
      {},
      { token: home },
    );
    const { secret, apiKey } = created.data!.createApiKey;
    expect(secret).toMatch(/^mqk_/);
    expect(secret.startsWith(apiKey.prefix)).toBe(true);
    const listed = await t.gql<{ apiKeys: Record<string, unknown>[] }>(
      '{ apiKeys { _id name prefix } }',
      {},
      { token: home },
    );
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    const files = await t.gql<{ files: { originalName: string }[] }>(
      '{ files { originalName } }',
      {},
      { token: secret },
    );
    expect(files.data?.files.map((f) => f.originalName.replace(/\.png$/, '')).sort()).toEqual([
      'Thank you',
      'Today',
      'Welcome',
    ]);
    expect(codeOf(await t.gql('{ devices { _id } }', {}, { token: secret }))).toBe('FORBIDDEN');

    for (let i = 1; i < RATE_LIMITS.apiKeyRequests.limit; i++)
      await t.gql('{ ping }', {}, { token: secret });
    const limited = await t.gql('{ files { _id } }', {}, { token: secret });
    expect(codeOf(limited)).toBe('TOO_MANY_REQUESTS');
    t.clock.advance(60_001);
    expect((await t.gql('{ files { _id } }', {}, { token: secret })).errors).toBeUndefined();

    await t.gql(
      'mutation($id: ID!) { revokeApiKey(id: $id) }',
      { id: apiKey._id },
      { token: home },
    );
    expect(codeOf(await t.gql('{ files { _id } }', {}, { token: secret }))).toBe('UNAUTHENTICATED');
  });

  it('records every data-changing mutation in the audit log, filterable and paged', async () => {
    const token = await t.signIn();
    const all = await t.gql<{
      auditLog: {
        total: number;
        items: {
          action: string;
          actor: string;
          entityType: string;
          changes: Record<string, unknown>;
        }[];
      };
    }>(
      '{ auditLog(limit: 100) { total items { action actor entityType entityId changes } } }',
      {},
      { token },
    );
    const actions = all.data!.auditLog.items.map((i) => i.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'createSpace',
        'renameSpace',
        'changeCurrentSpace',
        'createUserRole',
        'inviteUser',
        'createApiKey',
        'revokeApiKey',
      ]),
    );
    const rename = all.data!.auditLog.items.find((i) => i.action === 'renameSpace')!;
    expect(rename).toMatchObject({
      actor: 'admin@marquee.local',
      entityType: 'Space',
      changes: { name: 'Windows' },
    });
    const paged = await t.gql<{ auditLog: { total: number; items: unknown[] } }>(
      '{ auditLog(filter: { action: "createSpace" }, offset: 0, limit: 1) { total items { action } } }',
      {},
      { token },
    );
    expect(paged.data?.auditLog).toEqual({ total: 1, items: [{ action: 'createSpace' }] });
  });

  it('enables extra scene item types for the account, checked and deduplicated', async () => {
    const token = await t.signIn();
    const read = async () =>
      (
        await t.gql<{ currentAccount: { enabledItemTypes: string[] } }>(
          '{ currentAccount { enabledItemTypes } }',
          {},
          { token },
        )
      ).data?.currentAccount.enabledItemTypes;
    expect(await read()).toEqual([]);
    await t.gql(
      'mutation { updateAccount(data: { enabledItemTypes: ["rss_feed", "weather", "rss_feed"] }) { _id } }',
      {},
      { token },
    );
    expect(await read()).toEqual(['rss_feed', 'weather']);
    const bad = await t.gql(
      'mutation { updateAccount(data: { enabledItemTypes: ["<script>"] }) { _id } }',
      {},
      { token },
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: '"<script>" is not an item type',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooMany = Array.from({ length: 51 }, (_, n) => `"t${n}"`).join(',');
    const many = await t.gql(
      `mutation { updateAccount(data: { enabledItemTypes: [${tooMany}] }) { _id } }`,
      {},
      { token },
    );
    expect(many.errors?.[0]?.message).toBe('At most 50 item types');
    // What failed changed nothing.
    expect(await read()).toEqual(['rss_feed', 'weather']);
  });

  it('account settings, storage, gating and promotions; the subscription follows changes', async () => {
    const token = await t.signIn();
    const sub = subscribe<{ subscribeToCurrentAccount: { name: string } }>(
      t.ws({ token }),
      'subscription { subscribeToCurrentAccount { name temperatureUnit } }',
    );
    expect((await sub.next()).data?.subscribeToCurrentAccount.name).toBe('Demo account');
    await t.gql(
      'mutation { updateAccount(data: { name: "Acme", temperatureUnit: "fahrenheit" }) { _id } }',
      {},
      { token },
    );
    expect((await sub.next()).data).toEqual({
      subscribeToCurrentAccount: { name: 'Acme', temperatureUnit: 'fahrenheit' },
    });
    await sub.stop();

    const account = await t.gql<{ currentAccount: Record<string, unknown> }>(
      '{ currentAccount { maxStorageCapacityInMB usedStorageCapacityInMB subscriptionInfo { enabledTariffFeatures usedScreens freeScreens isTrial } } currentPromotion { title } }',
      {},
      { token },
    );
    expect(account.data).toMatchObject({
      currentAccount: {
        usedStorageCapacityInMB: 0,
        subscriptionInfo: { usedScreens: 0, isTrial: false },
      },
      currentPromotion: null,
    });
    await insertPromotion(t.server.services.db, {
      id: 'promo-1',
      type: 'PROMOTION',
      title: 'Spring sale',
      redirectUrl: 'https://example.com/sale',
      validUntil: '2030-02-01T00:00:00.000Z',
      discountPercents: 20,
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    expect(
      (await t.gql('{ currentPromotion { type title discountPercents } }', {}, { token })).data,
    ).toEqual({
      currentPromotion: { type: 'PROMOTION', title: 'Spring sale', discountPercents: 20 },
    });
  });
});
