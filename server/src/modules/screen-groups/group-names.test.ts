import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';

type Created = { createScreenGroup: { _id: string } | null };
type Refusal = { extensions?: { code?: string; fieldErrors?: unknown } };

// Two groups of one name cannot be told apart in the filter, the checklists or the publish
// dialog: a walk as a new operator made "Brno shop" twice and could not tell which was which.
describe("a group's name", () => {
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

  it('is the account’s once, letter case aside, when 50 creations arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => create(i % 2 ? 'Brno shop' : ' brno SHOP ')),
    );
    expect(answers.filter((a) => a.data?.createScreenGroup)).toHaveLength(1);
    const refused = answers.filter((a) => a.errors);
    expect(refused).toHaveLength(49);
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
