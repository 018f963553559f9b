import { describe, expect, it } from 'vitest';
import type { VirtualClock } from '../clock.js';
import type { RateLimit, RateLimiter } from '../rate-limits.js';

export interface RateLimitersUnderTest {
  /** Two limiters over one store, as two server processes would hold them. */
  limiters: [RateLimiter, RateLimiter];
  clock: VirtualClock;
}

const parallel = <T>(n: number, run: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => run(i)));
let names = 0;
/** A limit no other test counts against (the store is shared by the file's tests). */
const freshLimit = (limit: number, windowMs: number): RateLimit => ({
  name: `contract-${Date.now()}-${names++}`,
  limit,
  windowMs,
});

/** What every RateLimiter does, whatever counts the uses (the database, Redis). */
export function describeRateLimiterContract(name: string, setup: () => RateLimitersUnderTest) {
  describe(`${name} rate limits (contract)`, () => {
    it('lets exactly the limit through 200 parallel takes across two processes', async () => {
      const { limiters, clock } = setup();
      const limit = freshLimit(20, 60_000);
      const now = clock.now();
      const answers = await parallel(200, (i) => limiters[i % 2]!.take(limit, 'subject', now));
      expect(answers.filter(Boolean)).toHaveLength(20);
      // Another subject has a window of its own.
      expect(await limiters[0].take(limit, 'someone else', now)).toBe(true);
    });

    it('opens the next window once windowMs has passed since the first use', async () => {
      const { limiters, clock } = setup();
      const limit = freshLimit(2, 60_000);
      expect(await limiters[0].take(limit, 's', clock.now())).toBe(true);
      clock.advance(30_000);
      expect(await limiters[1].take(limit, 's', clock.now())).toBe(true);
      expect(await limiters[0].take(limit, 's', clock.now())).toBe(false);
      clock.advance(29_999);
      expect(await limiters[1].take(limit, 's', clock.now())).toBe(false);
      clock.advance(1);
      expect(await limiters[1].take(limit, 's', clock.now())).toBe(true);
      expect(await limiters[0].take(limit, 's', clock.now())).toBe(true);
      expect(await limiters[0].take(limit, 's', clock.now())).toBe(false);
    });

    it('gives a refunded use back, never below nothing, and forgets a reset subject', async () => {
      const { limiters, clock } = setup();
      const limit = freshLimit(2, 60_000);
      const now = clock.now();
      await limiters[0].refund(limit, 'never used');
      expect(await limiters[0].take(limit, 'never used', now)).toBe(true);
      expect(await limiters[0].take(limit, 'never used', now)).toBe(true);
      expect(await limiters[0].take(limit, 'never used', now)).toBe(false);
      await limiters[1].refund(limit, 'never used');
      await limiters[1].refund(limit, 'never used');
      expect(await limiters[0].take(limit, 'never used', now)).toBe(true);
      await limiters[1].reset(limit, 'never used');
      expect(await limiters[0].take(limit, 'never used', now)).toBe(true);
      expect(await limiters[0].take(limit, 'never used', now)).toBe(true);
      expect(await limiters[0].take(limit, 'never used', now)).toBe(false);
      // Refunds do not go below zero: two refunds of a fresh subject leave it the full limit.
      await limiters[0].refund(limit, 'fresh');
      await limiters[0].refund(limit, 'fresh');
      const fresh = await parallel(4, () => limiters[1].take(limit, 'fresh', now));
      expect(fresh.filter(Boolean)).toHaveLength(2);
    });

    it('takes from several subjects at once: exactly the limit of parallel calls pass on all', async () => {
      const { limiters, clock } = setup();
      const limit = freshLimit(10, 60_000);
      const now = clock.now();
      const answers = await parallel(200, (i) =>
        limiters[i % 2]!.takeAll(limit, ['user', 'address'], now),
      );
      expect(answers.filter(Boolean)).toHaveLength(10);
      // The user is spent; a fresh address with that user is refused, the address alone is not.
      expect(await limiters[0].takeAll(limit, ['user', 'other address'], now)).toBe(false);
      expect(await limiters[0].takeAll(limit, ['other address'], now)).toBe(true);
    });
  });
}
