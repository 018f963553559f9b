import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAccount } from '../../test/accounts.js';
import { watchContentVersions } from '../../test/content-versions.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';
import { rawSocket } from '../../test/raw-socket.js';

const CONTENT_AT = 'query ContentAt($url: String!) { contentAt(url: $url) }';
const PUBLISH =
  'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }';

describe("a screen's content asked over its WebSocket", () => {
  let t: TestServer;
  let operator: string;
  let playlistId: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const made = await t.gql<{ createPlaylist: { _id: string } }>(
      'mutation { createPlaylist(input: { name: "Canteen menu loop" }) { _id } }',
      {},
      { token: operator },
    );
    playlistId = made.data!.createPlaylist._id;
  });
  afterAll(() => t.close());

  async function screenShowingPlaylist() {
    const { deviceId, deviceToken } = await t.pairDevice(operator);
    await t.gql(PUBLISH, { d: deviceId, e: playlistId }, { token: operator });
    const { url } = await watchContentVersions(t, deviceToken).next();
    return { deviceId, deviceToken, url: url! };
  }

  it('is the JSON a GET of the url answers, in the bytes graphql-ws writes when executing', async () => {
    const { deviceToken, url } = await screenShowingPlaylist();
    const fetched = (await (await fetch(t.url + url)).json()) as unknown;
    expect(fetched).toMatchObject({ collectionName: 'playlist', entityId: playlistId });

    const socket = await rawSocket(t, deviceToken);
    socket.subscribe('fetch "1"', CONTENT_AT, { url });
    const written = await socket.next();
    expect(JSON.parse(written)).toEqual({
      id: 'fetch "1"',
      type: 'next',
      payload: { data: { contentAt: fetched } },
    });
    expect(await socket.next()).toBe('{"id":"fetch \\"1\\"","type":"complete"}');
    // An alias makes the server execute the query: the message graphql-ws itself writes.
    socket.subscribe('fetch "1"', 'query($url: String!) { contentAt: contentAt(url: $url) }', {
      url,
    });
    expect(await socket.next()).toBe(written);
    socket.close();
  });

  it('answers each of 2,000 asked at once on one socket, once and in order', async () => {
    // More than the socket's backlog (http/socket-backlog.ts): its reading pauses and resumes,
    // and nothing asked is lost or refused.
    const { deviceToken, url } = await screenShowingPlaylist();
    const socket = await rawSocket(t, deviceToken);
    const asked = Array.from({ length: 2_000 }, (_, i) => `ask ${i}`);
    for (const id of asked) socket.subscribe(id, CONTENT_AT, { url });
    const answers: { id: string; type: string; entityId?: string }[] = [];
    for (let i = 0; i < 2 * asked.length; i++) {
      const message = JSON.parse(await socket.next()) as {
        id: string;
        type: string;
        payload?: { data: { contentAt: { entityId: string } } };
      };
      answers.push({
        id: message.id,
        type: message.type,
        entityId: message.payload?.data.contentAt.entityId,
      });
    }
    expect(answers).toEqual(
      asked.flatMap((id) => [
        { id, type: 'next', entityId: playlistId },
        { id, type: 'complete', entityId: undefined },
      ]),
    );
    socket.close();
  });

  it('answers NOT_FOUND for a version no longer current, as the GET does', async () => {
    const { deviceId, deviceToken, url } = await screenShowingPlaylist();
    const other = await t.gql<{ createPlaylist: { _id: string } }>(
      'mutation { createPlaylist(input: { name: "Lobby loop" }) { _id } }',
      {},
      { token: operator },
    );
    await t.gql(PUBLISH, { d: deviceId, e: other.data!.createPlaylist._id }, { token: operator });
    await t.gql(
      'mutation($i: ID!, $n: String!) { updatePlaylist(id: $i, input: { name: $n }) { _id } }',
      { i: playlistId, n: 'Canteen menu loop, winter' },
      { token: operator },
    );
    // The server learns of the change from its own event, a moment after the answer to the
    // mutation (on PostgreSQL under load, after the next request): the old address goes then.
    await vi.waitFor(async () => expect((await fetch(t.url + url)).status).toBe(404));
    const socket = await rawSocket(t, deviceToken);
    socket.subscribe('old', CONTENT_AT, { url });
    const answer = JSON.parse(await socket.next()) as {
      type: string;
      payload: { errors: { message: string; extensions: { code: string } }[] };
    };
    expect(answer.type).toBe('next');
    expect(answer.payload.errors[0]).toMatchObject({
      message: 'This content version is no longer current',
      extensions: { code: 'NOT_FOUND' },
    });
    socket.close();
  });

  it("gives a screen its own account's content only", async () => {
    const { url } = await screenShowingPlaylist();
    const stranger = await signUpAccount(t, 'owner@other-shop.example');
    const { deviceToken } = await t.pairDevice(stranger);
    const asked = await t.gql(CONTENT_AT, { url }, { token: deviceToken });
    expect(codeOf(asked)).toBe('NOT_FOUND');
    const socket = await rawSocket(t, deviceToken);
    socket.subscribe('theirs', CONTENT_AT, { url });
    expect(await socket.next()).toContain('"code":"NOT_FOUND"');
    socket.close();
  });

  it('is for device tokens, and refuses an address longer than any the server makes unread', async () => {
    const { deviceToken, url } = await screenShowingPlaylist();
    expect(codeOf(await t.gql(CONTENT_AT, { url }, { token: operator }))).toBe('FORBIDDEN');
    const operatorSocket = await rawSocket(t, operator);
    operatorSocket.subscribe('op', CONTENT_AT, { url });
    expect(await operatorSocket.next()).toContain('"code":"FORBIDDEN"');
    operatorSocket.close();
    const long = await t.gql(CONTENT_AT, { url: url + 'f'.repeat(600) }, { token: deviceToken });
    expect(messageOf(long)).toBe('This content version is no longer current');
    const overHttp = await t.gql<{ contentAt: unknown }>(
      CONTENT_AT,
      { url },
      { token: deviceToken },
    );
    expect(overHttp.data?.contentAt).toMatchObject({ entityId: playlistId });
  });
});
