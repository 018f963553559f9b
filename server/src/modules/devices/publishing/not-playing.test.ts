import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, TestServer } from '../../../test/harness.js';

// What the device page says a screen plays: the server says when it cannot be playing what was
// published to it, rather than the page taking a publish for what is on the screen.

interface Seen {
  onlineStatus: string;
  notPlayingReason: string | null;
  publishedContent: { name: string | null } | null;
}

describe('why a screen is not playing what was published to it', () => {
  let t: TestServer;
  let operator: string;
  let playlistId: string;

  const op = async <T>(query: string, vars: Record<string, unknown> = {}, token = operator) => {
    const res = await t.gql<T>(query, vars, { token });
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const seen = async (deviceId: string, token = operator) =>
    (
      await op<{ device: Seen }>(
        'query($id: ID!) { device(id: $id) { onlineStatus notPlayingReason publishedContent { name } } }',
        { id: deviceId },
        token,
      )
    ).device;
  const publish = (deviceId: string) =>
    op(
      'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }',
      { d: deviceId, e: playlistId },
    );
  /** The screen connects and holds its subscription, as a player does; resolves once it is on. */
  const connect = async (deviceToken: string) => {
    const socket = t.ws({ token: deviceToken });
    await subscribe(socket, 'subscription { currentDeviceChanged { _id } }').next();
    return socket;
  };
  const untilStatus = (deviceId: string, status: string) =>
    expect.poll(async () => (await seen(deviceId)).onlineStatus).toBe(status);
  /** A screen that was online once and went offline, two minutes ago. */
  const wentOffline = async (name: string) => {
    const paired = await t.pairDevice(operator, name);
    await (await connect(paired.deviceToken)).dispose();
    await untilStatus(paired.deviceId, 'offline');
    t.clock.advance(120_000);
    return paired;
  };

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const { playlists } = await op<{ playlists: { _id: string; name: string }[] }>(
      '{ playlists { _id name } }',
    );
    playlistId = playlists.find((p) => p.name === 'Demo playlist')!._id;
  });
  afterAll(() => t.close());

  it('says an offline screen has not picked up a publish, until it connects', async () => {
    const { deviceId, deviceToken } = await wentOffline('Shop window');

    await publish(deviceId);
    expect(await seen(deviceId)).toEqual({
      onlineStatus: 'offline',
      notPlayingReason: 'notPickedUp',
      publishedContent: { name: 'Demo playlist' },
    });

    const socket = await connect(deviceToken);
    expect((await seen(deviceId)).notPlayingReason).toBeNull();
    // Gone again: it got the content when it connected, and is said to play it still.
    await socket.dispose();
    await untilStatus(deviceId, 'offline');
    t.clock.advance(120_000);
    expect((await seen(deviceId)).notPlayingReason).toBeNull();
  });

  it('claims nothing of a screen that was online when the content was published to it', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Till');
    const socket = await connect(deviceToken);
    await publish(deviceId);
    await socket.dispose();
    await untilStatus(deviceId, 'offline');
    t.clock.advance(120_000);

    expect((await seen(deviceId)).notPlayingReason).toBeNull();
  });

  it('says an offline screen has not picked up what its group got while it was away', async () => {
    const { deviceId } = await wentOffline('Door');
    const { createScreenGroup: group } = await op<{ createScreenGroup: { _id: string } }>(
      'mutation { createScreenGroup(name: "Front") { _id } }',
    );
    await op(
      'mutation($g: ID!, $d: [ID!]!) { addScreensToGroup(groupId: $g, deviceIds: $d) { _id } }',
      {
        g: group._id,
        d: [deviceId],
      },
    );
    await op(
      'mutation($e: ID!, $g: ID!) { publishToScreens(content: { collectionName: playlist, entityId: $e }, targets: { groupIds: [$g] }) { screenCount } }',
      { e: playlistId, g: group._id },
    );

    expect((await seen(deviceId)).notPlayingReason).toBe('notPickedUp');
  });

  it('says a screen moved to another space cannot play the content left in the old one', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Moved screen');
    const socket = await connect(deviceToken);
    await publish(deviceId);
    expect((await seen(deviceId)).notPlayingReason).toBeNull();

    const { createSpace: space } = await op<{ createSpace: { _id: string } }>(
      'mutation { createSpace(name: "Warehouse") { _id } }',
    );
    await op('mutation($i: BulkActionInput!) { startBulkAction(input: $i) { _id } }', {
      i: { kind: 'moveToSpace', deviceIds: [deviceId], spaceId: space._id },
    });
    await t.server.services.jobs.whenIdle();
    const { changeCurrentSpace } = await op<{ changeCurrentSpace: { token: string } }>(
      'mutation($id: ID!) { changeCurrentSpace(spaceId: $id) { token } }',
      { id: space._id },
    );

    expect(await seen(deviceId, changeCurrentSpace.token)).toEqual({
      onlineStatus: 'online',
      notPlayingReason: 'otherSpace',
      publishedContent: { name: 'Demo playlist' },
    });
    await socket.dispose();
  });
});
