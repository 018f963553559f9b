import type { RateLimiter } from '../rate-limits.js';
import { rateLimitKey } from '../rate-limits.js';
import type { RedisConnections } from './redis.js';

// Each subject's window is a hash {s: window start (ms), c: count}. The time comes from the
// server's clock, not Redis's, so windows follow the injected clock (tests run on virtual time)
// and match the database limiter's; the key's expiry only clears it away once its window ended.
// A script runs atomically in Redis: parallel takes from every process are counted one by one.
const TAKE_ALL = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
for _, key in ipairs(KEYS) do
  local start = tonumber(redis.call('HGET', key, 's'))
  local count
  if start == nil or start <= now - window then
    redis.call('HSET', key, 's', now, 'c', 1)
    redis.call('PEXPIRE', key, window)
    count = 1
  else
    count = redis.call('HINCRBY', key, 'c', 1)
  end
  if count > limit then return 0 end
end
return 1
`;

const REFUND = `
local count = tonumber(redis.call('HGET', KEYS[1], 'c'))
if count ~= nil and count > 0 then redis.call('HINCRBY', KEYS[1], 'c', -1) end
return 0
`;

/** Rate limits in Redis (REDIS_URL), atomic across every server process that shares it. */
export function createRedisRateLimiter(redis: RedisConnections): RateLimiter {
  const { commands, prefix } = redis;
  const keyOf = (limit: Parameters<typeof rateLimitKey>[0], subject: string) =>
    `${prefix}rate:${rateLimitKey(limit, subject)}`;
  commands.defineCommand('marqueeRateTake', { lua: TAKE_ALL });
  commands.defineCommand('marqueeRateRefund', { lua: REFUND, numberOfKeys: 1 });
  const run = commands as unknown as {
    marqueeRateTake(numberOfKeys: number, ...args: Array<string | number>): Promise<number>;
    marqueeRateRefund(key: string): Promise<number>;
  };
  const takeAll: RateLimiter['takeAll'] = async (limit, subjects, now) => {
    if (subjects.length === 0) return true;
    const keys = subjects.map((subject) => keyOf(limit, subject));
    const allowed = await run.marqueeRateTake(
      keys.length,
      ...keys,
      now.getTime(),
      limit.windowMs,
      limit.limit,
    );
    return allowed === 1;
  };
  return {
    take: (limit, subject, now) => takeAll(limit, [subject], now),
    takeAll,
    async refund(limit, subject) {
      await run.marqueeRateRefund(keyOf(limit, subject));
    },
    async reset(limit, subject) {
      await commands.del(keyOf(limit, subject));
    },
  };
}
