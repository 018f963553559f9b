import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, messageOf, TestServer, type GqlResult } from '../test/harness.js';
import { INTROSPECTION_REFUSED } from './use-introspection-guard.js';

// The rule is what a document reads once its fragments are resolved, not the shape it is written in.
const DOCUMENTS = {
  'a named fragment': 'query { ...F } fragment F on Query { __schema { types { name } } }',
  'an inline fragment': 'query { ... on Query { __schema { types { name } } } }',
  'nested fragments':
    'query { ...A } fragment A on Query { ... on Query { ...B } } fragment B on Query { __schema { queryType { name } } }',
  'an alias': 'query { s: __schema { queryType { name } } }',
  'an aliased __type in a fragment':
    'query { ...F } fragment F on Query { t: __type(name: "Query") { fields { name } } }',
  'a named operation among others':
    'query A { __typename } query B { ...F } fragment F on Query { __schema { queryType { name } } }',
};

describe('introspection in production', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await TestServer.start({ NODE_ENV: 'production' });
    token = await t.signIn();
  });
  afterAll(() => t?.close());

  const operationOf = (query: string) => (query.startsWith('query A') ? 'B' : undefined);
  const post = (query: string, auth: { token?: string } = {}) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      },
      body: JSON.stringify({ query, operationName: operationOf(query) }),
    }).then(
      async (res) =>
        (await res.json()) as Pick<GqlResult<Record<string, unknown>>, 'data' | 'errors'>,
    );

  for (const [shape, query] of Object.entries(DOCUMENTS)) {
    it(`refuses anonymous introspection through ${shape}`, async () => {
      const anonymous = await post(query);
      expect(codeOf(anonymous)).toBe('FORBIDDEN');
      expect(messageOf(anonymous)).toBe(INTROSPECTION_REFUSED);
      expect(anonymous.data ?? null).toBeNull();
    });

    it(`answers a signed-in user's introspection through ${shape}`, async () => {
      const signedIn = await post(query, { token });
      expect(signedIn.errors).toBeUndefined();
      expect(Object.keys(signedIn.data ?? {}).length).toBeGreaterThan(0);
    });
  }

  it('leaves __typename open to anonymous callers, nested or in fragments', async () => {
    const answer = await t.gql(
      'query { ...F ... on Query { __typename } } fragment F on Query { __typename }',
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toMatchObject({ __typename: 'Query' });
  });

  it('leaves "Did you mean" out of validation errors, so field names cannot be guessed', async () => {
    const answer = await post('mutation { createApiKe }');
    expect(answer.errors?.[0]?.message).toBe(
      'Cannot query field "createApiKe" on type "Mutation".',
    );
  });
});
