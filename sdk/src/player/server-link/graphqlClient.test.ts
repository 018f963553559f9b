import { describe, expect, it } from 'vitest';
import { FakeHost } from '../../host/index.js';
import { CurrentDeviceDocument, RequestPairingCodeDocument } from '../graphql/generated.js';
import { backoffMs, createGraphQLClient, errorCodeOf, toWebSocketUrl } from './graphqlClient.js';

function clientAnswering(
  answer: (body: { query: string; variables: unknown }, headers: Headers) => Response,
) {
  const calls: Array<{
    url: string;
    headers: Headers;
    body: { query: string; variables: unknown };
  }> = [];
  const host = new FakeHost({
    fetch: async (url, init) => {
      const body = JSON.parse(init?.body as string) as { query: string; variables: unknown };
      const headers = new Headers(init?.headers);
      calls.push({ url, headers, body });
      return answer(body, headers);
    },
  });
  return {
    calls,
    client: createGraphQLClient({ apiUrl: 'https://marquee.test/graphql', fetch: host.fetch }),
  };
}

describe('GraphQL client', () => {
  it('POSTs the document text and variables, with the device token as a bearer', async () => {
    const { client, calls } = clientAnswering(() =>
      Response.json({ data: { currentDevice: null } }),
    );
    expect(await client.request(CurrentDeviceDocument, {}, { token: 'mqd_x' })).toEqual({
      currentDevice: null,
    });
    expect(calls[0]?.url).toBe('https://marquee.test/graphql');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer mqd_x');
    expect(calls[0]?.body.query).toContain('query CurrentDevice');
  });

  it('sends no authorization when unpaired', async () => {
    const { client, calls } = clientAnswering(() =>
      Response.json({
        data: { requestPairingCode: { pairingCode: 'X', pairingSecret: 'S', expiresAt: '' } },
      }),
    );
    await client.request(RequestPairingCodeDocument, { platform: 'web' });
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(calls[0]?.body.variables).toEqual({ platform: 'web' });
  });

  it("surfaces the server's error code", async () => {
    const { client } = clientAnswering(() =>
      Response.json({
        errors: [{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }],
      }),
    );
    const error = await client
      .request(CurrentDeviceDocument, {}, { token: 'bad' })
      .catch((e: unknown) => e);
    expect(errorCodeOf(error)).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a list', []],
    ['a string', 'Bad gateway'],
    ['errors that are not a list', { errors: 'boom' }],
    ['null', null],
  ])('calls a JSON body that is %s a bad response', async (_what, body) => {
    const { client } = clientAnswering(() => Response.json(body, { status: 502 }));
    const error = await client.request(CurrentDeviceDocument, {}).catch((e: unknown) => e);
    expect(errorCodeOf(error)).toBe('BAD_RESPONSE');
    expect((error as Error).message).toBe('Unexpected response (HTTP 502)');
  });

  it('reports an unreachable server as a network error', async () => {
    const client = createGraphQLClient({
      apiUrl: 'https://marquee.test/graphql',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await client.request(CurrentDeviceDocument, {}).catch((e: unknown) => e);
    expect(errorCodeOf(error)).toBe('NETWORK_ERROR');
  });

  it('derives the socket URL and backs off exponentially up to 30 s', () => {
    expect(toWebSocketUrl('https://a.test/graphql')).toBe('wss://a.test/graphql');
    expect(toWebSocketUrl('http://localhost:8080/graphql')).toBe('ws://localhost:8080/graphql');
    expect([0, 1, 2, 10].map((n) => backoffMs(n, () => 0))).toEqual([1000, 2000, 4000, 30_000]);
  });
});
