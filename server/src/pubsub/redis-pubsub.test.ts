import { afterEach, describe, expect, it } from 'vitest';
import type { RedisConnections } from '../scale/redis.js';
import {
  connectTestRedis,
  deleteRedisKeys,
  uniqueRedisPrefix,
  REDIS_MISSING,
} from '../test/redis-test-kit.js';
import { describePubSubContract } from '../test/pubsub.contract.js';
import { createRedisPubSub } from './redis-pubsub.js';

const fail = (err: unknown) => {
  throw err;
};

describe.skipIf(REDIS_MISSING)('on Redis', () => {
  describePubSubContract('Redis', async () => {
    const redis = connectTestRedis(uniqueRedisPrefix());
    return { pubsub: await createRedisPubSub(redis, fail), close: () => redis.close() };
  });
});

describe.skipIf(REDIS_MISSING)('Redis pub/sub across server processes', () => {
  const open: RedisConnections[] = [];
  /** What one server process holds: its own connections, under the deployment's prefix. */
  const processOf = async (prefix: string, name: string) => {
    const redis = connectTestRedis(prefix, name);
    open.push(redis);
    return createRedisPubSub(redis, fail);
  };
  afterEach(async () => {
    if (open[0]) await deleteRedisKeys(open[0]);
    await Promise.all(open.splice(0).map((redis) => redis.close()));
  });

  it("brings one process's publish to subscribers on another, in order per key", async () => {
    const prefix = uniqueRedisPrefix();
    const a = await processOf(prefix, 'a');
    const b = await processOf(prefix, 'b');
    const onB = b.subscribe('device:current-changed', 'screen-1');
    const otherOnB = b.subscribe('device:current-changed', 'screen-2');
    const onA = a.subscribe('device:current-changed', 'screen-1');
    for (let i = 0; i < 500; i++) {
      a.publish('device:current-changed', 'screen-1', { deviceId: `v${i}` });
      a.publish('device:current-changed', 'screen-2', { deviceId: `w${i}` });
    }
    const read = async (events: typeof onB, n: number) => {
      const heard: string[] = [];
      for (let i = 0; i < n; i++) heard.push((await events.next()).value!.deviceId);
      return heard;
    };
    const expected = (letter: string) => Array.from({ length: 500 }, (_, i) => `${letter}${i}`);
    expect(await read(onB, 500)).toEqual(expected('v'));
    expect(await read(otherOnB, 500)).toEqual(expected('w'));
    // The publishing process hears its own publish once, through Redis like everyone else.
    expect(await read(onA, 500)).toEqual(expected('v'));
    b.publish('device:current-changed', 'screen-1', { deviceId: 'from b' });
    expect(await read(onA, 1)).toEqual(['from b']);
    expect(await read(onB, 1)).toEqual(['from b']);
  });

  it('keeps deployments apart: another prefix hears nothing', async () => {
    const here = await processOf(uniqueRedisPrefix(), 'here');
    const elsewhere = await processOf(uniqueRedisPrefix(), 'elsewhere');
    const stranger = elsewhere.subscribe('account:changed', 'acc-1');
    const own = here.subscribe('account:changed', 'acc-1');
    here.publish('account:changed', 'acc-1', { accountId: 'acc-1' });
    expect(await own.next()).toEqual({ value: { accountId: 'acc-1' }, done: false });
    elsewhere.publish('account:changed', 'acc-1', { accountId: 'marker' });
    // The marker comes after anything of `here` had it crossed over (one Redis orders both).
    expect(await stranger.next()).toEqual({ value: { accountId: 'marker' }, done: false });
  });
});
