import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPosFixtureServer, type PosFixtureServer } from '../../../../fixtures/pos/server.js';
import { REFUSAL_MESSAGES } from '../../net/errors.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import { PosCurrentStoreMenuDocument } from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';
import { POS_FETCHES_RATE_MESSAGE } from './service.js';

// What holds whichever vendor: every call goes through the URL guard, screens showing one store
// share one call, and an account's calls are rate limited.

const MINUTE = 60_000;

describe('point-of-sale calls', () => {
  let pos: PosFixtureServer;
  /** The server under test: the fixture serves its first recorded day as that server's today. */
  let t: TestServer;

  beforeAll(async () => {
    pos = await startPosFixtureServer({ today: () => t.clock.now() });
  });
  afterAll(() => pos.stop());

  describe('without the operator letting the fixture through', () => {
    let token: string;

    beforeAll(async () => {
      t = await TestServer.start({ SEPTIM_API_URL: pos.origin, GS_API_URL: pos.origin });
      token = await t.signIn();
    }, 60_000);
    afterAll(() => t.close());

    it('refuses an internal address through the guard and never connects', async () => {
      const before = pos.requests();
      for (const source of ['SEPTIM', 'GS'] as const) {
        const answer = await t.attempt(
          PosCurrentStoreMenuDocument,
          { source, storeId: source === 'GS' ? '315' : '1042' },
          { token },
        );
        expect(codeOf(answer)).toBe('BAD_USER_INPUT');
        expect(messageOf(answer)).toBe(`Error loading menu data: ${REFUSAL_MESSAGES.loopback}`);
      }
      expect(pos.requests()).toBe(before);
    });
  });

  describe('with the fixture let through', () => {
    let token: string;
    let deviceToken: string;

    beforeAll(async () => {
      t = await TestServer.start({
        SEPTIM_API_URL: pos.origin,
        GS_API_URL: pos.origin,
        OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${pos.port}`,
      });
      token = await t.signIn();
      deviceToken = (await t.pairDevice(token)).deviceToken;
    }, 60_000);
    afterAll(() => t.close());

    const current = (source: 'SEPTIM' | 'GS', storeId: string, auth = { token }) =>
      t.attempt(PosCurrentStoreMenuDocument, { source, storeId }, auth);

    it('makes one call for 200 screens asking for the same store at once', async () => {
      const before = pos.requestsFor('1042');
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => current('SEPTIM', '1042', { token: deviceToken })),
      );
      expect(answers.every((a) => a.data?.currentStoreMenu.boards.length === 1)).toBe(true);
      expect(pos.requestsFor('1042')).toBe(before + 1);
    });

    it('lets one account make 120 calls a minute, even with 200 different stores at once', async () => {
      t.clock.advance(2 * MINUTE);
      const before = pos.requests();
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => current(i % 2 ? 'GS' : 'SEPTIM', `store-${i}`)),
      );
      const { limit } = RATE_LIMITS.posFetchesPerAccount;
      const warned = answers.filter((a) => a.data?.currentStoreMenu.warning);
      expect(warned).toHaveLength(limit);
      const limited = answers.filter((a) => codeOf(a) === 'TOO_MANY_REQUESTS');
      expect(limited).toHaveLength(200 - limit);
      expect(messageOf(limited[0]!)).toBe(POS_FETCHES_RATE_MESSAGE);
      expect(pos.requests()).toBe(before + limit);

      // A store asked in the burst is kept and still answers; a minute later others are asked.
      const kept = answers.findIndex((a) => a.data?.currentStoreMenu.warning);
      const keptStore = `store-${kept}`;
      expect((await current(kept % 2 ? 'GS' : 'SEPTIM', keptStore)).errors).toBeUndefined();
      expect(pos.requests()).toBe(before + limit);
      t.clock.advance(MINUTE);
      const refused = answers.findIndex((a) => codeOf(a) === 'TOO_MANY_REQUESTS');
      expect(
        (await current(refused % 2 ? 'GS' : 'SEPTIM', `store-${refused}`)).errors,
      ).toBeUndefined();
      expect(pos.requests()).toBe(before + limit + 1);
    });
  });
});
