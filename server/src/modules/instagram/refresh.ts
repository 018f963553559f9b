import type { AppServices } from '../../app-services.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import { publishFeedChanged } from './events.js';
import { instagramOf } from './instagram-app.js';
import { InstagramTokenRejected, type InstagramPost } from './provider.js';
import * as repo from './repo.js';
import type { InstagramFeedRow } from './repo.js';
import { openToken, sealToken } from './token-seal.js';

// A feed's media is fetched again when it is an hour old (kept 3600 s) or when a
// screen asks (an image address expired: the proxy answered 403), at most once a minute per feed
// and within the account's allowance. Every screen showing the feed reads it, so one refresh
// runs per feed in this process and the others wait for it; across processes the per-feed limit
// in the database lets only one through. A failed refresh keeps the media the feed had.

export const MEDIA_TTL_MS = 3600 * 1000;
export const REFRESH_AT_MOST_EVERY_MS = 60 * 1000;
/** A long-lived token lasts 60 days; it is renewed once it has less than this left. */
export const RENEW_TOKEN_WITHIN_MS = 7 * 24 * 3600 * 1000;

const ageOf = (row: InstagramFeedRow, now: number) =>
  row.mediaFetchedAt ? now - Date.parse(row.mediaFetchedAt) : Infinity;

function isDue(row: InstagramFeedRow, now: number, asked: boolean): boolean {
  if (row.kind === 'connected' && (row.status !== 'AUTHORIZED' || !row.sealedAccessToken))
    return false;
  const age = ageOf(row, now);
  return age >= MEDIA_TTL_MS || (asked && age >= REFRESH_AT_MOST_EVERY_MS);
}

/** The feed, with fresh media when it is due (see above); never fails for Instagram's sake. */
export async function refreshedFeed(
  app: AppServices,
  row: InstagramFeedRow,
  asked: boolean,
): Promise<InstagramFeedRow> {
  if (!isDue(row, app.clock.now().getTime(), asked)) return row;
  const inProcess = app.instagramRefreshes;
  const pending = inProcess.get(row.id);
  if (pending) return pending;
  const refresh = refreshWithinLimits(app, row).finally(() => inProcess.delete(row.id));
  inProcess.set(row.id, refresh);
  return refresh;
}

async function refreshWithinLimits(
  app: AppServices,
  row: InstagramFeedRow,
): Promise<InstagramFeedRow> {
  const now = app.clock.now();
  const feedLimit = RATE_LIMITS.instagramRefreshesPerFeed;
  if (!(await app.rateLimits.take(feedLimit, row.id, now))) return row;
  if (!(await app.rateLimits.take(RATE_LIMITS.instagramFetchesPerAccount, row.accountId, now))) {
    // Not fetched after all: the feed may try again as soon as the account may.
    await app.rateLimits.refund(feedLimit, row.id);
    return row;
  }
  try {
    return row.kind === 'public'
      ? await refreshPublic(app, row)
      : await refreshConnected(app, row, row.sealedAccessToken!);
  } catch (error) {
    // Names the feed and what went wrong, never a URL or a token (provider.ts).
    app.logger.warn(
      { feedId: row.id, reason: error instanceof Error ? error.message : 'unknown' },
      'Instagram media refresh failed; the feed keeps its media',
    );
    return row;
  }
}

async function refreshPublic(app: AppServices, row: InstagramFeedRow): Promise<InstagramFeedRow> {
  const profile = await instagramOf(app).publicProfile(row.publicUsername ?? '');
  const at = app.clock.now().toISOString();
  await repo.saveMedia(app.db, row.accountId, row.id, {
    usedToken: null,
    media: profile.posts,
    at,
  });
  return {
    ...row,
    instagramUsername: profile.username,
    media: profile.posts,
    mediaFetchedAt: at,
    updatedAt: at,
  };
}

async function refreshConnected(
  app: AppServices,
  row: InstagramFeedRow,
  sealed: string,
): Promise<InstagramFeedRow> {
  const now = app.clock.now();
  const at = now.toISOString();
  const token = openToken(app.config.secret, sealed);
  const expired = row.tokenExpiresAt !== null && Date.parse(row.tokenExpiresAt) <= now.getTime();
  if (token === null || expired) return expire(app, row, sealed, at);
  try {
    const renewed = await renewedToken(app, row, token);
    const media = await instagramOf(app).media(renewed?.token ?? token);
    return await saveRefresh(app, row, sealed, media, renewed, at);
  } catch (error) {
    if (error instanceof InstagramTokenRejected) return expire(app, row, sealed, at);
    throw error;
  }
}

interface Renewal {
  token: string;
  sealedAccessToken: string;
  tokenExpiresAt: string | null;
}

/** A new token when this one runs out within RENEW_TOKEN_WITHIN_MS; the old one works meanwhile. */
async function renewedToken(
  app: AppServices,
  row: InstagramFeedRow,
  token: string,
): Promise<Renewal | null> {
  const now = app.clock.now().getTime();
  if (row.tokenExpiresAt === null || Date.parse(row.tokenExpiresAt) - now > RENEW_TOKEN_WITHIN_MS)
    return null;
  let renewed;
  try {
    renewed = await instagramOf(app).refreshToken(token);
  } catch (error) {
    if (error instanceof InstagramTokenRejected) throw error;
    return null;
  }
  return {
    token: renewed.accessToken,
    sealedAccessToken: sealToken(app.config.secret, renewed.accessToken),
    tokenExpiresAt: expiryOf(now, renewed.expiresInS),
  };
}

export const expiryOf = (now: number, expiresInS: number | null): string | null =>
  expiresInS === null ? null : new Date(now + expiresInS * 1000).toISOString();

async function saveRefresh(
  app: AppServices,
  row: InstagramFeedRow,
  usedToken: string,
  media: InstagramPost[],
  renewed: Renewal | null,
  at: string,
): Promise<InstagramFeedRow> {
  const saved = await repo.saveMedia(app.db, row.accountId, row.id, {
    usedToken,
    media,
    at,
    ...(renewed ? { renewed } : {}),
  });
  if (!saved) return (await repo.findFeed(app.db, row.accountId, null, row.kind, row.id)) ?? row;
  publishFeedChanged(app, row.id);
  return {
    ...row,
    media,
    mediaFetchedAt: at,
    updatedAt: at,
    ...(renewed
      ? { sealedAccessToken: renewed.sealedAccessToken, tokenExpiresAt: renewed.tokenExpiresAt }
      : {}),
  };
}

/** The consent ended: EXPIRED, media kept, until the owner authorises the feed again. */
async function expire(
  app: AppServices,
  row: InstagramFeedRow,
  usedToken: string,
  at: string,
): Promise<InstagramFeedRow> {
  const marked = await repo.markExpired(app.db, row.accountId, row.id, usedToken, at);
  if (!marked) return (await repo.findFeed(app.db, row.accountId, null, row.kind, row.id)) ?? row;
  publishFeedChanged(app, row.id);
  return {
    ...row,
    status: 'EXPIRED',
    sealedAccessToken: null,
    tokenExpiresAt: null,
    updatedAt: at,
  };
}
