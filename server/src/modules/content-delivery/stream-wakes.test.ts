import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { currentDeviceChanged } from '../devices/subscriptions.js';
import { contentVersionChanged } from './screen-stream.js';

const PUBLISH =
  'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }';
const SEND = 'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reload) { _id } }';

describe("what wakes a screen's content stream", () => {
  let t: TestServer;
  let operator: string;
  let playlistId: string;

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const res = await t.gql<{ playlists: { _id: string }[] }>(
      '{ playlists { _id } }',
      {},
      { token: operator },
    );
    playlistId = res.data!.playlists[0]!._id;
  });
  afterAll(() => t.close());

  const accountOf = async (deviceId: string) =>
    (
      await t.server.services.db
        .selectFrom('devices')
        .select('account_id')
        .where('id', '=', deviceId)
        .executeTakeFirstOrThrow()
    ).account_id;

  // A bulk reboot of 10,000 screens must not make each of them re-read what it shows.
  it('leaves the stream asleep; a publish after it still arrives at once', async () => {
    const app = t.server.services;
    const { deviceId } = await t.pairDevice(operator);
    const accountId = await accountOf(deviceId);
    const stream = contentVersionChanged(app, { id: deviceId, accountId });
    expect((await stream.next()).value).toMatchObject({ hash: null });

    const reads = vi.spyOn(app.devices.loaders, 'device');
    // The screen waits for its next version, as a connected player does.
    const waiting = stream.next();
    const sent = await t.gql(SEND, { d: deviceId }, { token: operator });
    expect(sent.errors).toBeUndefined();
    const published = await t.gql(PUBLISH, { d: deviceId, e: playlistId }, { token: operator });
    expect(published.errors).toBeUndefined();

    const next = await waiting;
    expect(next.value?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(next.value?.url).toContain(`/playlist/${playlistId}/`);
    // The command read nothing, and the publish said what the screen plays: no read at all.
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
    await stream.return?.();
  });

  it("takes what a change says it plays, with the spread of the change's fan-out", async () => {
    const app = t.server.services;
    const { deviceId } = await t.pairDevice(operator, 'Fan-out screen');
    const accountId = await accountOf(deviceId);
    const stream = contentVersionChanged(app, { id: deviceId, accountId });
    expect((await stream.next()).value).toMatchObject({ hash: null });
    const reads = vi.spyOn(app.devices.loaders, 'device');
    const showing = { collectionName: 'playlist', entityId: playlistId };
    // 4,000 screens told: their fetches spread over 1.6 s (0.4 ms a screen).
    app.pubsub.publish('device:current-changed', deviceId, { deviceId, showing, fanOut: 4000 });
    const next = await stream.next();
    expect(next.value).toMatchObject({ spreadMs: 1600 });
    expect(next.value?.url).toContain(`/playlist/${playlistId}/`);
    expect(reads).not.toHaveBeenCalled();
    // A change that names nothing (here the screen's own publish removed) reads the device again.
    const cleared = await t.gql(
      'mutation($d: ID!) { clearScreenContent(deviceIds: [$d]) }',
      {
        d: deviceId,
      },
      { token: operator },
    );
    expect(cleared.errors).toBeUndefined();
    expect((await stream.next()).value).toMatchObject({ hash: null });
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    await stream.return?.();
  });

  // A group publish to 10,000 screens executed the device document once per screen as well.
  it("a named publish leaves the player's device document asleep", async () => {
    const app = t.server.services;
    const { deviceId } = await t.pairDevice(operator, 'Document screen');
    const documents = currentDeviceChanged(app, {
      id: deviceId,
      accountId: await accountOf(deviceId),
    });
    expect((await documents.next()).value).toMatchObject({ name: 'Document screen' });
    // The player waits for its next document while a publish and then a rename happen.
    const next = documents.next();
    const published = await t.gql(PUBLISH, { d: deviceId, e: playlistId }, { token: operator });
    expect(published.errors).toBeUndefined();
    const renamed = await t.gql(
      'mutation($d: ID!) { renameDevice(id: $d, name: "Renamed screen") { _id } }',
      { d: deviceId },
      { token: operator },
    );
    expect(renamed.errors).toBeUndefined();
    // Had the publish woken it, that document (read at once) would bear the old name.
    expect((await next).value).toMatchObject({
      name: 'Renamed screen',
      publishedEntityId: playlistId,
    });
    await documents.return?.();
  });

  it('a publish names its content only while no broadcast is on air above it', async () => {
    const { deviceId } = await t.pairDevice(operator, 'Broadcast screen');
    const events = t.server.services.pubsub.subscribe('device:current-changed', deviceId);
    const publish = () => t.gql(PUBLISH, { d: deviceId, e: playlistId }, { token: operator });
    expect((await publish()).errors).toBeUndefined();
    expect((await events.next()).value).toMatchObject({
      showing: { collectionName: 'playlist', entityId: playlistId },
      fanOut: 1,
    });

    const started = await t.gql<{ startBroadcast: { _id: string } }>(
      'mutation($p: ID!) { startBroadcast(input: { content: { collectionName: playlist, entityId: $p } }) { _id } }',
      { p: playlistId },
      { token: operator },
    );
    const broadcastId = started.data!.startBroadcast._id;
    expect((await events.next()).value).toMatchObject({
      showing: { collectionName: 'playlist', entityId: playlistId, broadcastId },
    });
    // Under the broadcast the screen must read what it plays: the broadcast, not this publish.
    expect((await publish()).errors).toBeUndefined();
    expect((await events.next()).value?.showing).toBeUndefined();

    const cleared = await t.gql(
      'mutation($b: ID!) { clearBroadcast(id: $b) }',
      { b: broadcastId },
      {
        token: operator,
      },
    );
    expect(cleared.errors).toBeUndefined();
    expect((await events.next()).value?.showing).toBeUndefined();
    await events.return?.();
  });
});
