import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from '../graphql/graphql-js.js';
import { subscribe, TestServer } from '../test/harness.js';
import { writtenDeviceStream } from './written-device.js';

// A screen's own device subscription is executed once per change and written to its socket,
// without the executor's chain of iterators held for as long as the screen is connected. What
// the screen receives must be what the executor would have sent: the same fields as its query,
// errors masked as everywhere else, and the stream going on after a field fails.

const FRAGMENT = `fragment Screen on Device {
  _id
  name
  publishedContent { collectionName entityId }
  settings { volume rotation }
  pendingCommands { _id type status }
}`;
const DEVICE = `subscription CurrentDeviceChanged { currentDeviceChanged { ...Screen } } ${FRAGMENT}`;
const QUERY = `query { currentDevice { ...Screen } } ${FRAGMENT}`;

type Screen = { _id: string; name: string };

describe("a screen's device subscription, written to its socket", () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const rename = async (deviceId: string, name: string) => {
    const renamed = await t.gql(
      'mutation($d: ID!, $n: String!) { renameDevice(id: $d, name: $n) { _id } }',
      { d: deviceId, n: name },
      { token: operator },
    );
    expect(renamed.errors).toBeUndefined();
  };

  it('sends, for a document with fragments, what the same selection queried answers', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Lobby');
    const changes = subscribe<{ currentDeviceChanged: Screen }>(
      t.ws({ token: deviceToken }),
      DEVICE,
    );
    const first = await changes.next();
    const queried = await t.gql<{ currentDevice: Screen }>(QUERY, {}, { token: deviceToken });
    expect(first.errors).toBeUndefined();
    expect(first.data?.currentDeviceChanged).toEqual(queried.data?.currentDevice);
    expect(first.data?.currentDeviceChanged.name).toBe('Lobby');

    await rename(deviceId, 'Lobby left');
    const renamed = await changes.next();
    expect(renamed.data?.currentDeviceChanged.name).toBe('Lobby left');
    await changes.stop();
  });

  it('masks a failing field as any other operation does, and goes on to the next change', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Canteen');
    const changes = subscribe<{ currentDeviceChanged: Screen | null }>(
      t.ws({ token: deviceToken }),
      DEVICE,
    );
    await changes.next();
    const settings = vi
      .spyOn(t.server.services, 'deviceSettings')
      .mockRejectedValueOnce(new Error('settings file /var/lib/marquee/7 is unreadable'));
    await rename(deviceId, 'Canteen left');
    const failed = await changes.next();
    settings.mockRestore();
    expect(failed.errors?.map((e) => e.message)).toEqual(['Unexpected error.']);
    expect(JSON.stringify(failed)).not.toContain('/var/lib');

    await rename(deviceId, 'Canteen right');
    const next = await changes.next();
    expect(next.errors).toBeUndefined();
    expect(next.data?.currentDeviceChanged?.name).toBe('Canteen right');
    await changes.stop();
  });

  it("is made only for a device's own socket and a document of that one field", async () => {
    const outlet = { id: '1', send: () => {} };
    const device = { kind: 'device', device: { id: 'd', accountId: 'a' } };
    const context = { services: t.server.services, principal: device };
    const execute = () => ({});
    const written = (query: string, contextValue: object = context) =>
      writtenDeviceStream(
        // Nothing is executed here: the schema is not read.
        { schema: undefined as never, document: parse(query), contextValue },
        execute,
        outlet,
      );
    const made = written(DEVICE);
    expect(made).toBeDefined();
    await made!.return!();
    expect(written(DEVICE, { ...context, principal: { kind: 'user' } })).toBeUndefined();
    expect(written('subscription { pendingCommandsChanged { _id } }')).toBeUndefined();
    expect(written('subscription($x: Int) { currentDeviceChanged { _id } }')).toBeUndefined();
  });
});
