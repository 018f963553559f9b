import { PAIRING_MAX_WRONG_TRIES_PER_MINUTE } from '@marquee/sdk/model';
import { sql } from 'kysely';
import type { Db } from './db/connect.js';

/**
 * Rate limits, counted atomically where every server process sees them: the database by default
 * (one upsert per use), Redis when REDIS_URL is set (scale/redis-rate-limiter.ts). Parallel
 * requests are each counted before any of them does the expensive or guessable work, so 200
 * parallel tries against a limit of 20 let exactly 20 through.
 *
 * Windows are fixed: the first use of a key opens a window of `windowMs`; a use after it ends
 * opens the next one.
 */
export interface RateLimiter {
  /** Counts one use; true while the subject stays within the limit (this use included). */
  take(limit: RateLimit, subject: string, now: Date): Promise<boolean>;
  /**
   * Counts one use for each subject, in one atomic step, stopping at the first one over the
   * limit (whose use is counted; the ones after it are not): true when all stayed within it.
   * Parallel calls count the subjects in the same order, so exactly the limit gets through.
   */
  takeAll(limit: RateLimit, subjects: readonly string[], now: Date): Promise<boolean>;
  /** Gives back a use that turned out not to count (a right pairing code); never below 0. */
  refund(limit: RateLimit, subject: string): Promise<void>;
  /** Forgets a subject's uses (a right password forgets the wrong ones before it). */
  reset(limit: RateLimit, subject: string): Promise<void>;
}

export interface RateLimit {
  /** Names the limit in the key; one limit never counts another's uses. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every limit of the server, in one place. */
export const RATE_LIMITS = {
  /** All sign-in attempts from one address, whatever the e-mail (guessing across accounts). */
  signInPerAddress: { name: 'sign-in-address', limit: 60, windowMs: MINUTE },
  /**
   * Wrong passwords for one e-mail from one address. Keyed by address too, so a stranger
   * cannot lock a user out of their own correct password from elsewhere.
   */
  wrongPasswords: { name: 'sign-in', limit: 20, windowMs: MINUTE },
  recoveryPerEmail: { name: 'recovery-email', limit: 5, windowMs: HOUR },
  recoveryPerAddress: { name: 'recovery-address', limit: 20, windowMs: HOUR },
  signUpPerAddress: { name: 'sign-up-address', limit: 10, windowMs: HOUR },
  // Generous: every unpaired screen of a big install behind one NAT asks at once.
  pairingCodesPerAddress: { name: 'pairing-code-address', limit: 120, windowMs: MINUTE },
  /** Wrong pairing codes, per user and per address. */
  wrongPairingCodes: {
    name: 'pairing',
    limit: PAIRING_MAX_WRONG_TRIES_PER_MINUTE,
    windowMs: MINUTE,
  },
  apiKeyRequests: { name: 'api-key', limit: 120, windowMs: MINUTE },
  /** Web pages a user has the server fetch (checkUrlFramable), so it cannot hammer a site. */
  urlChecksPerUser: { name: 'url-check', limit: 30, windowMs: MINUTE },
  /** Calls to Instagram for one account (a connection, a media refresh, a profile load). */
  instagramFetchesPerAccount: { name: 'instagram-account', limit: 60, windowMs: MINUTE },
  /** Media refreshes of one Instagram feed, so a wall of screens cannot hammer Instagram. */
  instagramRefreshesPerFeed: { name: 'instagram-feed', limit: 1, windowMs: MINUTE },
  /**
   * Upstream fetches for one account's weather, places and news feeds, counted on cache misses
   * only: many distinct URLs cannot turn the server into a fetch cannon.
   */
  feedFetchesPerAccount: { name: 'feed-fetch', limit: 120, windowMs: MINUTE },
  /** Place searches of the weather editor (geoCoding), per user. */
  placeSearchesPerUser: { name: 'place-search', limit: 30, windowMs: MINUTE },
  /**
   * Calls to point-of-sale systems (Septim, GS) for one account's menu boards, counted on cache
   * misses only: many store ids or date ranges cannot hammer a vendor.
   */
  posFetchesPerAccount: { name: 'pos-fetch', limit: 120, windowMs: MINUTE },
  /**
   * Pages of a screen's player log: one every 10 s, five at once after a night offline; a
   * screen stuck in a loop of errors cannot keep the database writing.
   */
  deviceLogPagesPerDevice: { name: 'device-log-pages', limit: 30, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

/** The key a subject of a limit is counted under (also in Redis, after its prefix). */
export const rateLimitKey = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`;

/** The database's rate limits: one atomic upsert per use, safe across processes on PostgreSQL. */
export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    take: (limit, subject, now) => takeRateLimit(db, limit, subject, now),
    // One transaction: the first key's row stays locked until every key is counted, so parallel
    // calls count the keys in the same order.
    takeAll: (limit, subjects, now) =>
      db.transaction().execute(async (trx) => {
        for (const subject of subjects)
          if (!(await takeRateLimit(trx, limit, subject, now))) return false;
        return true;
      }),
    refund: (limit, subject) => refundRateLimit(db, limit, subject),
    reset: (limit, subject) => resetRateLimit(db, limit, subject),
  };
}

async function takeRateLimit(
  db: Db,
  limit: RateLimit,
  subject: string,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const windowEnded = new Date(now.getTime() - limit.windowMs).toISOString();
  const row = await db
    .insertInto('rate_limits')
    .values({ key: rateLimitKey(limit, subject), window_start: at, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN rate_limits.window_start <= ${windowEnded} THEN 1 ELSE rate_limits.count + 1 END`,
        window_start: sql<string>`CASE WHEN rate_limits.window_start <= ${windowEnded} THEN ${at} ELSE rate_limits.window_start END`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  await pruneNow(db, now);
  return Number(row.count) <= limit.limit;
}

async function refundRateLimit(db: Db, limit: RateLimit, subject: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', rateLimitKey(limit, subject))
    .where('count', '>', 0)
    .execute();
}

async function resetRateLimit(db: Db, limit: RateLimit, subject: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', rateLimitKey(limit, subject)).execute();
}

const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((l) => l.windowMs));
const PRUNE_EVERY_MS = MINUTE;
const lastPrune = new WeakMap<Db, number>();

/**
 * Drops keys whose window ended long ago, at most once a minute per database handle, and never
 * inside a caller's transaction (its DELETE would lock rows other limits are counting on).
 */
async function pruneNow(db: Db, now: Date): Promise<void> {
  if (db.isTransaction) return;
  const last = lastPrune.get(db) ?? -Infinity;
  if (now.getTime() - last < PRUNE_EVERY_MS) return;
  lastPrune.set(db, now.getTime());
  const before = new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString();
  await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}
