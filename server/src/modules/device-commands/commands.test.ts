import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';

const COMMAND = '_id type status error';

describe('remote commands', () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  it('reaches the device over its subscription: queued -> delivered -> done, seen by operators', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator);
    type Changed = {
      currentDeviceChanged: { pendingCommands: { _id: string; type: string; status: string }[] };
    };
    const changes = subscribe<Changed>(
      t.ws({ token: deviceToken }),
      `subscription { currentDeviceChanged { pendingCommands { ${COMMAND} } } }`,
    );
    // The subscription opens with the device as it is now: nothing pending yet.
    expect((await changes.next()).data?.currentDeviceChanged.pendingCommands).toEqual([]);

    const sent = await t.gql<{ sendDeviceCommand: { _id: string; status: string } }>(
      `mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reload) { ${COMMAND} } }`,
      { d: deviceId },
      { token: operator },
    );
    expect(sent.data?.sendDeviceCommand.status).toBe('queued');
    const commandId = sent.data!.sendDeviceCommand._id;

    const event = await changes.next();
    expect(event.data?.currentDeviceChanged.pendingCommands).toEqual([
      { _id: commandId, type: 'reload', status: 'delivered', error: null },
    ]);
    const statusSeenByOperator = async () =>
      (
        await t.gql<{ device: { commands: { status: string }[] } }>(
          'query($id: ID!) { device(id: $id) { commands { status } } }',
          { id: deviceId },
          { token: operator },
        )
      ).data?.device.commands[0]?.status;
    expect(await statusSeenByOperator()).toBe('delivered');

    const done = await t.gql(
      `mutation($c: ID!) { reportDeviceCommandResult(commandId: $c, status: done) { ${COMMAND} } }`,
      { c: commandId },
      { token: deviceToken },
    );
    expect(done.data).toEqual({
      reportDeviceCommandResult: { _id: commandId, type: 'reload', status: 'done', error: null },
    });
    expect(await statusSeenByOperator()).toBe('done');
    // A retried report does not overwrite the outcome.
    await t.gql(
      `mutation($c: ID!) { reportDeviceCommandResult(commandId: $c, status: failed, error: "late") { _id } }`,
      { c: commandId },
      { token: deviceToken },
    );
    expect(await statusSeenByOperator()).toBe('done');
  });

  it('records a failure with its reason; lists commands for admins; guards roles', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Tizen lobby');
    t.clock.advance(1000);
    const sent = await t.gql<{ sendDeviceCommand: { _id: string } }>(
      `mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reboot) { _id } }`,
      { d: deviceId },
      { token: operator },
    );
    const commandId = sent.data!.sendDeviceCommand._id;
    // The player reads its pending commands on start (currentDevice) when it was offline.
    const pending = await t.gql<{ currentDevice: { pendingCommands: { status: string }[] } }>(
      '{ currentDevice { pendingCommands { status } } }',
      {},
      { token: deviceToken },
    );
    expect(pending.data?.currentDevice.pendingCommands).toEqual([{ status: 'delivered' }]);
    await t.gql(
      'mutation($c: ID!) { reportDeviceCommandResult(commandId: $c, status: failed, error: "METHOD_NOT_AVAILABLE") { _id } }',
      { c: commandId },
      { token: deviceToken },
    );
    const admin = await t.gql<{
      deviceCommands: { deviceName: string; status: string; error: string }[];
    }>('{ deviceCommands { deviceName status error } }', {}, { token: operator });
    expect(admin.data?.deviceCommands[0]).toEqual({
      deviceName: 'Tizen lobby',
      status: 'failed',
      error: 'METHOD_NOT_AVAILABLE',
    });
    const byDevice = await t.gql(
      'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reboot) { _id } }',
      { d: deviceId },
      { token: deviceToken },
    );
    expect(codeOf(byDevice)).toBe('FORBIDDEN');
    const unknown = await t.gql(
      'mutation { sendDeviceCommand(deviceId: "nope", type: clearCache) { _id } }',
      {},
      { token: operator },
    );
    expect(codeOf(unknown)).toBe('NOT_FOUND');
  });

  it("narrows the admins' list to one screen by deviceId", async () => {
    const lobby = await t.pairDevice(operator, 'Lobby');
    const canteen = await t.pairDevice(operator, 'Canteen');
    for (const d of [lobby.deviceId, canteen.deviceId, canteen.deviceId]) {
      t.clock.advance(1000);
      await t.gql(
        'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reboot) { _id } }',
        { d },
        { token: operator },
      );
    }
    const listFor = async (deviceId: string) =>
      (
        await t.gql<{ deviceCommands: { deviceName: string }[] }>(
          'query($d: ID) { deviceCommands(deviceId: $d) { deviceName } }',
          { d: deviceId },
          { token: operator },
        )
      ).data?.deviceCommands.map((c) => c.deviceName);
    expect(await listFor(canteen.deviceId)).toEqual(['Canteen', 'Canteen']);
    expect(await listFor(lobby.deviceId)).toEqual(['Lobby']);
    expect(await listFor('not-a-device')).toEqual([]);
  });

  it('tells the commands no person asked for from the rest, and lists either alone', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Timed lobby');
    const set = await t.gql(
      'mutation($d: ID!) { updateDeviceSettings(deviceId: $d, input: { screenshotIntervalMinutes: 5 }) { _id } }',
      { d: deviceId },
      { token: operator },
    );
    expect(set.errors).toBeUndefined();
    t.clock.advance(1000);
    const timed = await t.gql<{ requestScheduledScreenshot: { _id: string } | null }>(
      'mutation { requestScheduledScreenshot { _id } }',
      {},
      { token: deviceToken },
    );
    expect(timed.data?.requestScheduledScreenshot).not.toBeNull();
    t.clock.advance(1000);
    await t.gql(
      'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reload) { _id } }',
      { d: deviceId },
      { token: operator },
    );
    type Listed = { type: string; automatic: boolean }[];
    const ofScreen = async (filter: string) =>
      (
        await t.gql<{ device: { commands: Listed } }>(
          `query($id: ID!) { device(id: $id) { commands${filter} { type automatic } } }`,
          { id: deviceId },
          { token: operator },
        )
      ).data?.device.commands;
    expect(await ofScreen('')).toEqual([
      { type: 'reload', automatic: false },
      { type: 'screenshot', automatic: true },
    ]);
    expect(await ofScreen('(automatic: false)')).toEqual([{ type: 'reload', automatic: false }]);
    expect(await ofScreen('(automatic: true)')).toEqual([{ type: 'screenshot', automatic: true }]);
    const forAdmins = await t.gql<{ deviceCommands: Listed }>(
      'query($d: ID) { deviceCommands(deviceId: $d, automatic: false) { type automatic } }',
      { d: deviceId },
      { token: operator },
    );
    expect(forAdmins.data?.deviceCommands).toEqual([{ type: 'reload', automatic: false }]);
  });
});
