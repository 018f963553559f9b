import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { Queue, Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_MISSING } from '../test/redis-test-kit.js';
import { z } from 'zod';
import { createLogger } from '../logger.js';
import { TestServer } from '../test/harness.js';
import { BullMqJobQueue, queueNameOf } from './bullmq-job-queue.js';
import { defineJob } from './define-job.js';
import { jobProviderContract } from '../test/job-provider.contract.js';

const redisUrl = process.env.MARQUEE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestServer;
let redis: Redis;
beforeAll(async () => {
  t = await TestServer.start();
  redis = new Redis(redisUrl);
});
afterAll(async () => {
  redis?.disconnect();
  await t?.close();
});

/** A prefix of its own per case: files run in parallel, and the suite runs once per database. */
const uniquePrefix = () => `marquee-test-${randomBytes(6).toString('hex')}`;

const provider = (prefix: string) =>
  new BullMqJobQueue({
    redisUrl,
    prefix,
    clock: t.clock,
    logger: createLogger('silent'),
    leaseMs: 2_000,
  });

async function deleteKeys(prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
}

/**
 * BullMQ keeps its delays by the wall clock, so passing time here is moving the jobs that would
 * be due by then (delayed score = due ms × 4096 + a counter) to their queues.
 */
async function passTime(prefix: string, passed: { ms: number }, ms: number): Promise<void> {
  passed.ms += ms;
  t.clock.advance(ms);
  const dueScore = (Date.now() + passed.ms + 1) * 0x1000 - 1;
  for (const key of await redis.keys(`${prefix}:*:delayed`)) {
    const name = key.slice(prefix.length + 1, -':delayed'.length);
    const queue = new Queue(name, { connection: { url: redisUrl }, prefix });
    for (const id of await redis.zrangebyscore(key, 0, dueScore)) {
      await (await Job.fromId(queue, id))?.promote();
    }
    await queue.close();
  }
}

describe.skipIf(REDIS_MISSING)('on Redis', () => {
  jobProviderContract('BullMqJobQueue', async () => {
    const prefix = uniquePrefix();
    const passed = { ms: 0 };
    return {
      provider: () => provider(prefix),
      passTime: (ms) => passTime(prefix, passed, ms),
      app: t.server.services,
      close: () => deleteKeys(prefix),
    };
  });
});

describe.skipIf(REDIS_MISSING)('BullMQ job queue', () => {
  it('fails a job whose stored payload no longer fits, without running or giving up', async () => {
    const prefix = uniquePrefix();
    const ran: string[] = [];
    const gaveUp: string[] = [];
    const job = defineJob({
      kind: 'test:stale',
      payload: z.object({ n: z.string() }),
      run: async (p) => void ran.push(p.n),
      giveUp: async (p) => void gaveUp.push(p.n),
    });
    const q = provider(prefix);
    const id = await q.enqueue(job, { n: 'c' }, { maxAttempts: 3 });
    // An older version (or a hand edit) left a payload the current schema rejects.
    const queue = new Queue(queueNameOf(job.kind), { connection: { url: redisUrl }, prefix });
    await (await Job.fromId(queue, id))!.updateData({ number: 3 });
    q.register(job);
    q.start(t.server.services);
    await q.whenIdle();
    const stored = (await Job.fromId(queue, id))!;
    expect(await stored.getState()).toBe('failed');
    expect(stored.failedReason).toMatch(/^The payload of a test:stale job does not fit its schema/);
    expect(stored.attemptsStarted).toBe(1);
    expect(ran).toEqual([]);
    expect(gaveUp).toEqual([]);
    await q.stop();
    await queue.close();
    await deleteKeys(prefix);
  });
});
