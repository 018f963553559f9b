import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { stopSliceClock } from '../../test/stopped-slice-clock.js';
import { notifyDevicesChanged } from '../devices/publishing/publishing.js';
import type { ContentKey } from './content-key.js';
import { writtenContentVersions, type ContentNotice } from './screen-stream.js';

// A publish to thousands of screens says what they play and makes its snapshot first; a screen's
// stream with nothing in hand then writes its notice in the turn it is told, without waiting for
// anything. These check that it still says the right thing, and never out of order.

const PUBLISH =
  'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }';

/** Resolves at the end of this turn of the event loop, with what `read` says then. */
const atEndOfTurn = <T>(read: () => T) =>
  new Promise<T>((resolve) => setImmediate(() => resolve(read())));

describe('a screen told what it plays', () => {
  stopSliceClock();
  let t: TestServer;
  let operator: string;
  let playlists: string[];

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const res = await t.gql<{ playlists: { _id: string }[] }>(
      '{ playlists { _id } }',
      {},
      { token: operator },
    );
    const second = await t.gql<{ createPlaylist: { _id: string } }>(
      'mutation { createPlaylist(input: { name: "Evening loop" }) { _id } }',
      {},
      { token: operator },
    );
    playlists = [res.data!.playlists[0]!._id, second.data!.createPlaylist._id];
  });
  afterAll(() => t.close());

  /** A paired screen showing `playlistId`, its stream written to `notices` as a socket would be. */
  async function screenShowing(name: string, playlistId: string) {
    const app = t.server.services;
    const { deviceId } = await t.pairDevice(operator, name);
    expect(
      (await t.gql(PUBLISH, { d: deviceId, e: playlistId }, { token: operator })).errors,
    ).toBeUndefined();
    const row = await app.db
      .selectFrom('devices')
      .select(['account_id', 'space_id'])
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
    const notices: ContentNotice[] = [];
    const write = (notice: ContentNotice) => notices.push(notice);
    const stream = writtenContentVersions(app, { id: deviceId, accountId: row.account_id }, write);
    void stream.next();
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]!.url).toContain(`/playlist/${playlistId}/`);
    const keyOf = (entityId: string): ContentKey => ({
      accountId: row.account_id,
      spaceId: row.space_id,
      collectionName: 'playlist',
      entityId,
    });
    return { deviceId, accountId: row.account_id, notices, keyOf, stop: () => stream.return!() };
  }

  it('gets its notice in the turn it is told, without waiting for the snapshot', async () => {
    const app = t.server.services;
    const versions = app.contentVersions!;
    const [from, to] = playlists as [string, string];
    const screens = await Promise.all(
      ['North', 'South', 'East'].map((name) => screenShowing(`${name} screen`, from)),
    );
    const { accountId, keyOf } = screens[0]!;
    await versions.prepare(keyOf(to));
    const waits = vi.spyOn(versions, 'current');

    const ids = screens.map((s) => s.deviceId);
    void notifyDevicesChanged(app, accountId, ids, { collectionName: 'playlist', entityId: to });
    const told = await atEndOfTurn(() => screens.map((s) => s.notices.length));

    expect(told).toEqual([2, 2, 2]);
    for (const screen of screens) {
      const notice = screen.notices[1]!;
      expect(notice.url).toContain(`/playlist/${to}/`);
      expect(notice.hash).toMatch(/^[0-9a-f]{64}$/);
      // Three screens told at once: their fetches are spread (half a millisecond a screen,
      // counted in whole 100 ms steps, so none here).
      expect(notice).toMatchObject({ spreadMs: 0, broadcastId: null });
    }
    expect(waits).not.toHaveBeenCalled();
    waits.mockRestore();
    // Told the same again, the screens have nothing new to show.
    void notifyDevicesChanged(app, accountId, ids, { collectionName: 'playlist', entityId: to });
    expect(await atEndOfTurn(() => screens.map((s) => s.notices.length))).toEqual([2, 2, 2]);
    await Promise.all(screens.map((s) => s.stop()));
  });

  it('a screen still busy with a change hears the publish after it, never before', async () => {
    const app = t.server.services;
    const versions = app.contentVersions!;
    const [from, to] = playlists as [string, string];
    const screen = await screenShowing('Busy screen', from);
    await versions.prepare(screen.keyOf(to));
    const shown = versions.ready(screen.keyOf(from))!;
    expect(shown.hash).toBe(screen.notices[0]!.hash);
    // Its content changes, and the stream waits for the new snapshot until the test hands it over.
    let handOver = () => {};
    const remade = new Promise<typeof shown>((resolve) => (handOver = () => resolve(shown)));
    const made = versions.current.bind(versions);
    const waits = vi
      .spyOn(versions, 'current')
      .mockImplementation((key) => (key.entityId === from ? remade : made(key)));

    app.pubsub.publish('content:version', '*', { accountId: screen.accountId, entityIds: [from] });
    await vi.waitFor(() => expect(waits).toHaveBeenCalled());
    // While the stream is at it, a publish says the screen now plays another playlist.
    void notifyDevicesChanged(app, screen.accountId, [screen.deviceId], {
      collectionName: 'playlist',
      entityId: to,
    });
    // Written now, it would be followed by the older content's notice.
    expect(await atEndOfTurn(() => screen.notices.length)).toBe(1);

    handOver();
    await vi.waitFor(() => expect(screen.notices).toHaveLength(2));
    expect(screen.notices[1]!.url).toContain(`/playlist/${to}/`);
    waits.mockRestore();
    await screen.stop();
  });
});
