import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount, TEST_PASSWORD } from '../../test/accounts.js';
import {
  AuditedChangePasswordDocument,
  AuditedRenameSpaceDocument,
  AuditLogDocument,
  CreateApiKeyDocument,
  SpacesDocument,
} from '../../test/graphql/generated.js';
import { codeOf, TestServer } from '../../test/harness.js';

describe('the audit log, through the API', () => {
  let t: TestServer;
  let admin: string;
  let spaceId: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
    spaceId = (await t.request(SpacesDocument, {}, { token: admin })).spaces[0]!._id;
  });
  afterAll(() => t.close());

  const log = async (action: string, token = admin) =>
    (await t.request(AuditLogDocument, { filter: { action } }, { token })).auditLog;

  it('is read only with account:manage', async () => {
    const viewer = await invitedUser(t, admin, 'viewer@example.com', ['media:read']);
    expect(codeOf(await t.attempt(AuditLogDocument, {}, { token: viewer }))).toBe('FORBIDDEN');
  });

  it('records who changed what, newest first, and not a refused mutation', async () => {
    await t.request(AuditedRenameSpaceDocument, { id: spaceId, name: 'Lobby' }, { token: admin });
    t.clock.advance(1000);
    await t.request(AuditedRenameSpaceDocument, { id: spaceId, name: 'Hall' }, { token: admin });
    const refused = await t.attempt(
      AuditedRenameSpaceDocument,
      { id: spaceId, name: ' ' },
      { token: admin },
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');

    const renames = await log('renameSpace');
    expect(renames.total).toBe(2);
    expect(renames.items).toEqual([
      {
        actor: 'admin@marquee.local',
        action: 'renameSpace',
        entityType: 'Space',
        entityId: spaceId,
        changes: { id: spaceId, name: 'Hall' },
      },
      expect.objectContaining({ changes: { id: spaceId, name: 'Lobby' } }),
    ]);
    const paged = await t.request(
      AuditLogDocument,
      { filter: { action: 'renameSpace' }, offset: 1, limit: 1 },
      { token: admin },
    );
    expect(paged.auditLog.total).toBe(2);
    expect(paged.auditLog.items.map((i) => i.changes)).toEqual([{ id: spaceId, name: 'Lobby' }]);
  });

  it('leaves passwords and secrets out of what it records', async () => {
    const manager = await invitedUser(t, admin, 'manager@example.com', ['account:manage']);
    await t.request(
      AuditedChangePasswordDocument,
      { currentPassword: TEST_PASSWORD, newPassword: 'another-long-2' },
      { token: manager },
    );
    const [entry] = (await log('changePassword')).items;
    expect(entry).toMatchObject({
      actor: 'manager@example.com',
      changes: { currentPassword: '[redacted]', newPassword: '[redacted]' },
    });
    expect(JSON.stringify(entry)).not.toContain('another-long-2');
    expect(JSON.stringify(entry)).not.toContain(TEST_PASSWORD);
  });

  it('names the API key that acted', async () => {
    const key = await t.request(
      CreateApiKeyDocument,
      { name: 'Sync job', permissions: ['account:manage'] },
      { token: admin },
    );
    // Newest first goes by time, and virtual time stands still: move on past the earlier renames.
    t.clock.advance(1000);
    await t.request(
      AuditedRenameSpaceDocument,
      { id: spaceId, name: 'Renamed by a key' },
      { token: key.createApiKey.secret },
    );
    expect((await log('renameSpace')).items[0]).toMatchObject({
      actor: 'API key Sync job',
      changes: { name: 'Renamed by a key' },
    });
    // The secret the key creation returned is not an argument, so it is never recorded.
    const [created] = (await log('createApiKey')).items;
    expect(created?.changes).toEqual({ name: 'Sync job', permissions: ['account:manage'] });
    expect(JSON.stringify(created)).not.toContain(key.createApiKey.secret);
  });

  it('shows an account only its own entries', async () => {
    const other = await signUpAccount(t, 'other-admin@example.com');
    const theirs = await t.request(AuditLogDocument, {}, { token: other });
    expect(theirs.auditLog.items.filter((i) => i.action === 'renameSpace')).toEqual([]);
    const byEntity = await t.request(
      AuditLogDocument,
      { filter: { entityId: spaceId } },
      { token: other },
    );
    expect(byEntity.auditLog).toEqual({ total: 0, items: [] });
  });
});
