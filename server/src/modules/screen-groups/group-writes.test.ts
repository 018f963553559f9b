import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { MAX_GROUPS } from './limits.js';

type Created = { createScreenGroup: { _id: string } | null };
type Refusal = { message: string; extensions?: { code?: string; fieldErrors?: unknown } };

// Writes to an account's set of groups that must see each other, however many arrive at once:
// unique names and the count limit. One server and operator for both.
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
    { token: operator },
  );
const refusalOf = (errors: unknown) => (errors as Refusal[] | undefined)?.[0]?.extensions;
const groupCount = async () =>
  (await t.gql<{ screenGroups: unknown[] }>('{ screenGroups { _id } }', {}, { token: operator }))
    .data!.screenGroups.length;

// Two groups of one name cannot be told apart in the filter, the checklists or the publish
// dialog: a walk as a new operator made "Brno shop" twice and could not tell which was which.
describe("a group's name", () => {
  it('is the account’s once, letter case aside, when 200 creations arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => create(i % 2 ? 'Brno shop' : ' brno SHOP ')),
    );
    expect(answers.filter((a) => a.data?.createScreenGroup)).toHaveLength(1);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(199);
    for (const { errors } of refused) {
      const refusal = refusalOf(errors);
      expect(refusal?.code).toBe('BAD_USER_INPUT');
      expect(refusal?.fieldErrors).toEqual([
        {
          path: 'name',
          message: expect.stringMatching(/^There is already a group named (Brno shop|brno SHOP)$/),
        },
      ]);
    }
  });

  it('cannot be given to another group by a rename; its own, in other letters, can', async () => {
    const prague = (await create('Prague shop')).data!.createScreenGroup!._id;
    const rename = (name: string) =>
      t.gql(
        'mutation($id: ID!, $n: String!) { renameScreenGroup(id: $id, name: $n) { name } }',
        { id: prague, n: name },
        { token: operator },
      );
    const taken = await rename('BRNO shop');
    expect(refusalOf(taken.errors)?.fieldErrors).toEqual([
      { path: 'name', message: 'There is already a group named BRNO shop' },
    ]);
    expect((await rename('PRAGUE shop')).data).toEqual({
      renameScreenGroup: { name: 'PRAGUE shop' },
    });
  });
});

describe('the per-account group limit', () => {
  it(`holds at ${MAX_GROUPS} when 200 creations arrive at once`, async () => {
    const before = await groupCount();
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
        Array.from({ length: MAX_GROUPS - 11 - before }, (_, i) => ({
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
