import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchContentVersions } from '../../test/content-versions.js';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';

const PUBLISH =
  'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }';

/** A raw GET, so the encoding on the wire (not what fetch decodes) is what is checked. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('content by hash', () => {
  let t: TestServer;
  let operator: string;
  let playlistId: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const res = await t.gql<{ playlists: { _id: string }[] }>(
      '{ playlists { _id } }',
      {},
      {
        token: operator,
      },
    );
    playlistId = res.data!.playlists[0]!._id;
  });
  afterAll(() => t.close());

  const screenShowingPlaylist = async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator);
    await t.gql(PUBLISH, { d: deviceId, e: playlistId }, { token: operator });
    return { deviceToken, versions: watchContentVersions(t, deviceToken) };
  };

  it('tells every screen of a playlist the same small notice, and each change once', async () => {
    const a = await screenShowingPlaylist();
    const b = await screenShowingPlaylist();
    const [firstA, firstB] = [await a.versions.next(), await b.versions.next()];
    expect(firstA).toEqual(firstB);
    expect(firstA.url).toBe(
      `/api/content/${firstA.url!.split('/')[3]}/${firstA.url!.split('/')[4]}/playlist/${playlistId}/${firstA.hash}`,
    );
    await t.gql(
      'mutation($id: ID!) { updatePlaylist(id: $id, input: { name: "Renamed for the screens" }) { _id } }',
      { id: playlistId },
      { token: operator },
    );
    const [nextA, nextB] = [await a.versions.next(), await b.versions.next()];
    expect(nextA).toEqual(nextB);
    expect(nextA.hash).not.toBe(firstA.hash);
    const content = await a.versions.content(nextA);
    expect(content?.content.playlists[0]?.name).toBe('Renamed for the screens');
    // The query a screen asks at boot names the same version.
    const now = await t.gql<{ currentContentVersion: unknown }>(
      '{ currentContentVersion { hash url spreadMs } }',
      {},
      { token: a.deviceToken },
    );
    expect(now.data?.currentContentVersion).toEqual(nextA);
  });

  it('serves a version immutable and compressed, answers 304 to its ETag, 404 once it is gone', async () => {
    const screen = await screenShowingPlaylist();
    const notice = await screen.versions.next();
    const url = t.url + notice.url!;
    const plain = await get(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['etag']).toBe(`"${notice.hash}"`);
    expect(plain.headers['access-control-allow-origin']).toBe('*');
    const json = JSON.parse(plain.body.toString()) as { entityId: string; content: object };
    expect(json.entityId).toBe(playlistId);
    // File URLs are origin-relative: the same bytes whatever address a screen uses.
    expect(JSON.stringify(json)).not.toContain(t.url);

    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);

    const again = await get(url, { 'if-none-match': `"${notice.hash}"` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    await t.gql(
      'mutation($id: ID!) { updatePlaylist(id: $id, input: { name: "Moved on" }) { _id } }',
      { id: playlistId },
      { token: operator },
    );
    await screen.versions.next();
    t.clock.advance(2000); // past the once-a-second recheck of an unknown hash
    const stale = await get(url);
    expect(stale.status).toBe(404);
    expect(stale.body.toString()).toContain('no longer current');
  });

  it('refuses other methods, malformed addresses and made-up hashes without reading content', async () => {
    const screen = await screenShowingPlaylist();
    const notice = await screen.versions.next();
    expect((await get(t.url + notice.url!, {}, 'POST')).status).toBe(405);
    const madeUp = notice.url!.replace(/[0-9a-f]{64}$/, 'f'.repeat(64));
    expect((await get(t.url + madeUp)).status).toBe(404);
    for (const path of [
      '/api/content/',
      `/api/content/x/-/nonsense/${playlistId}/${notice.hash}`,
      `${notice.url}/extra`,
    ])
      expect((await get(t.url + path)).status, path).toBe(404);
  });

  it('answers 200 parallel requests for made-up versions with 404s, rebuilding at most once', async () => {
    const screen = await screenShowingPlaylist();
    const notice = await screen.versions.next();
    const before = t.server.queryCount();
    const made = Array.from({ length: 200 }, (_, i) =>
      get(t.url + notice.url!.replace(/[0-9a-f]{64}$/, i.toString(16).padStart(64, '0'))),
    );
    const real = get(t.url + notice.url!);
    const answers = await Promise.all(made);
    expect(answers.every((a) => a.status === 404)).toBe(true);
    expect((await real).status).toBe(200);
    // A hash a process has not made rebuilds the snapshot at most once a second per content.
    expect(t.server.queryCount() - before).toBeLessThanOrEqual(12);
  });

  it('answers the shared plain selection exactly as the executor answers any other', async () => {
    const { deviceToken } = await screenShowingPlaylist();
    const plain = subscribe<{ contentVersionChanged: Record<string, unknown> }>(
      t.ws({ token: deviceToken }),
      'subscription { contentVersionChanged { __typename hash url spreadMs } }',
    );
    const aliased = subscribe<{ v: Record<string, unknown> }>(
      t.ws({ token: deviceToken }),
      'subscription Named { v: contentVersionChanged { h: hash, url, ... on ContentVersion { spreadMs } } }',
    );
    const [a, b] = [(await plain.next()).data!, (await aliased.next()).data!];
    expect(a.contentVersionChanged).toEqual({
      __typename: 'ContentVersion',
      hash: b.v['h'],
      url: b.v['url'],
      spreadMs: b.v['spreadMs'],
    });
    expect(a.contentVersionChanged['hash']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers only a device token', async () => {
    const res = await t.gql('{ currentContentVersion { hash } }', {}, { token: operator });
    expect(codeOf(res)).toBe('FORBIDDEN');
    const watched = subscribe(
      t.ws({ token: operator }),
      'subscription { contentVersionChanged { hash } }',
    );
    expect((await watched.next()).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
