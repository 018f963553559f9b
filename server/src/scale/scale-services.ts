import type { AppServices } from '../app-services.js';
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import type { Logger } from '../logger.js';
import { createInProcessPubSub } from '../pubsub/pubsub.js';
import { createRedisPubSub } from '../pubsub/redis-pubsub.js';
import { createDbRateLimiter } from '../rate-limits.js';
import { connectRedis } from './redis.js';
import { createRedisRateLimiter } from './redis-rate-limiter.js';

const STARTUP_TIMEOUT_MS = 10_000;

type ScaleServices = Pick<AppServices, 'pubsub' | 'rateLimits' | 'redis'>;

/**
 * What changes when several server processes share the work: with REDIS_URL, pub/sub and rate
 * limits go through Redis; without it, pub/sub stays in this process and rate limits in the
 * database, as for a single process.
 */
export async function createScaleServices(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  db: Db,
  logger: Logger,
): Promise<ScaleServices> {
  if (!config.redisUrl)
    return { pubsub: createInProcessPubSub(), rateLimits: createDbRateLimiter(db) };
  const redis = connectRedis(config.redisUrl, {
    prefix: config.redisPrefix,
    onError: (err, role) => logger.warn({ err, role }, 'Redis connection failed; retrying'),
  });
  try {
    // ioredis retries for over a minute, and a subscription waits for ever: a start-up against
    // a Redis that does not answer stops with a message instead.
    await answersWithin(redis.commands.ping(), STARTUP_TIMEOUT_MS);
    const pubsub = await createRedisPubSub(redis, (err) =>
      logger.error({ err }, 'Redis pub/sub failed'),
    );
    return { pubsub, rateLimits: createRedisRateLimiter(redis), redis };
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not use Redis at REDIS_URL: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

function answersWithin<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
