import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { DELIVERED_PENDING_MS } from './command-batch.js';
import { BULK_ACTION_JOB } from './job.js';
import { MAX_RUNNING_BULK_ACTIONS } from './limits.js';
import * as repo from './repo.js';
import { tooManyRunningMessage } from './service.js';

const START = 'mutation($i: BulkActionInput!) { startBulkAction(input: $i) { _id total } }';
const PROGRESS = 'query($id: ID!) { bulkAction(id: $id) { total done failed state } }';
const PENDING = '{ currentDevice { pendingCommands { _id type status } } }';
const REPORT_DONE =
  'mutation($c: ID!) { reportDeviceCommandResult(commandId: $c, status: done) { _id } }';

type Started = { startBulkAction: { _id: string; total: number } | null };
type Pending = { currentDevice: { pendingCommands: { _id: string; type: string }[] } };

describe('bulk actions running at once', () => {
  let t: TestServer;
  let operator: string;
  const screens: { deviceId: string; deviceToken: string }[] = [];

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    for (const name of ['Lobby', 'Canteen', 'Gate'])
      screens.push(await t.pairDevice(operator, name));
  });
  afterAll(() => t.close());

  const start = (input: Record<string, unknown>) =>
    t.gql<Started>(START, { i: input }, { token: operator });
  const started = async (input: Record<string, unknown>) => {
    const answer = await start(input);
    expect(answer.errors).toBeUndefined();
    return answer.data!.startBulkAction!;
  };
  const progress = async (id: string) =>
    (await t.gql<{ bulkAction: unknown }>(PROGRESS, { id }, { token: operator })).data?.bulkAction;
  /** The commands each screen would run, as a screen reads them (which marks them delivered). */
  const pendingOf = async (deviceToken: string) =>
    (await t.gql<Pending>(PENDING, {}, { token: deviceToken })).data!.currentDevice.pendingCommands;
  /** The screens' commands not yet reported, as an operator reads them. */
  const openCommands = async (deviceId: string) =>
    t.server.services.db
      .selectFrom('device_commands')
      .select('type')
      .where('device_id', '=', deviceId)
      .where('status', 'in', ['queued', 'delivered'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const runningCount = async () =>
    Number(
      (
        await t.server.services.db
          .selectFrom('bulk_actions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('state', '=', 'running')
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Reports every pending command of the screens done, as their players do. */
  const carryOut = async () => {
    for (const screen of screens)
      for (const command of await pendingOf(screen.deviceToken))
        await t.gql(REPORT_DONE, { c: command._id }, { token: screen.deviceToken });
  };

  it(`runs ${MAX_RUNNING_BULK_ACTIONS} of 200 started at once and refuses the rest`, async () => {
    // The queue holds the jobs, so none finishes (and frees its place) while the requests arrive
    // and the running ones are counted; it runs them again whatever happened, so a failure here
    // fails only this test.
    const { jobs } = t.server.services;
    await jobs.stop();
    let answers: Awaited<ReturnType<typeof start>>[];
    let running: number;
    try {
      answers = await Promise.all(
        Array.from({ length: 200 }, () => start({ kind: 'reload', filter: {} })),
      );
      running = await runningCount();
    } finally {
      jobs.start(t.server.services);
    }
    const accepted = answers.filter((a) => a.data?.startBulkAction);
    const refusals = answers.flatMap((a) => a.errors ?? []);
    expect(accepted).toHaveLength(MAX_RUNNING_BULK_ACTIONS);
    expect(running).toBe(MAX_RUNNING_BULK_ACTIONS);
    expect(refusals.map((e) => [e.extensions?.code, e.message])).toEqual(
      Array.from({ length: 200 - MAX_RUNNING_BULK_ACTIONS }, () => [
        'BAD_USER_INPUT',
        tooManyRunningMessage(),
      ]),
    );
    expect(tooManyRunningMessage()).toContain(
      `${MAX_RUNNING_BULK_ACTIONS} screen actions are already running`,
    );

    // The jobs run, side by side: each screen gets one reload, and every action counts all done.
    await jobs.whenIdle();
    expect(await runningCount()).toBe(0);
    for (const answer of accepted)
      expect(await progress(answer.data!.startBulkAction!._id)).toEqual({
        total: screens.length,
        done: screens.length,
        failed: 0,
        state: 'finished',
      });
    for (const screen of screens)
      expect((await pendingOf(screen.deviceToken)).map((c) => c.type)).toEqual(['reload']);

    // Once they have finished, the account may start another.
    const next = await started({ kind: 'reboot', filter: {} });
    await t.server.services.jobs.whenIdle();
    expect(await progress(next._id)).toMatchObject({ done: screens.length, state: 'finished' });
    await carryOut();
  });

  it('gives a screen one reload however often it is asked before it carries it out', async () => {
    const ids = screens.map((s) => s.deviceId);
    for (let i = 0; i < 2; i++) {
      const action = await started({ kind: 'reload', deviceIds: ids });
      await t.server.services.jobs.whenIdle();
      expect(await progress(action._id)).toEqual({
        total: ids.length,
        done: ids.length,
        failed: 0,
        state: 'finished',
      });
    }
    for (const id of ids) expect(await openCommands(id)).toEqual([{ type: 'reload' }]);
    // Read by the screen, it is still pending until the screen reports it: still one.
    await pendingOf(screens[0]!.deviceToken);
    await started({ kind: 'reload', deviceIds: ids });
    await t.server.services.jobs.whenIdle();
    for (const id of ids) expect(await openCommands(id)).toEqual([{ type: 'reload' }]);

    // Read and never reported (its player stopped first), it stands for the next one only so
    // long: past DELIVERED_PENDING_MS the screen gets a new reload; the lost one stays listed.
    t.clock.advance(DELIVERED_PENDING_MS - 1_000);
    await started({ kind: 'reload', deviceIds: ids });
    await t.server.services.jobs.whenIdle();
    expect(await openCommands(screens[0]!.deviceId)).toEqual([{ type: 'reload' }]);
    t.clock.advance(2_000);
    await started({ kind: 'reload', deviceIds: ids });
    await t.server.services.jobs.whenIdle();
    expect(await openCommands(screens[0]!.deviceId)).toEqual([
      { type: 'reload' },
      { type: 'reload' },
    ]);
    // Never read, the others' reloads wait for their screens however long they are away.
    for (const screen of screens.slice(1))
      expect(await openCommands(screen.deviceId)).toEqual([{ type: 'reload' }]);

    // Carried out, a reload asked again is a new one.
    await carryOut();
    await started({ kind: 'reload', deviceIds: ids });
    await t.server.services.jobs.whenIdle();
    for (const id of ids) expect(await openCommands(id)).toEqual([{ type: 'reload' }]);
    await carryOut();
  });

  it('turns a display off again after an on it has not carried out yet', async () => {
    const id = screens[0]!.deviceId;
    for (const kind of ['displayOff', 'displayOff', 'displayOn', 'displayOff', 'displayOff']) {
      // The operator asks a second after the last time: the commands are in order.
      t.clock.advance(1_000);
      await started({ kind, deviceIds: [id] });
      await t.server.services.jobs.whenIdle();
    }
    // A second off adds nothing; an off after an on is the operator's last word and is kept.
    expect(await openCommands(id)).toEqual([
      { type: 'displayOff' },
      { type: 'displayOn' },
      { type: 'displayOff' },
    ]);
    await carryOut();
  });

  it('ends an action whose job gave up, so it no longer holds a running place', async () => {
    const { db } = t.server.services;
    const { account_id } = await db
      .selectFrom('devices')
      .select('account_id')
      .where('id', '=', screens[0]!.deviceId)
      .executeTakeFirstOrThrow();
    await repo.insertAction(db, {
      id: 'bulk-given-up',
      account_id,
      space_id: null,
      requested_by: 'tester',
      kind: 'reload',
      target_space_id: null,
      device_ids: JSON.stringify([
        { id: screens[0]!.deviceId, name: 'Lobby' },
        { id: screens[1]!.deviceId, name: 'Canteen' },
      ]),
      total: 2,
      done: 1,
      failed: 0,
      failures: '[]',
      state: 'running',
      created_at: t.clock.now().toISOString(),
      finished_at: null,
    });
    expect(await runningCount()).toBe(1);
    await BULK_ACTION_JOB.giveUp!(
      { accountId: account_id, actionId: 'bulk-given-up' },
      'the database went away',
      t.server.services,
    );
    expect(await runningCount()).toBe(0);
    expect(await progress('bulk-given-up')).toEqual({
      total: 2,
      done: 1,
      failed: 1,
      state: 'finished',
    });
  });
});
