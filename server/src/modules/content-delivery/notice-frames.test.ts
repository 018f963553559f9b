import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchContentVersions } from '../../test/content-versions.js';
import { subscribe, TestServer } from '../../test/harness.js';
import { rawSocket } from '../../test/raw-socket.js';
import { parseContentPath } from './content-key.js';
import { contentVersionsOf } from './versions.js';

const PLAYER_SUBSCRIPTION = 'subscription { contentVersionChanged { hash url spreadMs } }';
const PUBLISH =
  'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }';

/** A screen's socket read as text, subscribed as the player is, under operation `id`. */
async function rawNotices(t: TestServer, deviceToken: string, id: string) {
  const socket = await rawSocket(t, deviceToken);
  socket.subscribe(id, PLAYER_SUBSCRIPTION);
  return socket;
}

describe("a screen's notices written straight to its socket", () => {
  let t: TestServer;
  let operator: string;
  const playlists: string[] = [];
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    for (const name of ['Lobby loop', 'Window loop', 'Evening loop', 'Night loop']) {
      const made = await t.gql<{ createPlaylist: { _id: string } }>(
        'mutation($n: String!) { createPlaylist(input: { name: $n }) { _id } }',
        { n: name },
        { token: operator },
      );
      playlists.push(made.data!.createPlaylist._id);
    }
  });
  afterAll(() => t.close());

  async function screenShowing(playlistId: string) {
    const { deviceId, deviceToken } = await t.pairDevice(operator);
    await t.gql(PUBLISH, { d: deviceId, e: playlistId }, { token: operator });
    return { deviceId, deviceToken };
  }

  it('are the bytes graphql-ws writes for the executed notice, under the operation id', async () => {
    const { deviceToken } = await screenShowing(playlists[0]!);
    // An alias makes graphql-ws execute the operation: the answer the shared notice must equal.
    const executed = subscribe<{ v: { hash: string; url: string; spreadMs: number } }>(
      t.ws({ token: deviceToken }),
      'subscription { v: contentVersionChanged { hash url spreadMs } }',
    );
    const expected = (await executed.next()).data!.v;
    const raw = await rawNotices(t, deviceToken, 'op "1"');
    const message = { hash: expected.hash, url: expected.url, spreadMs: expected.spreadMs };
    expect(await raw.next()).toBe(
      JSON.stringify({
        id: 'op "1"',
        type: 'next',
        payload: { data: { contentVersionChanged: message } },
      }),
    );
    expect(expected.url).toContain(`/playlist/${playlists[0]}/`);
    raw.close();
  });

  it("never carry another screen's content", async () => {
    const first = await screenShowing(playlists[1]!);
    const second = await screenShowing(playlists[2]!);
    const [a, b] = [
      await rawNotices(t, first.deviceToken, 'a'),
      await rawNotices(t, second.deviceToken, 'b'),
    ];
    const noticeOf = (text: string) =>
      (JSON.parse(text) as { payload: { data: { contentVersionChanged: { url: string } } } })
        .payload.data.contentVersionChanged;
    expect(noticeOf(await a.next()).url).toContain(`/playlist/${playlists[1]}/`);
    expect(noticeOf(await b.next()).url).toContain(`/playlist/${playlists[2]}/`);
    // A publish to the first screen reaches it; the second screen's next notice is its own
    // publish, so nothing of the first's came in between.
    await t.gql(PUBLISH, { d: first.deviceId, e: playlists[3] }, { token: operator });
    expect(noticeOf(await a.next()).url).toContain(`/playlist/${playlists[3]}/`);
    await t.gql(PUBLISH, { d: second.deviceId, e: playlists[0] }, { token: operator });
    const next = await b.next();
    expect(JSON.parse(next)).toMatchObject({ id: 'b', type: 'next' });
    expect(noticeOf(next).url).toContain(`/playlist/${playlists[0]}/`);
    a.close();
    b.close();
  });

  it('spread the fetch over the screens showing the content when each is told', async () => {
    const first = watchContentVersions(t, (await screenShowing(playlists[1]!)).deviceToken);
    const made = await first.next();
    // 1,000 more screens come to show it after its version was made, as in a publish to a group.
    const versions = contentVersionsOf(t.server.services);
    const key = parseContentPath(made.url!)!.key;
    const unwatch = Array.from({ length: 1000 }, () => versions.watch(key));
    const later = watchContentVersions(t, (await screenShowing(playlists[1]!)).deviceToken);
    // 0.4 ms for each of the 1,002 screens, in whole 100 ms steps.
    expect(await later.next()).toEqual({ ...made, spreadMs: 400 });
    for (const stop of unwatch) stop();
  });

  it('tell screens an emergency broadcast without a spread, however many show it', async () => {
    const screen = watchContentVersions(t, (await screenShowing(playlists[2]!)).deviceToken);
    const own = parseContentPath((await screen.next()).url!)!.key;
    const versions = contentVersionsOf(t.server.services);
    const unwatch = Array.from({ length: 1000 }, () =>
      versions.watch({ ...own, entityId: playlists[3]! }),
    );
    const started = await t.gql<{ startBroadcast: { _id: string } }>(
      'mutation($i: StartBroadcastInput!) { startBroadcast(input: $i) { _id } }',
      { i: { content: { collectionName: 'playlist', entityId: playlists[3] } } },
      { token: operator },
    );
    const takeover = await screen.next();
    expect(takeover.url).toContain(`/playlist/${playlists[3]}/`);
    expect(takeover.spreadMs).toBe(0);
    await t.gql(
      'mutation($id: ID!) { clearBroadcast(id: $id) }',
      { id: started.data!.startBroadcast._id },
      { token: operator },
    );
    expect((await screen.next()).url).toContain(`/playlist/${playlists[2]}/`);
    for (const stop of unwatch) stop();
  });
});
