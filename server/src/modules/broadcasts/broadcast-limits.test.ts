import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount } from '../../test/accounts.js';
import { TestServer } from '../../test/harness.js';
import { MAX_TARGET_GROUPS } from '../screen-groups/limits.js';
import { MAX_UNFINISHED_BROADCASTS } from './limits.js';

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

  it('refuses a group of another account or none, at its place in the list', async () => {
    const answer = await start(['no-such-group']);
    expect(answer.data?.startBroadcast ?? null).toBeNull();
    expect(answer.errors).toMatchObject([
      {
        message: 'Group not found',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'input.groupIds.0', message: 'Group not found' }],
        },
      },
    ]);
  });
});

describe(`an account has at most ${MAX_UNFINISHED_BROADCASTS} broadcasts on air or set`, () => {
  let t: TestServer;
  let owner: string;
  let playlistId: string;

  beforeAll(async () => {
    t = await TestServer.start();
    owner = await signUpAccount(t, 'many-broadcasts@example.com');
    const made = await t.gql<{ createPlaylist: { _id: string } }>(
      'mutation { createPlaylist(input: { name: "Closed today" }) { _id } }',
      {},
      { token: owner },
    );
    playlistId = made.data!.createPlaylist._id;
  });
  afterAll(() => t.close());

  const start = (startsAt: string | null) =>
    t.gql<{ startBroadcast: { _id: string } | null }>(
      'mutation($i: StartBroadcastInput!) { startBroadcast(input: $i) { _id } }',
      { i: { content: { collectionName: 'playlist', entityId: playlistId }, startsAt } },
      { token: owner },
    );
  const unfinished = () =>
    t
      .gql<{ activeBroadcasts: { _id: string }[] }>(
        '{ activeBroadcasts { _id } }',
        {},
        { token: owner },
      )
      .then((a) => a.data!.activeBroadcasts);

  it('starts exactly that many of 200 parallel starts, live or set for later', async () => {
    const later = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => start(i % 2 === 0 ? null : later)),
    );
    const started = answers.filter((a) => a.data?.startBroadcast);
    expect(started).toHaveLength(MAX_UNFINISHED_BROADCASTS);
    for (const { data, errors } of answers.filter((a) => !a.data?.startBroadcast)) {
      expect(data?.startBroadcast ?? null).toBeNull();
      const [error] = errors as Refusal[];
      expect(error!.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error!.message).toBe(
        `An account can have at most ${MAX_UNFINISHED_BROADCASTS} broadcasts on air or set for later. Clear one first.`,
      );
    }
    expect(await unfinished()).toHaveLength(MAX_UNFINISHED_BROADCASTS);
  });

  it('starts one more once one is cleared', async () => {
    const [first] = await unfinished();
    expect((await start(null)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await t.gql(
      'mutation($id: ID!) { clearBroadcast(id: $id) }',
      { id: first!._id },
      { token: owner },
    );
    expect((await start(null)).data?.startBroadcast?._id).toBeTruthy();
    expect(await unfinished()).toHaveLength(MAX_UNFINISHED_BROADCASTS);
  });
});
