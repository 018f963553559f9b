import { describe, expect, it } from 'vitest';
import type { GraphQLClient } from './graphqlClient.js';
import { measureServerOffset, offsetFromSamples } from './serverTime.js';

describe('the clock offset from the server', () => {
  it('trusts the exchange with the shortest round trip', () => {
    expect(
      offsetFromSamples([
        { sentAt: 1000, receivedAt: 1400, serverTime: 6000 }, // 400 ms there and back
        { sentAt: 2000, receivedAt: 2040, serverTime: 7020 }, // 40 ms: server is 5,000 ms ahead
        { sentAt: 3000, receivedAt: 3300, serverTime: 7900 },
      ]),
    ).toBe(5000);
    expect(offsetFromSamples([])).toBeNull();
    expect(offsetFromSamples([{ sentAt: 10, receivedAt: 5, serverTime: 1 }])).toBeNull();
  });

  it('measures a server 2.5 s behind through the client, on a virtual clock', async () => {
    let device = 1_000_000;
    const client: Pick<GraphQLClient, 'request'> = {
      request: async <R>() => {
        device += 30; // the request's way there
        const answer = { serverTime: new Date(device - 2500).toISOString() };
        device += 30; // and back
        return answer as R;
      },
    };
    expect(await measureServerOffset(client, () => device)).toBe(-2500);
  });

  it('gives null when the server cannot be reached', async () => {
    const client: Pick<GraphQLClient, 'request'> = {
      request: () => Promise.reject(new Error('offline')),
    };
    expect(await measureServerOffset(client, () => 0)).toBeNull();
  });
});
