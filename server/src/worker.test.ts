// `npm run worker` processes against PostgreSQL and Redis: a job enqueued by another process is
// run by a worker; a worker killed mid-job (SIGKILL) loses it to no one: the next worker finishes
// it; SIGTERM hands a running job back at once. The workers are child processes of the built
// server (test/job-worker-entry.mjs), so run `npm run build -w @marquee/server` first (CI does).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_MISSING } from './test/redis-test-kit.js';
import { z } from 'zod';
import { systemClock } from './clock.js';
import { BullMqJobQueue } from './jobs/bullmq-job-queue.js';
import { defineJob } from './jobs/define-job.js';
import { createLogger } from './logger.js';
import { TEST_DB } from './test/harness.js';

const adminUrl = process.env.MARQUEE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.MARQUEE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const dist = resolve(process.env.MARQUEE_SERVER_DIST ?? join(import.meta.dirname, '../dist'));
const entry = join(import.meta.dirname, 'test/job-worker-entry.mjs');
/** A worker's first start migrates a fresh database: room for a busy machine. */
const WITHIN = { timeout: 25_000, interval: 50 };

/** The entry's job, as the enqueuing process knows it (it never runs here). */
const MARKER_JOB = defineJob({
  kind: 'test:marker',
  payload: z.object({ dir: z.string(), name: z.string(), blockFirstAttempt: z.boolean() }),
  run: async () => {
    throw new Error('runs only in the worker processes');
  },
});

// The workers need PostgreSQL (SQLite is one process): this runs in the server-postgres project.
describe.skipIf(TEST_DB !== 'postgres' || REDIS_MISSING)(
  'worker processes (npm run worker)',
  () => {
    const id = randomBytes(6).toString('hex');
    const database = `marquee_worker_${id}`;
    const redisPrefix = `marquee-test-${id}:`;
    const workers: ChildProcess[] = [];
    let dataDir: string;
    let marks: string;
    let databaseUrl: string;
    let queue: BullMqJobQueue;

    async function admin(sql: string): Promise<void> {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    /** Starts a worker and resolves once it takes jobs. */
    async function startWorker(): Promise<ChildProcess> {
      const child = spawn(process.execPath, [entry], {
        env: {
          ...process.env,
          MARQUEE_SERVER_DIST: dist,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          REDIS_PREFIX: redisPrefix,
          DATA_DIR: dataDir,
          // A killed worker's job is taken over once its 1 s lock has run out.
          JOB_LEASE_SECONDS: '1',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      workers.push(child);
      let output = '';
      await new Promise<void>((ready, failed) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('MARQUEE_WORKER_READY')) ready();
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => failed(new Error(`worker exited (${code}): ${output}`)));
      });
      return child;
    }

    const exited = (child: ChildProcess) =>
      new Promise<number | null>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode);
        else child.once('exit', (code) => done(code));
      });
    const mark = (name: string, what: 'started' | 'done') => {
      const file = join(marks, `${name}.${what}`);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    };
    const enqueue = (name: string, blockFirstAttempt: boolean) =>
      queue.enqueue(MARKER_JOB, { dir: marks, name, blockFirstAttempt });

    beforeAll(async () => {
      if (!existsSync(join(dist, 'worker-process.js'))) {
        throw new Error(`no built server in ${dist}: run npm run build -w @marquee/server first`);
      }
      dataDir = mkdtempSync(join(tmpdir(), 'marquee-worker-'));
      marks = join(dataDir, 'marks');
      await admin(`CREATE DATABASE ${database}`);
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      databaseUrl = url.toString();
      // This process stands for an API process with RUN_JOBS=false: it only enqueues.
      queue = new BullMqJobQueue({
        redisUrl,
        prefix: `${redisPrefix}jobs`,
        clock: systemClock,
        logger: createLogger('silent'),
      });
    });

    afterAll(async () => {
      for (const child of workers) child.kill('SIGKILL');
      await Promise.all(workers.map(exited));
      await queue?.stop();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('runs a job another process enqueued', async () => {
      await startWorker();
      await enqueue('one', false);
      await expect.poll(() => mark('one', 'done'), WITHIN).toMatch(/^1 /);
    });

    it('loses no job when a worker is killed mid-job: the next one finishes it', async () => {
      const first = workers[0]!;
      await enqueue('two', true);
      await expect.poll(() => mark('two', 'started'), WITHIN).toBe(`1 ${first.pid}`);
      first.kill('SIGKILL');
      await exited(first);
      const second = await startWorker();
      await expect.poll(() => mark('two', 'done'), WITHIN).toBe(`2 ${second.pid}`);
    });

    it('hands a running job back on SIGTERM, for another worker to finish', async () => {
      const second = workers[1]!;
      await enqueue('three', true);
      await expect.poll(() => mark('three', 'started'), WITHIN).toBe(`1 ${second.pid}`);
      second.kill('SIGTERM');
      expect(await exited(second)).toBe(0);
      expect(mark('three', 'done')).toBeUndefined();
      const third = await startWorker();
      await expect.poll(() => mark('three', 'done'), WITHIN).toBe(`2 ${third.pid}`);
    });
  },
);
