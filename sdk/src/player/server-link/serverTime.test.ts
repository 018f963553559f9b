import { describe, expect, it } from 'vitest';
import type { GraphQLClient } from './graphqlClient.js';
import {
  MAX_BACKWARD_CORRECTION_MS,
  measureServerOffset,
  nextServerOffset,
  offsetFromSamples,
} from './serverTime.js';

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

  it('gives null when the server cannot be reached, after asking once', async () => {
    let asked = 0;
    const client: Pick<GraphQLClient, 'request'> = {
      request: () => (asked++, Promise.reject(new Error('offline'))),
    };
    expect(await measureServerOffset(client, () => 0)).toBeNull();
    expect(asked).toBe(1);
  });

  it('keeps what answered when a later exchange fails, and asks no more', async () => {
    let asked = 0;
    const client: Pick<GraphQLClient, 'request'> = {
      request: <R>() =>
        ++asked === 1
          ? Promise.resolve({ serverTime: new Date(1_000).toISOString() } as R)
          : Promise.reject(new Error('offline')),
    };
    expect(await measureServerOffset(client, () => 0)).toBe(1_000);
    expect(asked).toBe(2);
  });
});

describe('a later measurement never stops the clock', () => {
  it('takes the first measurement whatever it is, and small corrections either way', () => {
    expect(nextServerOffset(null, -600_000)).toEqual({ offset: -600_000, refused: false });
    expect(nextServerOffset(-600_000, -600_250)).toEqual({ offset: -600_250, refused: false });
    expect(nextServerOffset(0, 5 * 60_000)).toEqual({ offset: 5 * 60_000, refused: false });
  });

  it('keeps the offset when an exchange failed', () => {
    expect(nextServerOffset(1_234, null)).toEqual({ offset: 1_234, refused: false });
  });

  it('refuses a jump back of minutes: a replayed answer, which would freeze the screen', () => {
    // A cached serverTime answer 10 minutes old looks like a server 10 minutes behind.
    expect(nextServerOffset(0, -10 * 60_000)).toEqual({ offset: 0, refused: true });
    expect(nextServerOffset(0, -MAX_BACKWARD_CORRECTION_MS)).toEqual({
      offset: -MAX_BACKWARD_CORRECTION_MS,
      refused: false,
    });
  });
});
