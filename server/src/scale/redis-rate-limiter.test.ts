import { afterAll, describe } from 'vitest';
import { VirtualClock } from '../clock.js';
import { describeRateLimiterContract } from '../test/rate-limiter.contract.js';
import type { RedisConnections } from './redis.js';
import {
  connectTestRedis,
  deleteRedisKeys,
  uniqueRedisPrefix,
  REDIS_MISSING,
} from '../test/redis-test-kit.js';
import { createRedisRateLimiter } from './redis-rate-limiter.js';

// Two limiters on connections of their own, as two server processes hold them, under one prefix.
const prefix = uniqueRedisPrefix();
const open: RedisConnections[] = [];
afterAll(async () => {
  if (open[0]) await deleteRedisKeys(open[0]);
  await Promise.all(open.map((redis) => redis.close()));
});

describe.skipIf(REDIS_MISSING)('on Redis', () => {
  describeRateLimiterContract('Redis', () => {
    const a = connectTestRedis(prefix, 'a');
    const b = connectTestRedis(prefix, 'b');
    open.push(a, b);
    return {
      limiters: [createRedisRateLimiter(a), createRedisRateLimiter(b)],
      clock: new VirtualClock(),
    };
  });
});
