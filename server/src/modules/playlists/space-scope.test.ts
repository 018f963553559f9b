import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer } from '../../test/harness.js';
import { insertSchedule, listSchedules } from '../schedules/repo.js';
import { insertPlaylist, listPlaylists } from './repo.js';

// Content is listed and found only in the space it is shared to; the narrowing happens in the
// SQL of each repo, so it must behave the same on SQLite and PostgreSQL.

describe('space scoping of playlists and schedules', () => {
  let t: TestServer;
  let operator: string;
  let accountId: string;
  let elsewhere: string;

  const names = async (query: string, token: string) => {
    const res = await t.gql<Record<string, { name: string }[]>>(query, {}, { token });
    expect(res.errors).toBeUndefined();
    return Object.values(res.data!)[0]!.map((r) => r.name);
  };

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const me = await t.gql<{ currentUser: { accountId: string } }>(
      '{ currentUser { accountId } }',
      {},
      { token: operator },
    );
    accountId = me.data!.currentUser.accountId;
    const space = await t.gql<{ createSpace: { _id: string } }>(
      'mutation { createSpace(name: "Elsewhere") { _id } }',
      {},
      { token: operator },
    );
    elsewhere = space.data!.createSpace._id;
  });
  afterAll(() => t.close());

  it('does not list or find a playlist shared to another space, until the user switches there', async () => {
    const created = await t.gql<{ createPlaylist: { _id: string } }>(
      'mutation($s: [ID!]!) { createPlaylist(input: { name: "Shop window loop", spaceIds: $s }) { _id } }',
      { s: [elsewhere] },
      { token: operator },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createPlaylist._id;

    expect(await names('{ playlists { name } }', operator)).not.toContain('Shop window loop');
    const found = await t.gql(
      'query($id: ID!) { playlist(id: $id) { _id } }',
      { id },
      { token: operator },
    );
    expect(found.data).toEqual({ playlist: null });
    const edit = await t.gql(
      'mutation($id: ID!) { updatePlaylist(id: $id, input: { name: "Mine now" }) { _id } }',
      { id },
      { token: operator },
    );
    expect(codeOf(edit)).toBe('NOT_FOUND');

    const switched = await t.gql<{ changeCurrentSpace: { token: string } }>(
      'mutation($id: ID!) { changeCurrentSpace(spaceId: $id) { token } }',
      { id: elsewhere },
      { token: await t.signIn() },
    );
    const there = switched.data!.changeCurrentSpace.token;
    expect(await names('{ playlists { name } }', there)).toEqual(['Shop window loop']);
  });

  it('does not list a schedule shared to another space', async () => {
    const created = await t.gql(
      'mutation($s: [ID!]!) { createSchedule(input: { name: "Night shift", playlistTimings: [], spaceIds: $s }) { _id } }',
      { s: [elsewhere] },
      { token: operator },
    );
    expect(created.errors).toBeUndefined();
    expect(await names('{ schedules { name } }', operator)).not.toContain('Night shift');
  });

  it('matches the space id exactly: not another id that contains it, nor one in other case', async () => {
    const db = t.server.services.db;
    const at = '2030-01-01T00:00:00.000Z';
    const space = 'a1b2c3d4-0000-7000-8000-00000000000a';
    const rows: [string, string[]][] = [
      ['exact', ['other', space]],
      ['longer id', [`${space}0`]],
      ['upper case', [space.toUpperCase()]],
      ['no space', []],
    ];
    for (const [name, spaceIds] of rows) {
      const id = `${name.replace(/ /g, '-')}-${accountId.slice(0, 8)}`;
      await insertPlaylist(db, {
        id,
        accountId,
        name,
        playlistItems: [],
        layout: null,
        mediaFit: 'contain',
        spaceIds,
        createdAt: at,
        updatedAt: at,
      });
      await insertSchedule(db, {
        _id: id,
        accountId,
        name,
        playlistTimings: [],
        spaceIds,
        createdAt: at,
        updatedAt: at,
      });
    }
    const playlists = await listPlaylists(db, accountId, space);
    expect(playlists.map((p) => p.name)).toEqual(['exact']);
    const schedules = await listSchedules(db, accountId, space);
    expect(schedules.map((s) => s.name)).toEqual(['exact']);
    // Without a space to narrow to, every row of the account is listed.
    const all = await listPlaylists(db, accountId, null);
    expect(all.map((p) => p.name)).toEqual(expect.arrayContaining(rows.map(([name]) => name)));
  });
});
