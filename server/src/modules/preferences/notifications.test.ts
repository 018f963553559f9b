import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer } from '../../test/harness.js';

const NOTIFICATIONS =
  '{ myPreferences { notifications { screenOffline mediaProcessingFailed storageAlmostFull } } }';
const SET = `mutation($n: NotificationPreferencesInput!) {
  updateMyPreferences(input: { notifications: $n }) {
    notifications { screenOffline mediaProcessingFailed storageAlmostFull }
    deviceDashboardSort { field direction }
  }
}`;

/** The invitation link mailed to `to` (the embedded mailer's outbox). */
function invitationToken(dataDir: string, to: string): string {
  const dir = join(dataDir, 'outbox');
  const mail = readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .find((m) => m.includes(`To: ${to}`));
  const link = mail && /https?:\/\/\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no mail to ${to}`);
  return new URL(link).searchParams.get('token')!;
}

describe('notification preferences (/my-profile/notifications)', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('start with every e-mail switched on', async () => {
    expect((await t.gql(NOTIFICATIONS, {}, { token: admin })).data).toEqual({
      myPreferences: {
        notifications: {
          screenOffline: true,
          mediaProcessingFailed: true,
          storageAlmostFull: true,
        },
      },
    });
  });

  it('change only the given switches and keep the other preferences', async () => {
    await t.gql(
      'mutation { updateMyPreferences(input: { deviceDashboardSort: { field: createdAt, direction: desc } }) { defaultPositionTab } }',
      {},
      { token: admin },
    );
    const saved = await t.gql(SET, { n: { screenOffline: false } }, { token: admin });
    expect(saved.data).toEqual({
      updateMyPreferences: {
        notifications: {
          screenOffline: false,
          mediaProcessingFailed: true,
          storageAlmostFull: true,
        },
        deviceDashboardSort: { field: 'createdAt', direction: 'desc' },
      },
    });
    await t.gql(SET, { n: { storageAlmostFull: false, screenOffline: null } }, { token: admin });
    expect((await t.gql(NOTIFICATIONS, {}, { token: admin })).data).toEqual({
      myPreferences: {
        notifications: {
          screenOffline: false,
          mediaProcessingFailed: true,
          storageAlmostFull: false,
        },
      },
    });
  });

  it('are stored per user', async () => {
    const roles = await t.gql<{ userRoles: { _id: string; name: string }[] }>(
      '{ userRoles { _id name } }',
      {},
      { token: admin },
    );
    const roleId = roles.data!.userRoles[0]!._id;
    await t.gql(
      'mutation($r: ID!) { inviteUser(email: "colleague@example.com", userRoleId: $r) { _id } }',
      { r: roleId },
      { token: admin },
    );
    const token = invitationToken(t.server.config.dataDir, 'colleague@example.com');
    const accepted = await t.gql(
      'mutation($t: String!) { acceptInvitation(token: $t, password: "colleague-pass-1") { token } }',
      { t: token },
    );
    expect(accepted.errors).toBeUndefined();
    const colleague = await t.signIn('colleague@example.com', 'colleague-pass-1');
    expect((await t.gql(NOTIFICATIONS, {}, { token: colleague })).data).toEqual({
      myPreferences: {
        notifications: {
          screenOffline: true,
          mediaProcessingFailed: true,
          storageAlmostFull: true,
        },
      },
    });
  });

  it('refuse a switch that is not true or false, and need a signed-in user', async () => {
    const bad = await t.gql(SET, { n: { screenOffline: 'yes' } }, { token: admin });
    expect(bad.errors?.[0]?.message).toMatch(/Boolean/);
    expect(codeOf(await t.gql(NOTIFICATIONS))).toBe('UNAUTHENTICATED');
  });
});
