// A worker process for worker.test.ts: the built worker (server/dist, or MARQUEE_SERVER_DIST), as
// worker.js runs it, with the server's jobs plus one that only a test enqueues. It writes a file per attempt and, on the
// first attempt of a job that asks, blocks until its process is stopped or killed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

const dist = resolve(process.env.MARQUEE_SERVER_DIST ?? join(import.meta.dirname, '../../dist'));
const load = (path) => import(pathToFileURL(join(dist, path)).href);
const { runWorkerProcess } = await load('worker-process.js');
const { fileJobs } = await load('modules/files/jobs.js');

const MARKER_JOB = {
  kind: 'test:marker',
  payload: z.object({ dir: z.string(), name: z.string(), blockFirstAttempt: z.boolean() }),
  async run(payload, job) {
    mkdirSync(payload.dir, { recursive: true });
    const mark = (what) =>
      writeFileSync(join(payload.dir, `${payload.name}.${what}`), `${job.attempt} ${process.pid}`);
    mark('started');
    if (payload.blockFirstAttempt && job.attempt === 1) {
      await new Promise((_resolve, reject) =>
        job.signal.addEventListener('abort', () => reject(new Error('stopped'))),
      );
    }
    mark('done');
  },
};

await runWorkerProcess({ jobs: [...fileJobs, MARKER_JOB] });
