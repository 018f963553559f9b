import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { MAX_TARGET_GROUPS } from '../screen-groups/limits.js';

type Refusal = { message: string; extensions?: { code?: string } };

describe('a broadcast names at most 100 groups', () => {
  let t: TestServer;
  let operator: string;
  let playlistId: string;

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    playlistId = (
      await t.gql<{ playlists: { _id: string }[] }>(
        '{ playlists { _id } }',
        {},
        { token: operator },
      )
    ).data!.playlists[0]!._id;
  });
  afterAll(() => t.close());

  const start = (groupIds: string[]) =>
    t.gql<{ startBroadcast: { _id: string } | null }>(
      'mutation($i: StartBroadcastInput!) { startBroadcast(input: $i) { _id } }',
      { i: { content: { collectionName: 'playlist', entityId: playlistId }, groupIds } },
      { token: operator },
    );

  it('refuses 200 over-long lists at once, and none starts', async () => {
    const tooMany = Array.from({ length: MAX_TARGET_GROUPS + 1 }, (_, i) => `group-${i}`);
    const answers = await Promise.all(Array.from({ length: 200 }, () => start(tooMany)));
    for (const { data, errors } of answers) {
      expect(data?.startBroadcast ?? null).toBeNull();
      const [error] = errors as Refusal[];
      expect(error!.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error!.message).toContain(`Choose at most ${MAX_TARGET_GROUPS} groups`);
    }
    const active = await t.gql<{ activeBroadcasts: unknown[] }>(
      '{ activeBroadcasts { _id } }',
      {},
      { token: operator },
    );
    expect(active.data!.activeBroadcasts).toEqual([]);
  });

  it('names a group of another account or none as not found', async () => {
    const answer = await start(['no-such-group']);
    expect((answer.errors as Refusal[])[0]!.extensions?.code).toBe('NOT_FOUND');
  });
});
