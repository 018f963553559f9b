import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount } from '../../test/accounts.js';
import { AuditLogNamesDocument } from '../../test/graphql/generated.js';
import { TestServer } from '../../test/harness.js';
import { currentNames } from './names-repo.js';

// The audit log names what an entry refers to as it is called now, and keeps the name a thing
// had when the entry was written for the reader to see after it is deleted. Another account's
// ids name nothing.

describe('the audit log names what entries refer to', () => {
  let t: TestServer;
  let admin: string;
  let deviceId: string;
  let playlistId: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
    deviceId = (await t.pairDevice(admin, 'Counter')).deviceId;
    const created = await t.gql<{ createPlaylist: { _id: string } }>(
      'mutation { createPlaylist(input: { name: "Demo playlist" }) { _id } }',
      {},
      { token: admin },
    );
    playlistId = created.data!.createPlaylist._id;
  });
  afterAll(() => t.close());

  const entries = async (action: string) =>
    (await t.request(AuditLogNamesDocument, { filter: { action } }, { token: admin })).auditLog
      .items;
  const run = async (query: string, variables: Record<string, unknown>) => {
    t.clock.advance(1000);
    const result = await t.gql(query, variables, { token: admin });
    expect(result.errors).toBeUndefined();
  };

  it('names the screen and the playlist of a publish, by their names now', async () => {
    await run(
      'mutation($d: ID!, $p: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $p }) { _id } }',
      { d: deviceId, p: playlistId },
    );
    await run('mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reboot) { _id } }', {
      d: deviceId,
    });
    await run(
      'mutation($p: ID!) { updatePlaylist(id: $p, input: { name: "Lunch menu" }) { _id } }',
      {
        p: playlistId,
      },
    );

    expect(await entries('publishToDevice')).toEqual([
      {
        action: 'publishToDevice',
        subjects: [
          { kind: 'device', name: 'Counter', deleted: false },
          { kind: 'playlist', name: 'Lunch menu', deleted: false },
        ],
      },
    ]);
    expect((await entries('createPlaylist'))[0]?.subjects).toEqual([
      { kind: 'playlist', name: 'Lunch menu', deleted: false },
    ]);
  });

  it('keeps the name a deleted screen had, marked deleted, also on its delete', async () => {
    await run('mutation($d: ID!) { deleteDevice(id: $d) }', { d: deviceId });
    const counter = { kind: 'device', name: 'Counter', deleted: true };
    expect((await entries('deleteDevice'))[0]?.subjects).toEqual([counter]);
    expect((await entries('sendDeviceCommand'))[0]?.subjects).toEqual([counter]);
    expect((await entries('publishToDevice'))[0]?.subjects[0]).toEqual(counter);
  });

  it('names nothing of another account', async () => {
    await signUpAccount(t, 'other-admin@example.com');
    const { db } = t.server.services;
    const other = await db
      .selectFrom('users')
      .select('account_id')
      .where('email', '=', 'other-admin@example.com')
      .executeTakeFirstOrThrow();
    const names = await currentNames(db, other.account_id, [{ kind: 'playlist', id: playlistId }]);
    expect(names.size).toBe(0);
  });
});
