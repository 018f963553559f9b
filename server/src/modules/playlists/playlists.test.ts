import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchContentVersions } from '../../test/content-versions.js';
import { codeOf, TestServer } from '../../test/harness.js';

type FieldErrors = { path: string; message: string }[];
const fieldErrorsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.fieldErrors as FieldErrors | undefined;

const PLAYLIST = '_id name playlistItems layout mediaFit spaceIds';
const CREATE = `mutation($input: PlaylistInput!) { createPlaylist(input: $input) { ${PLAYLIST} } }`;
const UPDATE = `mutation($id: ID!, $input: PlaylistInput!) { updatePlaylist(id: $id, input: $input) { ${PLAYLIST} } }`;

type PlaylistDoc = { _id: string; name: string; playlistItems: Record<string, unknown>[] };

describe('playlists', () => {
  let t: TestServer;
  let operator: string;
  let files: { _id: string; originalName: string }[];
  const create = async (input: Record<string, unknown>) => {
    const res = await t.gql<{ createPlaylist: PlaylistDoc }>(
      CREATE,
      { input },
      { token: operator },
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.createPlaylist;
  };
  const update = (id: string, input: Record<string, unknown>) =>
    t.gql<{ updatePlaylist: PlaylistDoc }>(UPDATE, { id, input }, { token: operator });

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const res = await t.gql<{ files: { _id: string; originalName: string }[] }>(
      '{ files { _id originalName } }',
      {},
      { token: operator },
    );
    files = res.data!.files;
  });
  afterAll(() => t.close());

  it('creates, renames, lists and deletes a playlist', async () => {
    const created = await create({ name: 'Lobby loop' });
    expect(created).toMatchObject({ name: 'Lobby loop', playlistItems: [], mediaFit: 'contain' });
    const renamed = await update(created._id, { name: 'Lobby' });
    expect(renamed.data?.updatePlaylist.name).toBe('Lobby');
    const list = await t.gql<{ playlists: { name: string }[] }>(
      '{ playlists { name } }',
      {},
      { token: operator },
    );
    expect(list.data?.playlists.map((p) => p.name)).toContain('Lobby');
    const deleted = await t.gql(
      'mutation($id: ID!) { deletePlaylist(id: $id) }',
      { id: created._id },
      { token: operator },
    );
    expect(deleted.data).toEqual({ deletePlaylist: true });
    const gone = await t.gql(
      'query($id: ID!) { playlist(id: $id) { _id } }',
      { id: created._id },
      { token: operator },
    );
    expect(gone.data).toEqual({ playlist: null });
  });

  it('adds an image as an inline scene of 10 s, not the hour of an image alone', async () => {
    const playlist = await create({ name: 'Media' });
    const res = await t.gql<{ addFilesToPlaylist: PlaylistDoc }>(
      `mutation($p: ID!, $f: [ID!]!) { addFilesToPlaylist(playlistId: $p, fileIds: $f) { ${PLAYLIST} } }`,
      { p: playlist._id, f: [files[0]!._id] },
      { token: operator },
    );
    expect(res.errors).toBeUndefined();
    const [item] = res.data!.addFilesToPlaylist.playlistItems;
    expect(item).toMatchObject({
      type: 'scene-inline',
      zoneId: 0,
      scene: {
        type: 'image',
        name: files[0]!.originalName,
        sceneItems: [
          {
            start: 0,
            end: 10,
            x: 0,
            y: 0,
            w: 100,
            h: 100,
            item: { type: 'image', fileId: files[0]!._id, body: { imageSizing: 'contain' } },
          },
        ],
      },
    });
    // A length of its own, shown and editable in the playlist editor.
    expect((item!.scene as Record<string, unknown>).duration).toBe(10);
  });

  it('holds a playlist to 1,000 items also when files are added a batch at a time', async () => {
    const playlist = await create({ name: 'Full' });
    const add = (count: number) =>
      t.gql<{ addFilesToPlaylist: PlaylistDoc }>(
        'mutation($p: ID!, $f: [ID!]!) { addFilesToPlaylist(playlistId: $p, fileIds: $f) { playlistItems } }',
        { p: playlist._id, f: Array.from({ length: count }, () => files[0]!._id) },
        { token: operator },
      );
    expect((await add(1_000)).data?.addFilesToPlaylist.playlistItems).toHaveLength(1_000);
    const over = await add(1);
    expect(codeOf(over)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(over)).toEqual([
      { path: 'playlistItems', message: 'A playlist can have at most 1,000 items' },
    ]);
    const kept = await t.gql<{ playlist: PlaylistDoc }>(
      'query($id: ID!) { playlist(id: $id) { playlistItems } }',
      { id: playlist._id },
      { token: operator },
    );
    expect(kept.data?.playlist.playlistItems).toHaveLength(1_000);
  });

  it('refuses invalid documents with field errors at exact paths', async () => {
    const playlist = await create({ name: 'Checked' });
    const res = await update(playlist._id, {
      playlistItems: [
        { _id: 'a', type: 'scene-reference', sceneId: '' },
        {
          _id: 'b',
          type: 'playlist-reference',
          playlistId: 'x',
          zoneId: 1,
          timingRulesV2: [{ mode: 'weekly', timeRangesV2: [{ start: '25:00', end: '10:00' }] }],
        },
      ],
    });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    const paths = fieldErrorsOf(res)!.map((e) => e.path);
    expect(paths).toContain('playlistItems.0.sceneId');
    expect(paths).toContain('playlistItems.1.timingRulesV2.0.timeRangesV2.0.start');
    expect(paths).toContain('playlistItems.1.zoneId');
    const blank = await update(playlist._id, { name: '' });
    expect(fieldErrorsOf(blank)).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it("refuses misspelt keys and non-existent dates in the sdk's words", async () => {
    const playlist = await create({ name: 'Strict' });
    const res = await update(playlist._id, {
      playlistItems: [
        {
          _id: 'a',
          type: 'scene-reference',
          sceneId: 's',
          timingRulesV2: [
            {
              mode: 'weekly',
              weekDays: { monday: true },
              dateRangesV2: [{ start: '2026-02-01', end: '2026-02-30' }],
            },
          ],
        },
      ],
    });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(res)).toEqual([
      {
        path: 'playlistItems.0.timingRulesV2.0.weekDays',
        message: 'Unknown key "monday"; expected one of sun, mon, tue, wed, thu, fri, sat',
      },
      {
        path: 'playlistItems.0.timingRulesV2.0.dateRangesV2.0.end',
        message: '"2026-02-30" is not a calendar date',
      },
    ]);
  });

  it('refuses a playlist that would contain itself, directly or through others', async () => {
    const a = await create({ name: 'A' });
    const b = await create({
      name: 'B',
      playlistItems: [{ _id: 'b1', type: 'playlist-reference', playlistId: a._id }],
    });
    const direct = await update(a._id, {
      playlistItems: [{ _id: 'a1', type: 'playlist-reference', playlistId: a._id }],
    });
    expect(codeOf(direct)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(direct)?.[0]?.path).toBe('playlistItems.0');
    const indirect = await update(a._id, {
      playlistItems: [
        { _id: 'a0', type: 'playlist-reference', playlistId: 'unrelated' },
        { _id: 'a1', type: 'playlist-reference', playlistId: b._id },
      ],
    });
    expect(codeOf(indirect)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(indirect)?.[0]?.path).toBe('playlistItems.1');
  });

  it('notifies a screen showing a playlist when a nested playlist changes', async () => {
    const inner = await create({ name: 'Inner' });
    const outer = await create({
      name: 'Outer',
      playlistItems: [{ _id: 'o1', type: 'playlist-reference', playlistId: inner._id }],
    });
    const { deviceId, deviceToken } = await t.pairDevice(operator);
    await t.gql(
      'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }',
      { d: deviceId, e: outer._id },
      { token: operator },
    );
    const screen = watchContentVersions(t, deviceToken);
    // The subscription opens with the version the screen plays now; after that, only changes.
    const before = await screen.next();
    expect((await screen.content(before))?.content.files).toEqual([]);
    await t.gql(
      `mutation($p: ID!, $f: [ID!]!) { addFilesToPlaylist(playlistId: $p, fileIds: $f, duration: 5) { _id } }`,
      { p: inner._id, f: [files[1]!._id] },
      { token: operator },
    );
    const after = await screen.next();
    expect(after.hash).not.toBe(before.hash);
    const content = await screen.content(after);
    expect(content?.content.playlists).toHaveLength(2);
    expect(content?.content.files.map((f) => f._id)).toEqual([files[1]!._id]);
  });

  it('tells screens when a playlist is deleted: one showing it shows nothing, one showing a container refetches', async () => {
    const doomed = await create({ name: 'Doomed' });
    const outer = await create({
      name: 'Holds doomed',
      playlistItems: [{ _id: 'h1', type: 'playlist-reference', playlistId: doomed._id }],
    });
    const watch = async (entityId: string) => {
      const { deviceId, deviceToken } = await t.pairDevice(operator);
      await t.gql(
        'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }',
        { d: deviceId, e: entityId },
        { token: operator },
      );
      const screen = watchContentVersions(t, deviceToken);
      const first = await screen.next();
      expect((await screen.content(first))?.entityId).toBe(entityId);
      return { deviceId, screen, first };
    };
    const direct = await watch(doomed._id);
    const nested = await watch(outer._id);

    const deleted = await t.gql(
      'mutation($id: ID!) { deletePlaylist(id: $id) }',
      { id: doomed._id },
      { token: operator },
    );
    expect(deleted.data).toEqual({ deletePlaylist: true });
    // The screen showing it shows nothing; the one showing its container gets it without it.
    expect(await direct.screen.next()).toEqual({ hash: null, url: null, spreadMs: 0 });
    const refetched = await nested.screen.next();
    expect(refetched.hash).not.toBe(nested.first.hash);
    const content = await nested.screen.content(refetched);
    expect(content?.entityId).toBe(outer._id);
    expect(content?.content.playlists.map((p) => p._id)).toEqual([outer._id]);
  });
});
