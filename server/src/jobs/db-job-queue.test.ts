import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import { TEST_DB, TestServer } from '../test/harness.js';
import { DbJobQueue } from './db-job-queue.js';

// Two queues on one database stand for two server processes: the first claims a job and dies.
describe('durable job queue', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(async () => {
    await t?.close();
  });

  const queue = () =>
    new DbJobQueue({
      db: t.server.services.db,
      dialect: t.server.services.dialect,
      clock: t.clock,
      logger: createLogger('silent'),
      leaseMs: 30_000,
    });

  /** What a crash leaves behind: a claimed job whose worker stopped renewing its lease. */
  async function abandonedJob(n: string) {
    const db = t.server.services.db;
    const jobId = await queue().enqueue('test:work', { n });
    await db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: 1,
        locked_by: 'a-dead-process',
        lease_until: new Date(t.clock.now().getTime() + 30_000).toISOString(),
      })
      .where('id', '=', jobId)
      .execute();
  }

  it('retries a job a killed worker left behind', async () => {
    const done: string[] = [];
    await abandonedJob('a');
    const survivor = queue();
    survivor.register<{ n: string }>({ kind: 'test:work', run: async (p) => void done.push(p.n) });
    survivor.start();
    if (TEST_DB === 'sqlite') {
      // SQLite means one process: a "running" job at start was cut off, so it runs at once.
      await vi.waitFor(() => expect(done).toEqual(['a']));
    } else {
      // With PostgreSQL another process may still be on it: only an expired lease frees it.
      await survivor.whenIdle();
      expect(done).toEqual([]);
      t.clock.advance(31_000);
      await survivor.whenIdle();
      expect(done).toEqual(['a']);
    }
    await survivor.stop();
  });

  it('gives a job up after its attempts and says so once', async () => {
    const gaveUp: string[] = [];
    const q = queue();
    q.register<{ n: string }>({
      kind: 'test:fail',
      run: async () => {
        throw new Error('disk full');
      },
      giveUp: async (p, reason) => void gaveUp.push(`${p.n}: ${reason}`),
    });
    q.start();
    await q.enqueue('test:fail', { n: 'b' }, { maxAttempts: 2 });
    await q.whenIdle();
    expect(gaveUp).toEqual([]);
    t.clock.advance(10_000); // the retry's back-off
    await q.whenIdle();
    expect(gaveUp).toEqual(['b: disk full']);
    const row = await t.server.services.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'test:fail')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    await q.stop();
  });
});
