import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { contentVersionChanged } from './screen-stream.js';

const PUBLISH =
  'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }';
const SEND = 'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: reload) { _id } }';

describe("a command and a screen's content stream", () => {
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

  // A bulk reboot of 10,000 screens must not make each of them re-read what it shows.
  it('leaves the stream asleep; a publish after it still arrives at once', async () => {
    const app = t.server.services;
    const { deviceId } = await t.pairDevice(operator);
    const { account_id: accountId } = await app.db
      .selectFrom('devices')
      .select('account_id')
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
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
    // The publish alone woke the stream: one read of the device, not one more for the command.
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    await stream.return?.();
  });
});
