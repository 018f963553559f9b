import type { AppServices } from '../../app-services.js';
import { tooManyRequests } from '../../errors.js';
import { FetchFailed, UrlRefused } from '../../net/errors.js';
import { guardedFetch } from '../../net/guardedFetch.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import type { Scope } from '../../scope.js';
import { framabilityOf, type UrlFramability } from './framing.js';
import { completeScheme } from './url-input.js';

export const URL_CHECKS_RATE_MESSAGE = 'Too many address checks. Try again in a minute.';

/** Who is counted against the check limit: the person, whether by session or API key. */
const checkerOf = (scope: Scope) =>
  scope.actor.kind === 'user' ? `user:${scope.actor.userId}` : `device:${scope.actor.deviceId}`;

/**
 * Whether an iframe item can show the page at `url`. Any signed-in user may ask; the page is
 * fetched through the guard (headers only), so internal addresses are refused with the guard's
 * reason, and the answer never says more about the network than "could not be reached".
 */
export async function checkUrlFramable(
  app: AppServices,
  scope: Scope,
  input: { url: string },
): Promise<UrlFramability> {
  if (!(await app.rateLimits.take(RATE_LIMITS.urlChecksPerUser, checkerOf(scope), app.clock.now())))
    throw tooManyRequests(URL_CHECKS_RATE_MESSAGE);
  try {
    const page = await guardedFetch(
      completeScheme(input.url),
      { method: 'GET', read: 'headers', headers: { accept: 'text/html,*/*;q=0.8' } },
      { ...app.outboundFetch, clock: app.clock },
    );
    return framabilityOf(page.headers);
  } catch (error) {
    if (error instanceof UrlRefused || error instanceof FetchFailed)
      return { isFramable: false, reason: error.message };
    throw error;
  }
}
