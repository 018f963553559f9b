import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from '../../graphql/graphql-js.js';
import { subscribe, TestServer } from '../../test/harness.js';
import { writtenCommandsStream } from './written-commands.js';

// A player holds its commands on a subscription of their own, so that a bulk reload does not
// execute every screen's whole device document; an older player, without it, still hears of
// commands on its device subscription.

type Command = { _id: string; type: string; status: string };
type DeviceEvent = { currentDeviceChanged: { name: string; pendingCommands: Command[] } };
type CommandsEvent = { pendingCommandsChanged: Command[] };

const DEVICE = 'subscription { currentDeviceChanged { name pendingCommands { _id type status } } }';
const COMMANDS = 'subscription { pendingCommandsChanged { _id type status } }';

describe("a screen's commands subscription", () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const send = async (deviceId: string, type = 'reload') =>
    (
      await t.gql<{ sendDeviceCommand: { _id: string } }>(
        `mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: ${type}) { _id } }`,
        { d: deviceId },
        { token: operator },
      )
    ).data!.sendDeviceCommand._id;
  const rename = (deviceId: string, name: string) =>
    t.gql(
      'mutation($d: ID!, $n: String!) { renameDevice(id: $d, name: $n) { _id } }',
      {
        d: deviceId,
        n: name,
      },
      { token: operator },
    );

  it('brings a new command, and the device subscription is not woken for it', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Lobby');
    const socket = t.ws({ token: deviceToken });
    const device = subscribe<DeviceEvent>(socket, DEVICE);
    const commands = subscribe<CommandsEvent>(socket, COMMANDS);
    expect((await device.next()).data?.currentDeviceChanged.pendingCommands).toEqual([]);
    expect((await commands.next()).data?.pendingCommandsChanged).toEqual([]);

    const commandId = await send(deviceId);
    expect((await commands.next()).data?.pendingCommandsChanged).toEqual([
      { _id: commandId, type: 'reload', status: 'delivered' },
    ]);
    // The next event of the device subscription is the rename: nothing came for the command.
    expect((await rename(deviceId, 'Lobby left')).errors).toBeUndefined();
    const renamed = (await device.next()).data?.currentDeviceChanged;
    expect(renamed?.name).toBe('Lobby left');
    expect(renamed?.pendingCommands.map((c) => c._id)).toEqual([commandId]);
    await device.stop();
    await commands.stop();
  });

  it('hands commands back to the device subscription once it ends, as for an older player', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Canteen');
    const socket = t.ws({ token: deviceToken });
    const device = subscribe<DeviceEvent>(socket, DEVICE);
    const commands = subscribe<CommandsEvent>(socket, COMMANDS);
    await device.next();
    await commands.next();
    await commands.stop();
    // The server ends the stream when the client's complete arrives.
    const listeners = t.server.services.devices.commandListeners;
    await vi.waitFor(() => expect(listeners.has(deviceId)).toBe(false));

    const commandId = await send(deviceId, 'reboot');
    expect((await device.next()).data?.currentDeviceChanged.pendingCommands).toEqual([
      { _id: commandId, type: 'reboot', status: 'delivered' },
    ]);
    await device.stop();
  });

  it("is written straight to the screen's socket only for a plain selection", async () => {
    const outlet = { id: '1', send: () => {} };
    const device = { kind: 'device', device: { id: 'd', accountId: 'a' } };
    const context = { services: t.server.services, principal: device };
    const written = (query: string) =>
      writtenCommandsStream({ document: parse(query), contextValue: context }, outlet);
    const plain = written(COMMANDS);
    expect(plain).toBeDefined();
    await plain!.return!();
    // Anything else goes through the executor, which answers it, errors included.
    expect(written('subscription { pendingCommandsChanged { id: _id } }')).toBeUndefined();
    expect(written('subscription { pendingCommandsChanged { createdAt } }')).toBeUndefined();
    expect(
      written(
        'subscription { pendingCommandsChanged { ...C } } fragment C on DeviceCommand { _id }',
      ),
    ).toBeUndefined();
    expect(
      writtenCommandsStream(
        { document: parse(COMMANDS), contextValue: { ...context, principal: { kind: 'user' } } },
        outlet,
      ),
    ).toBeUndefined();
  });

  it('is for device tokens only', async () => {
    const refused = subscribe<CommandsEvent>(t.ws({ token: operator }), COMMANDS);
    expect((await refused.next()).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
