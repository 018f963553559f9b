import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../logger.js';
import { TEST_DB, TestServer } from '../test/harness.js';
import { DbJobQueue } from './db-job-queue.js';
import { defineJob, type JobDefinition } from './define-job.js';
import { jobProviderContract } from '../test/job-provider.contract.js';

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

// Two queues on one database stand for two server processes; time is the server's virtual clock.
jobProviderContract('DbJobQueue', async () => ({
  provider: queue,
  passTime: async (ms) => t.clock.advance(ms),
  app: t.server.services,
  close: async () => undefined,
}));

// What is the job table's own: leases, and rows written by someone else.
describe('durable job queue', () => {
  const work = (
    kind: string,
    run: JobDefinition<typeof payload>['run'],
    giveUp?: JobDefinition<typeof payload>['giveUp'],
  ) => defineJob({ kind, payload, run, ...(giveUp ? { giveUp } : {}) });
  const payload = z.object({ n: z.string().min(1) });

  const jobRow = (id: string) =>
    t.server.services.db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** What a crash leaves behind: a claimed job whose worker stopped renewing its lease. */
  async function abandonedJob(definition: JobDefinition<typeof payload>, n: string) {
    const db = t.server.services.db;
    const jobId = await queue().enqueue(definition, { n });
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
    const job = work('test:work', async (p) => void done.push(p.n));
    await abandonedJob(job, 'a');
    const survivor = queue();
    survivor.register(job);
    survivor.start(t.server.services);
    await survivor.whenIdle();
    if (TEST_DB === 'sqlite') {
      // SQLite means one process: a "running" job at start was cut off, so it runs at once.
      expect(done).toEqual(['a']);
    } else {
      // With PostgreSQL another process may still be on it: only an expired lease frees it.
      expect(done).toEqual([]);
      t.clock.advance(31_000);
      await survivor.whenIdle();
      expect(done).toEqual(['a']);
    }
    await survivor.stop();
  });

  it('keeps a job it gave up as a failed row with the last error', async () => {
    const q = queue();
    const job = work('test:fail', async () => {
      throw new Error('disk full');
    });
    q.register(job);
    q.start(t.server.services);
    const id = await q.enqueue(job, { n: 'b' }, { maxAttempts: 1 });
    await q.whenIdle();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', last_error: 'disk full' });
    await q.stop();
  });

  it('stores nothing for a payload that does not fit the schema', async () => {
    const q = queue();
    const job = work('test:refused', async () => undefined);
    const before = await t.server.services.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'test:refused')
      .execute();
    await expect(q.enqueue(job, { n: '' })).rejects.toThrow(/does not fit its schema/);
    const after = await t.server.services.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'test:refused')
      .execute();
    expect(after).toEqual(before);
  });

  it('fails a job whose stored payload no longer fits, once, without running or giving up', async () => {
    const ran: string[] = [];
    const gaveUp: string[] = [];
    const q = queue();
    const job = work(
      'test:stale',
      async (p) => void ran.push(p.n),
      async (p) => void gaveUp.push(p.n),
    );
    const id = await q.enqueue(job, { n: 'c' }, { maxAttempts: 3 });
    // An older version (or a hand edit) left a payload the current schema rejects.
    await t.server.services.db
      .updateTable('jobs')
      .set({ payload: JSON.stringify({ number: 3 }) })
      .where('id', '=', id)
      .execute();
    q.register(job);
    q.start(t.server.services);
    await q.whenIdle();
    const row = await jobRow(id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/^The payload of a test:stale job does not fit its schema \(n:/);
    t.clock.advance(10 * 60_000); // no retry comes later either
    await q.whenIdle();
    expect((await jobRow(id)).attempts).toBe(1);
    expect(ran).toEqual([]);
    expect(gaveUp).toEqual([]);
    await q.stop();
  });

  it('fails a job whose stored payload is not JSON', async () => {
    const q = queue();
    const job = work('test:garbled', async () => undefined);
    const id = await q.enqueue(job, { n: 'd' });
    await t.server.services.db
      .updateTable('jobs')
      .set({ payload: '{"n": ' })
      .where('id', '=', id)
      .execute();
    q.register(job);
    q.start(t.server.services);
    await q.whenIdle();
    const row = await jobRow(id);
    expect(row.status).toBe('failed');
    expect(row.last_error).toBe('The payload of a test:garbled job is not JSON');
    await q.stop();
  });
});
