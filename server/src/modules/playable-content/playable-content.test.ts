import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../ids.js';
import { codeOf, TestServer } from '../../test/harness.js';
import { insertAccount } from '../accounts/repo.js';
import { insertSpace } from '../spaces/repo.js';
import { findFilesByIds, insertFile, type FileRow } from '../files/repo.js';
import { insertPlaylist } from '../playlists/repo.js';
import { insertScene } from '../scenes/repo.js';

const PLAYABLE = `query($id: ID!, $c: CollectionName!) { playableContent(entityId: $id, collectionName: $c) {
  collectionName entityId content { playlists scenes schedules files { _id name mimetype url checksum fileSizeInBytes width height } } } }`;

type Playable = {
  playableContent: {
    content: {
      playlists: { _id: string; name: string; playlistItems: unknown[] }[];
      scenes: { _id: string }[];
      files: {
        _id: string;
        name: string;
        url: string;
        checksum: string;
        fileSizeInBytes: number;
        width: number;
      }[];
    };
  };
};

const sha256 = (bytes: ArrayBuffer) =>
  createHash('sha256').update(Buffer.from(bytes)).digest('hex');

describe('playableContent', () => {
  let t: TestServer;
  let operator: string;
  let deviceToken: string;
  let demoPlaylistId: string;
  let accountId: string;
  let demoFile: FileRow;

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    ({ deviceToken } = await t.pairDevice(operator));
    const res = await t.gql<{ playlists: { _id: string }[]; currentAccount: { _id: string } }>(
      '{ playlists { _id } currentAccount { _id } }',
      {},
      { token: operator },
    );
    demoPlaylistId = res.data!.playlists[0]!._id;
    accountId = res.data!.currentAccount._id;
    const files = await t.server.services.db.selectFrom('files').select('id').execute();
    demoFile = (await findFilesByIds(t.server.services.db, accountId, null, [files[0]!.id]))[0]!;
  });
  afterAll(() => t.close());

  it('gives a device the demo playlist with 3 files whose URLs download the right bytes', async () => {
    const res = await t.gql<Playable>(
      PLAYABLE,
      { id: demoPlaylistId, c: 'playlist' },
      { token: deviceToken },
    );
    expect(res.errors).toBeUndefined();
    const { playlists, files } = res.data!.playableContent.content;
    expect(playlists.map((p) => p.name)).toEqual(['Demo playlist']);
    expect(playlists[0]!.playlistItems).toHaveLength(3);
    expect(files.map((f) => f.name).sort()).toEqual(['Thank you.png', 'Today.png', 'Welcome.png']);
    for (const file of files) {
      expect(file.url.startsWith(t.url + '/blobs/')).toBe(true);
      const download = await fetch(file.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('cache-control')).toMatch(/max-age/);
      const bytes = await download.arrayBuffer();
      expect(bytes.byteLength).toBe(file.fileSizeInBytes);
      expect(sha256(bytes)).toBe(file.checksum);
      expect(file.width).toBe(1920);
    }
  });

  it('refuses a tampered or expired blob signature', async () => {
    const res = await t.gql<Playable>(
      PLAYABLE,
      { id: demoPlaylistId, c: 'playlist' },
      { token: deviceToken },
    );
    const url = new URL(res.data!.playableContent.content.files[0]!.url);
    const sig = url.searchParams.get('sig')!;
    const tampered = new URL(url);
    tampered.searchParams.set('sig', (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1));
    expect((await fetch(tampered)).status).toBe(403);
    const longer = new URL(url);
    longer.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expect((await fetch(longer)).status).toBe(403);
    const otherKey = new URL(url);
    otherKey.pathname = url.pathname.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect((await fetch(otherKey)).status).toBe(403);

    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toMatch(/expired/);
  });

  it('returns one file and no playlists for collectionName file', async () => {
    const res = await t.gql<Playable>(
      PLAYABLE,
      { id: demoFile.id, c: 'file' },
      { token: deviceToken },
    );
    expect(res.data!.playableContent.content.playlists).toEqual([]);
    expect(res.data!.playableContent.content.files.map((f) => f._id)).toEqual([demoFile.id]);
  });

  it('gives a device only content shared to the space it was paired in', async () => {
    const db = t.server.services.db;
    const at = t.clock.now().toISOString();
    const otherSpace = uuidv7();
    await insertSpace(db, { id: otherSpace, accountId, name: 'Other space', createdAt: at });
    const hiddenFile = uuidv7();
    await insertFile(db, { ...demoFile, id: hiddenFile, spaceIds: [otherSpace] });
    const playlist = (id: string, spaceIds: string[], fileIds: string[]) =>
      insertPlaylist(db, {
        id,
        accountId,
        name: id,
        playlistItems: fileIds.map((fileId) => ({
          _id: uuidv7(),
          type: 'scene-inline',
          scene: {
            _id: uuidv7(),
            name: 'x',
            type: 'image',
            sceneItems: [
              {
                _id: uuidv7(),
                start: 0,
                end: 5,
                x: 0,
                y: 0,
                w: 100,
                h: 100,
                item: { type: 'image', fileId },
              },
            ],
          },
        })),
        layout: null,
        mediaFit: 'contain',
        spaceIds,
        createdAt: at,
        updatedAt: at,
      });
    const elsewhere = uuidv7();
    await playlist(elsewhere, [otherSpace], [demoFile.id]);
    const mixed = uuidv7();
    await playlist(mixed, demoFile.spaceIds, [demoFile.id, hiddenFile]);

    const other = await t.gql(PLAYABLE, { id: elsewhere, c: 'playlist' }, { token: deviceToken });
    expect(codeOf(other)).toBe('NOT_FOUND');
    const file = await t.gql(PLAYABLE, { id: hiddenFile, c: 'file' }, { token: deviceToken });
    expect(codeOf(file)).toBe('NOT_FOUND');
    const own = await t.gql<Playable>(
      PLAYABLE,
      { id: mixed, c: 'playlist' },
      { token: deviceToken },
    );
    expect(own.data!.playableContent.content.files.map((f) => f._id)).toEqual([demoFile.id]);
  });

  it('says when this version of the content was made: the same for every screen, new on a change', async () => {
    const VERSION = `query($id: ID!) { playableContent(entityId: $id, collectionName: playlist) { publishedAt } }`;
    const second = await t.pairDevice(operator, 'Second screen');
    const versionFor = async (token: string) =>
      (
        await t.gql<{ playableContent: { publishedAt: string } }>(
          VERSION,
          { id: demoPlaylistId },
          { token },
        )
      ).data!.playableContent.publishedAt;
    const first = await versionFor(deviceToken);
    expect(Date.parse(first)).toBeLessThanOrEqual(t.clock.now().getTime());
    t.clock.advance(60_000);
    // Asked again (a reconnect, a reboot) and by another screen: the same moment.
    expect(await versionFor(deviceToken)).toBe(first);
    expect(await versionFor(second.deviceToken)).toBe(first);
    const renamed = await t.gql(
      'mutation($id: ID!) { updatePlaylist(id: $id, input: { name: "Renamed" }) { _id } }',
      { id: demoPlaylistId },
      { token: operator },
    );
    expect(renamed.errors).toBeUndefined();
    expect(await versionFor(deviceToken)).toBe(t.clock.now().toISOString());
    // Players measure their clock against this one.
    const time = await t.gql<{ serverTime: string }>('{ serverTime }');
    expect(time.data?.serverTime).toBe(t.clock.now().toISOString());
  });

  it('answers NOT_FOUND for an unknown entity', async () => {
    const res = await t.gql(PLAYABLE, { id: 'nope', c: 'playlist' }, { token: deviceToken });
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(PLAYABLE, { id: demoPlaylistId, c: 'playlist' }))).toBe(
      'UNAUTHENTICATED',
    );
  });

  /** A playlist of n scene-inline items, n scene references and a nested playlist, and loops back. */
  async function buildPlaylist(n: number): Promise<string> {
    const db = t.server.services.db;
    const at = t.clock.now().toISOString();
    const outerId = uuidv7();
    const innerId = uuidv7();
    const sceneIds: string[] = [];
    const fileIds: string[] = [];
    for (let i = 0; i < n; i++) {
      const fileId = uuidv7();
      fileIds.push(fileId);
      await insertFile(db, { ...demoFile, id: fileId, originalName: `f${i}.png` });
      const sceneId = uuidv7();
      sceneIds.push(sceneId);
      await insertScene(
        db,
        {
          id: sceneId,
          accountId,
          name: `s${i}`,
          spaceIds: demoFile.spaceIds, // the space the screen was paired in
          document: {
            type: 'image',
            sceneItems: [
              {
                _id: uuidv7(),
                start: 0,
                end: 5,
                x: 0,
                y: 0,
                w: 100,
                h: 100,
                item: { type: 'image', fileIds: [fileId] },
              },
            ],
          },
        },
        at,
      );
    }
    const inline = (fileId: string) => ({
      _id: uuidv7(),
      type: 'scene-inline',
      scene: {
        _id: uuidv7(),
        name: 'x',
        type: 'image',
        sceneItems: [
          {
            _id: uuidv7(),
            start: 0,
            end: 5,
            x: 0,
            y: 0,
            w: 100,
            h: 100,
            item: { type: 'image', fileId },
          },
        ],
      },
    });
    const base = {
      accountId,
      layout: null,
      mediaFit: 'contain' as const,
      spaceIds: demoFile.spaceIds, // the space the screen was paired in
      createdAt: at,
      updatedAt: at,
    };
    await insertPlaylist(db, {
      ...base,
      id: innerId,
      name: 'inner',
      playlistItems: [
        ...sceneIds.map((sceneId) => ({ _id: uuidv7(), type: 'scene-reference', sceneId })),
        { _id: uuidv7(), type: 'playlist-reference', playlistId: outerId }, // a loop
      ],
    });
    await insertPlaylist(db, {
      ...base,
      id: outerId,
      name: 'outer',
      playlistItems: [
        ...fileIds.map(inline),
        { _id: uuidv7(), type: 'playlist-reference', playlistId: innerId },
        { _id: uuidv7(), type: 'playlist-reference', playlistId: outerId },
      ],
    });
    return outerId;
  }

  it('loads nested playlists, referenced scenes and files with a query count that does not grow with items', async () => {
    const small = await buildPlaylist(2);
    const large = await buildPlaylist(25);
    const count = async (id: string) => {
      const before = t.server.queryCount();
      const res = await t.gql<Playable>(PLAYABLE, { id, c: 'playlist' }, { token: deviceToken });
      expect(res.errors).toBeUndefined();
      return {
        queries: t.server.queryCount() - before,
        content: res.data!.playableContent.content,
      };
    };
    const a = await count(small);
    const b = await count(large);
    expect(b.content.playlists.map((p) => p.name).sort()).toEqual(['inner', 'outer']);
    expect(b.content.scenes).toHaveLength(25);
    expect(b.content.files).toHaveLength(25);
    expect(a.content.files).toHaveLength(2);
    expect(b.queries).toBe(a.queries);
  });

  it('never gives a device another account’s content', async () => {
    const db = t.server.services.db;
    const at = t.clock.now().toISOString();
    const otherAccount = uuidv7();
    await insertAccount(db, {
      id: otherAccount,
      name: 'Other',
      billingType: 'none',
      tariff: 'Enterprise',
      maxStorageCapacityInMB: 1,
      languageCode: 'en',
      temperatureUnit: 'celsius',
      createdAt: at,
    });
    const foreignPlaylist = uuidv7();
    await insertPlaylist(db, {
      id: foreignPlaylist,
      accountId: otherAccount,
      name: 'Foreign',
      playlistItems: [],
      layout: null,
      mediaFit: 'contain',
      spaceIds: [],
      createdAt: at,
      updatedAt: at,
    });
    const res = await t.gql(
      PLAYABLE,
      { id: foreignPlaylist, c: 'playlist' },
      { token: deviceToken },
    );
    expect(codeOf(res)).toBe('NOT_FOUND');
    const asOperator = await t.gql(
      PLAYABLE,
      { id: foreignPlaylist, c: 'playlist' },
      { token: operator },
    );
    expect(codeOf(asOperator)).toBe('NOT_FOUND');
  });
});
