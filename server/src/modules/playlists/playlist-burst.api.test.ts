import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, TestServer } from '../../test/harness.js';
import { MAX_PLAYLIST_ITEMS } from './validate.js';

// Files dropped on one playlist from many tabs at once: the playlist's item limit holds exactly,
// and no accepted file is lost to another request writing at the same time.

const BURST = 200;
const ROOM = 10;
/** The sentence the console shows beside the list. */
const TOO_MANY = 'A playlist can have at most 1,000 items';

type Items = { playlistItems: { _id: string }[] };

describe('a playlist under 200 parallel additions', () => {
  let t: TestServer;
  let operator: string;
  let fileId: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const res = await t.gql<{ files: { _id: string }[] }>(
      '{ files { _id } }',
      {},
      { token: operator },
    );
    fileId = res.data!.files[0]!._id;
  });
  afterAll(() => t.close());

  const add = (playlistId: string, count: number) =>
    t.gql<{ addFilesToPlaylist: { _id: string } }>(
      'mutation($p: ID!, $f: [ID!]!) { addFilesToPlaylist(playlistId: $p, fileIds: $f) { _id } }',
      { p: playlistId, f: Array.from({ length: count }, () => fileId) },
      { token: operator },
    );
  const itemsOf = async (id: string) =>
    (
      await t.gql<{ playlist: Items }>(
        'query($id: ID!) { playlist(id: $id) { playlistItems } }',
        { id },
        { token: operator },
      )
    ).data!.playlist.playlistItems;

  it('takes exactly the files that fit, one each, and refuses the rest', async () => {
    const created = await t.gql<{ createPlaylist: { _id: string } }>(
      'mutation { createPlaylist(input: { name: "Crowded" }) { _id } }',
      {},
      { token: operator },
    );
    const id = created.data!.createPlaylist._id;
    expect((await add(id, MAX_PLAYLIST_ITEMS - ROOM)).errors).toBeUndefined();

    const answers = await Promise.all(Array.from({ length: BURST }, () => add(id, 1)));
    const accepted = answers.filter((a) => !a.errors);
    const refused = answers.filter((a) => a.errors);
    expect(accepted).toHaveLength(ROOM);
    expect(refused).toHaveLength(BURST - ROOM);
    for (const answer of refused) {
      expect(codeOf(answer)).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        fieldErrors: [{ path: 'playlistItems', message: TOO_MANY }],
      });
    }
    // Every accepted file is in the playlist: none was overwritten by a parallel write.
    const items = await itemsOf(id);
    expect(items).toHaveLength(MAX_PLAYLIST_ITEMS);
    expect(new Set(items.map((i) => i._id)).size).toBe(MAX_PLAYLIST_ITEMS);
  });
});
