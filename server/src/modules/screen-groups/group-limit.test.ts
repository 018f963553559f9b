import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { MAX_GROUPS } from './limits.js';

type Created = { createScreenGroup: { _id: string } | null };
type Refusal = { message: string; extensions?: { code?: string; fieldErrors?: unknown } };

describe('the per-account group limit', () => {
  let t: TestServer;
  let operator: string;

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const create = (name: string) =>
    t.gql<Created>(
      'mutation($n: String!) { createScreenGroup(name: $n) { _id } }',
      { n: name },
      {
        token: operator,
      },
    );
  const groupCount = async () =>
    (await t.gql<{ screenGroups: unknown[] }>('{ screenGroups { _id } }', {}, { token: operator }))
      .data!.screenGroups.length;

  it(`holds at ${MAX_GROUPS} when 200 creations arrive at once`, async () => {
    const first = await create('Group 0');
    expect(first.errors).toBeUndefined();
    // The account's first groups are written straight to the table: 490 calls would only slow
    // the test down, and what is under test is the last ten places.
    const db = t.server.services.db;
    const model = await db
      .selectFrom('screen_groups')
      .selectAll()
      .where('id', '=', first.data!.createScreenGroup!._id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('screen_groups')
      .values(
        Array.from({ length: MAX_GROUPS - 11 }, (_, i) => ({
          ...model,
          id: randomUUID(),
          name: `Group ${i + 1}`,
        })),
      )
      .execute();

    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => create(`Burst ${i}`)));
    const made = answers.filter((a) => a.data?.createScreenGroup);
    const refused = answers.filter((a) => a.errors);
    expect(made).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const { errors } of refused) {
      const [error] = errors as Refusal[];
      expect(error!.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error!.extensions?.fieldErrors).toEqual([
        { path: 'name', message: `At most ${MAX_GROUPS} groups` },
      ]);
    }
    expect(await groupCount()).toBe(MAX_GROUPS);
  });

  it('lets a group be made again once one is deleted', async () => {
    const [oldest] = (
      await t.gql<{ screenGroups: { _id: string }[] }>(
        '{ screenGroups { _id } }',
        {},
        {
          token: operator,
        },
      )
    ).data!.screenGroups;
    const deleted = await t.gql(
      'mutation($g: ID!) { deleteScreenGroup(id: $g) }',
      { g: oldest!._id },
      { token: operator },
    );
    expect(deleted.errors).toBeUndefined();
    expect((await create('After a deletion')).errors).toBeUndefined();
    expect((await create('One too many')).errors).toBeDefined();
  });
});
