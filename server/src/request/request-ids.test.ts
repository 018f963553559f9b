import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { GraphQLError } from '../graphql/graphql-js.js';
import { useRequestId } from '../plugins/use-request-id.js';
import { requestIdOf } from './request-ids.js';

// An internal error is masked with the id of the request it happened in (logged on the server,
// returned to the client), for queries and for each event of a subscription alike.
function yogaWithMasking() {
  const logged: { message: string; requestId: string | undefined }[] = [];
  const yoga = createYoga<{ requestId: string }>({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        type Query {
          ok: String
          broken: String
        }
        type Subscription {
          ticks: String
        }
      `,
      resolvers: {
        Query: {
          ok: () => 'fine',
          broken: () => {
            throw new Error('SQLITE_BUSY: database is locked');
          },
        },
        Subscription: {
          ticks: {
            subscribe: async function* () {
              yield { ticks: 'first' };
              yield { ticks: null };
            },
            resolve: (event: { ticks: string | null }) => {
              if (event.ticks === null) throw new Error('lost connection to the database');
              return event.ticks;
            },
          },
        },
      },
    }),
    plugins: [useRequestId()],
    maskedErrors: {
      maskError: (error, message) => {
        const original = (error as { originalError?: unknown }).originalError;
        const requestId = requestIdOf(error) ?? requestIdOf(original);
        logged.push({ message: (original as Error | undefined)?.message ?? '', requestId });
        return new GraphQLError(`${message} (request ${requestId ?? 'unknown'})`);
      },
    },
    logging: false,
  });
  return { yoga, logged };
}

describe('request ids on masked errors', () => {
  it('masks an internal error in a query with the request id', async () => {
    const { yoga, logged } = yogaWithMasking();
    const res = await yoga.fetch(
      'http://localhost/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ ok broken }' }),
      },
      { requestId: 'req-query-1' },
    );
    const body = (await res.json()) as { data: unknown; errors: { message: string }[] };
    expect(body.data).toEqual({ ok: 'fine', broken: null });
    expect(body.errors.map((e) => e.message)).toEqual(['Unexpected error. (request req-query-1)']);
    expect(logged).toEqual([
      { message: 'SQLITE_BUSY: database is locked', requestId: 'req-query-1' },
    ]);
  });

  it('masks an internal error in a subscription event with the subscription request id', async () => {
    const { yoga, logged } = yogaWithMasking();
    const { parse, execute, subscribe, contextFactory, schema } = yoga.getEnveloped({
      requestId: 'req-sub-7',
    });
    const stream = (await subscribe({
      schema,
      document: parse('subscription { ticks }'),
      contextValue: await contextFactory(),
      rootValue: { execute },
    })) as AsyncIterableIterator<{ data?: unknown; errors?: { message: string }[] }>;
    const events = [];
    for await (const event of stream) events.push(event);
    expect(events).toEqual([
      { data: { ticks: 'first' } },
      {
        data: { ticks: null },
        errors: [expect.objectContaining({ message: 'Unexpected error. (request req-sub-7)' })],
      },
    ]);
    expect(logged).toEqual([
      { message: 'lost connection to the database', requestId: 'req-sub-7' },
    ]);
  });
});
