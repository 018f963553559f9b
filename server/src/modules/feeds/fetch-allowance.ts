import type { AppServices } from '../../app-services.js';
import { tooManyRequests } from '../../errors.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import type { Scope } from '../../scope.js';

export const FEED_FETCHES_RATE_MESSAGE =
  'Too many feed updates for this account. Try again in a minute.';

/**
 * Counts one upstream fetch against the account, before it is made; TOO_MANY_REQUESTS past the
 * limit. Only cache misses get here, so screens sharing a feed cost nothing.
 */
export async function countFeedFetch(app: AppServices, scope: Scope): Promise<void> {
  const now = app.clock.now();
  if (!(await app.rateLimits.take(RATE_LIMITS.feedFetchesPerAccount, scope.accountId, now)))
    throw tooManyRequests(FEED_FETCHES_RATE_MESSAGE);
}
