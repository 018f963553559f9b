import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';
import { runBulkAction } from './job.js';
import * as repo from './repo.js';

const PROGRESS = 'bulkAction(id: $id) { kind total done failed state failures { name error } }';
const START = `mutation($i: BulkActionInput!) { startBulkAction(input: $i) { _id total state } }`;

interface Progress {
  kind: string;
  total: number;
  done: number;
  failed: number;
  state: string;
  failures: { name: string; error: string }[];
}

describe('bulk actions on many screens', () => {
  let t: TestServer;
  let operator: string;
  const ids: Record<string, string> = {};

  const op = async <T = Record<string, unknown>>(query: string, vars = {}, token = operator) => {
    const res = await t.gql<T>(query, vars, { token });
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const start = async (input: Record<string, unknown>, token = operator) =>
    (
      await op<{ startBulkAction: { _id: string; total: number; state: string } }>(
        START,
        { i: input },
        token,
      )
    ).startBulkAction;
  const progress = async (id: string, token = operator) =>
    (await op<{ bulkAction: Progress | null }>(`query($id: ID!) { ${PROGRESS} }`, { id }, token))
      .bulkAction;
  const commandsOf = async (deviceId: string) =>
    (
      await op<{ device: { commands: { type: string; status: string }[] } }>(
        'query($d: ID!) { device(id: $d) { commands { type status } } }',
        { d: deviceId },
      )
    ).device.commands;

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    for (const name of ['Bar', 'Door', 'Till', 'Window'])
      ids[name] = (await t.pairDevice(operator, name)).deviceId;
    for (const name of ['Door', 'Window'])
      await op('mutation($d: ID!) { setDeviceTags(deviceId: $d, tags: ["front"]) { _id } }', {
        d: ids[name],
      });
  });
  afterAll(() => t.close());

  it('reboots 3 chosen screens as a job: 3 commands queued, 3 done', async () => {
    const chosen = [ids.Bar!, ids.Door!, ids.Till!];
    const started = await start({ kind: 'reboot', deviceIds: [...chosen, ids.Bar] });
    // Three commands can all be queued before the answer leaves: it may already be finished.
    expect(started.total).toBe(3);
    expect(['running', 'finished']).toContain(started.state);
    await t.server.services.jobs.whenIdle();
    expect(await progress(started._id)).toEqual({
      kind: 'reboot',
      total: 3,
      done: 3,
      failed: 0,
      state: 'finished',
      failures: [],
    });
    for (const id of chosen)
      expect(await commandsOf(id)).toEqual([{ type: 'reboot', status: 'queued' }]);
    expect(await commandsOf(ids.Window!)).toEqual([]);
  });

  it('a filter reaches exactly the screens it matches', async () => {
    const started = await start({ kind: 'displayOff', filter: { tag: 'FRONT' } });
    expect(started.total).toBe(2);
    await t.server.services.jobs.whenIdle();
    expect(await progress(started._id)).toMatchObject({ done: 2, failed: 0, state: 'finished' });
    for (const name of ['Door', 'Window'])
      expect((await commandsOf(ids[name]!)).map((c) => c.type)).toContain('displayOff');
    for (const name of ['Bar', 'Till'])
      expect((await commandsOf(ids[name]!)).map((c) => c.type)).not.toContain('displayOff');
  });

  it("ignores another account's screens and hides its actions", async () => {
    const stranger = await signUpAccount(t, 'bulk-stranger@example.com');
    const theirs = await start({ kind: 'delete', deviceIds: [ids.Bar, ids.Till] }, stranger);
    expect(theirs).toMatchObject({ total: 0, state: 'finished' });
    const byFilter = await start({ kind: 'reboot', filter: { tag: 'front' } }, stranger);
    expect(byFilter.total).toBe(0);
    const ours = await start({ kind: 'reload', deviceIds: [ids.Till] });
    expect(await progress(ours._id, stranger)).toBeNull();
    await t.server.services.jobs.whenIdle();
    expect(await commandsOf(ids.Till!)).toHaveLength(2);
    const bad = await t.gql(
      START,
      { i: { kind: 'moveToSpace', deviceIds: [ids.Bar] } },
      {
        token: operator,
      },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pushes progress to whoever follows the action, until it has finished', async () => {
    const CHANGED = `subscription($id: ID!) { bulkActionChanged(id: $id) { _id total done state } }`;
    type Changed = {
      bulkActionChanged: { _id: string; total: number; done: number; state: string };
    };
    const started = await start({ kind: 'reload', deviceIds: [ids.Door, ids.Window] });
    const follow = subscribe<Changed>(t.ws({ token: operator }), CHANGED, { id: started._id });
    const first = await follow.next();
    expect(first.data?.bulkActionChanged).toMatchObject({ _id: started._id, total: 2 });
    await t.server.services.jobs.whenIdle();
    const last =
      first.data?.bulkActionChanged.state === 'finished'
        ? first
        : await follow.nextWhere(
            (e) => e.data?.bulkActionChanged.state === 'finished',
            'the follower hears the action finish',
          );
    expect(last.data?.bulkActionChanged).toMatchObject({ done: 2, state: 'finished' });
    expect(await follow.done()).toBe(true);
    // Another account follows nothing of it: the subscription ends without a word.
    const stranger = await signUpAccount(t, 'bulk-follower@example.com');
    const theirs = subscribe<Changed>(t.ws({ token: stranger }), CHANGED, { id: started._id });
    expect(await theirs.done()).toBe(true);
  });

  it('asks for the permission of the single action: configure, or delete', async () => {
    const configurer = await invitedUser(t, operator, 'bulk-configurer@example.com', [
      'device:read',
      'device:configure',
    ]);
    const reboot = await start({ kind: 'reboot', deviceIds: [ids.Door] }, configurer);
    expect(reboot.total).toBe(1);
    const refused = await t.gql(
      START,
      { i: { kind: 'delete', deviceIds: [ids.Door] } },
      {
        token: configurer,
      },
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
    await t.server.services.jobs.whenIdle();
  });

  it('fails a command a screen reported it cannot carry out, and queues none for it', async () => {
    // Bar's player (a web browser) reported what it can do, without display power; Till's
    // reported nothing (an older player), so it is not held back.
    await t.server.services.db
      .updateTable('devices')
      .set({ device_info: JSON.stringify({ capabilities: ['reboot', 'screenshot'] }) })
      .where('id', '=', ids.Bar!)
      .execute();
    const started = await start({ kind: 'displayOff', deviceIds: [ids.Bar, ids.Till] });
    await t.server.services.jobs.whenIdle();
    expect(await progress(started._id)).toEqual({
      kind: 'displayOff',
      total: 2,
      done: 1,
      failed: 1,
      state: 'finished',
      failures: [{ name: 'Bar', error: 'This screen cannot turn its display off and on' }],
    });
    const displayOff = async (id: string) =>
      (await commandsOf(id)).filter((c) => c.type === 'displayOff');
    expect(await displayOff(ids.Bar!)).toEqual([]);
    expect(await displayOff(ids.Till!)).toEqual([{ type: 'displayOff', status: 'queued' }]);
  });

  it('counts a screen that is gone as failed, and deletes the rest', async () => {
    const { db } = t.server.services;
    const { account_id } = await db
      .selectFrom('devices')
      .select('account_id')
      .where('id', '=', ids.Bar!)
      .executeTakeFirstOrThrow();
    const targets = [
      { id: ids.Bar!, name: 'Bar' },
      { id: 'gone', name: 'Gone' },
      { id: ids.Till!, name: 'Till' },
    ];
    await repo.insertAction(db, {
      id: 'bulk-with-a-gone-screen',
      account_id,
      space_id: null,
      requested_by: 'tester',
      kind: 'delete',
      target_space_id: null,
      device_ids: JSON.stringify(targets),
      total: 3,
      done: 0,
      failed: 0,
      failures: '[]',
      state: 'running',
      created_at: t.clock.now().toISOString(),
      finished_at: null,
    });
    await runBulkAction(t.server.services, account_id, 'bulk-with-a-gone-screen');
    expect(await progress('bulk-with-a-gone-screen')).toEqual({
      kind: 'delete',
      total: 3,
      done: 2,
      failed: 1,
      state: 'finished',
      failures: [{ name: 'Gone', error: 'The screen is gone or no longer in this space' }],
    });
    const left = await op<{ devices: { name: string }[] }>('{ devices { name } }');
    expect(left.devices.map((d) => d.name).sort()).toEqual(['Door', 'Window']);
  });

  it('moves screens into another space of the account', async () => {
    const { createSpace } = await op<{ createSpace: { _id: string } }>(
      'mutation { createSpace(name: "Warehouse") { _id } }',
    );
    const started = await start({
      kind: 'moveToSpace',
      deviceIds: [ids.Door],
      spaceId: createSpace._id,
    });
    await t.server.services.jobs.whenIdle();
    expect(await progress(started._id)).toMatchObject({ done: 1, state: 'finished' });
    const left = await op<{ devices: { name: string }[] }>('{ devices { name } }');
    expect(left.devices.map((d) => d.name)).toEqual(['Window']);
  });
});
