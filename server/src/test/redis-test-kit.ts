import { randomUUID } from 'node:crypto';
import { connectRedis, type RedisConnections } from '../scale/redis.js';

// For tests against the real Redis (127.0.0.1:6379 here and in CI). Files run in parallel and the
// server suite runs twice (SQLite, PostgreSQL), so every test works under a prefix of its own and
// deletes its keys afterwards.

/**
 * scripts/test.mjs sets MARQUEE_NO_REDIS when no Redis answers at TEST_REDIS_URL; the suites on
 * Redis skip then (a run under CI=1 fails on it instead).
 */
export const REDIS_MISSING = Boolean(process.env.MARQUEE_NO_REDIS);

export const TEST_REDIS_URL = process.env.MARQUEE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A prefix no other test uses, e.g. `marquee-test:3f2a...:`. */
export function uniqueRedisPrefix(): string {
  return `marquee-test:${randomUUID()}:`;
}

/** Connections as one server process would hold them, under the given prefix. */
export function connectTestRedis(prefix: string, name = 'test'): RedisConnections {
  return connectRedis(TEST_REDIS_URL, { prefix, name });
}

/** Deletes every key under the prefix. */
export async function deleteRedisKeys(redis: RedisConnections): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.commands.scan(
      cursor,
      'MATCH',
      `${redis.prefix}*`,
      'COUNT',
      500,
    );
    if (keys.length > 0) await redis.commands.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
