import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema.js';
import { Kind, parse, validate } from '../graphql/graphql-js.js';
import { operationCost } from '../graphql/operation-cost.js';
import { codeOf, messageOf, TestServer } from '../test/harness.js';
import { nestingDepth } from '../graphql/nesting-depth.js';
import { NESTED_TOO_DEEPLY, OPERATION_LIMITS } from './use-operation-limits.js';

// Cost control: a small request must not make the server do huge work (once, seven levels of
// folder ancestors held the server for 40 s; 5,000 aliased device pages for 20 s; one createFiles
// call made 20,000 records). Every limit is checked before the first resolver runs.

const repo = resolve(import.meta.dirname, '../../..');
const graphqlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.graphql'))
    .map((d) => join(d.parentPath, d.name));

describe('the operations Marquee itself sends', () => {
  const schema = buildSchema();
  const sets = {
    console: graphqlFiles(join(repo, 'console/src')),
    player: graphqlFiles(join(repo, 'sdk/src/player/graphql')),
    'server tests': graphqlFiles(join(repo, 'server/src/test/documents')),
  };

  it.each(Object.entries(sets))(
    '%s: all within every limit, at the biggest page size',
    (_, files) => {
      expect(files.length).toBeGreaterThan(0);
      const source = files.map((f) => readFileSync(f, 'utf8')).join('\n');
      const document = parse(source);
      const rules = [
        maxDepthRule({ n: OPERATION_LIMITS.depth, flattenFragments: true }),
        maxAliasesRule({ n: OPERATION_LIMITS.aliases }),
        maxDirectivesRule({ n: OPERATION_LIMITS.directives }),
      ];
      expect(validate(schema, document, rules).map((e) => e.message)).toEqual([]);
      for (const definition of document.definitions) {
        if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
        const name = definition.name?.value;
        // One operation's text (with the fragments it may use) stays under the token limit.
        expect(() =>
          parse(source.slice(definition.loc!.start, definition.loc!.end), {
            maxTokens: OPERATION_LIMITS.tokens,
          }),
        ).not.toThrow();
        const cost = operationCost(schema, document, name, { limit: 200, first: 200 });
        expect({ name, cost }).toEqual({ name, cost: expect.any(Number) as number });
        expect(cost, name).toBeLessThanOrEqual(OPERATION_LIMITS.cost);
      }
      expect(nestingDepth(source)).toBeLessThanOrEqual(OPERATION_LIMITS.nesting);
    },
  );
});

describe('cost control over HTTP', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
  });
  afterAll(() => t.close());

  const folderNames = async () => {
    const result = await t.gql<{ folders: Array<{ name: string }> }>(
      '{ folders { name } }',
      {},
      { token },
    );
    return (result.data?.folders ?? []).map((f) => f.name);
  };

  it('refuses nested unbounded lists before running anything', async () => {
    const chain = 'ancestors { '.repeat(7) + '_id' + ' }'.repeat(7);
    const result = await t.gql(
      `mutation { createFolder(name: "never made") { _id ${chain} } }`,
      {},
      { token },
    );
    expect(result.data ?? null).toBeNull();
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(messageOf(result)).toMatch(
      /^This operation asks for too much at once \(estimated cost \d+, at most 10000\)/,
    );
    expect(await folderNames()).not.toContain('never made');
  });

  it('refuses many aliases, and a flood of them, with a clear message', async () => {
    const aliases = Array.from(
      { length: 21 },
      (_, i) => `a${i}: createFolder(name: "alias ${i}") { _id }`,
    );
    const few = await t.gql(`mutation { ${aliases.join(' ')} }`, {}, { token });
    expect(few.errors?.[0]?.message).toMatch(/Aliases limit of 20 exceeded, found 21/);
    expect((await folderNames()).filter((n) => n.startsWith('alias '))).toEqual([]);

    const pages = Array.from({ length: 5000 }, (_, i) => `p${i}: devicePage(limit: 200) { total }`);
    const flood = await t.gql(`{ ${pages.join(' ')} }`, {}, { token });
    expect(flood.data ?? null).toBeNull();
    expect(flood.errors?.[0]?.message).toMatch(/Token limit of 2000 exceeded/);
  });

  it('refuses thousands of nested list literals before the parser recurses into them', async () => {
    // 6 KB, anonymous: 3,000 levels overflowed graphql-js's parser (an internal error) before its
    // token limit was reached.
    const nested = '['.repeat(3_000) + ']'.repeat(3_000);
    const answer = await t.gql(`{ __typename @skip(if: ${nested}) }`);
    expect(codeOf(answer)).toBe('GRAPHQL_PARSE_FAILED');
    expect(messageOf(answer)).toBe(NESTED_TOO_DEEPLY);
    // Brackets inside strings and comments are not nesting.
    const quoted = await t.gql(`# ${'['.repeat(500)}\n{ __typename @skip(if: false) }`);
    expect(quoted.data).toEqual({ __typename: 'Query' });
    expect(nestingDepth('{ a(b: "[[[\\"[[[") { c(d: """{{{\\"""{{""") } }')).toBe(3);
  });

  it('refuses a deep query', async () => {
    const deep = 'ancestors { '.repeat(12) + '_id' + ' }'.repeat(12);
    const result = await t.gql(`{ folders { ${deep} } }`, {}, { token });
    expect(result.errors?.[0]?.message).toMatch(/Query depth limit of 10 exceeded/);
  });

  it('makes at most 100 file records per createFiles call, and none when over', async () => {
    const files = Array.from({ length: 101 }, (_, i) => ({
      originalName: `bulk-${i}.png`,
      fileSizeInBytes: 10,
      mimetype: 'image/png',
    }));
    const result = await t.gql(
      'mutation($files: [CreateFileInput!]!) { createFiles(files: $files) { _id } }',
      { files },
      { token },
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(messageOf(result)).toBe('Upload at most 100 files at once');
    const listed = await t.gql<{ files: Array<{ originalName: string }> }>(
      '{ files { originalName } }',
      {},
      { token },
    );
    expect((listed.data?.files ?? []).filter((f) => f.originalName.startsWith('bulk-'))).toEqual(
      [],
    );
  });
});

describe('introspection', () => {
  const schemaName = '{ __schema { queryType { name } } }';

  it('in production: refused to anonymous callers, open to signed-in users; no GraphiQL', async () => {
    const t = await TestServer.start({ NODE_ENV: 'production' });
    try {
      const anonymous = await t.gql(schemaName);
      expect(codeOf(anonymous)).toBe('FORBIDDEN');
      expect(messageOf(anonymous)).toBe(
        'Introspection is available to signed-in users and API keys only',
      );
      const signedIn = await t.gql(schemaName, {}, { token: await t.signIn() });
      expect(signedIn.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      const page = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toContain('GraphiQL');
    } finally {
      await t.close();
    }
  });

  it('in development: open to everyone, with GraphiQL', async () => {
    const t = await TestServer.start();
    try {
      expect((await t.gql(schemaName)).data).toEqual({
        __schema: { queryType: { name: 'Query' } },
      });
      const page = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).toContain('GraphiQL');
    } finally {
      await t.close();
    }
  });
});
