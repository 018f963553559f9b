import type { Clock } from '../../clock.js';
import { badUserInput } from '../../errors.js';
import { WorkerFailed, WorkerPool, WorkerTimedOut } from '../../threads/worker-pool.js';
import { linesPerKey } from './account-lines.js';
import type { PlanAnswer, PlanJob } from './plan.js';

// Timelines are planned in worker threads, never on the server's event loop: seven days of a
// playlist of short items is tens of thousands of planner steps per screen, and a group page
// holds up to 200 screens (planned once per distinct content and zone).

/** A page of 200 screens with distinct contents plans within this on a busy 2-core machine. */
export const PLAN_TIME_LIMIT_MS = 20_000;
/** Two timelines at once at most: more wait in line, and the server keeps its other cores. */
const PLAN_WORKERS = 2;
const PLAN_WORKER_HEAP_MB = 256;

const pool = new WorkerPool({
  module: new URL('./plan-worker.js', import.meta.url),
  size: PLAN_WORKERS,
  timeLimitMs: PLAN_TIME_LIMIT_MS,
  resourceLimits: { maxOldGenerationSizeMb: PLAN_WORKER_HEAP_MB },
});

/**
 * An account's timelines are planned one at a time, and a few more wait their turn (a console
 * asks for one at a time; a second tab or a quick change of window makes two or three).
 */
const TIMELINES_IN_LINE_PER_ACCOUNT = 3;
const inLine = linesPerKey(TIMELINES_IN_LINE_PER_ACCOUNT);

/**
 * The job's answers, planned in a worker thread within PLAN_TIME_LIMIT_MS on `clock`, after the
 * account's timelines asked before it.
 */
export async function planOffThread(
  job: PlanJob,
  clock: Clock,
  accountId: string,
): Promise<PlanAnswer[]> {
  if (job.plans.length === 0) return [];
  const planned = inLine(accountId, () => pool.run(job, clock) as Promise<PlanAnswer[]>);
  if (!planned)
    throw badUserInput(
      'Several timelines of this account are being planned already. Try again once they are shown.',
    );
  try {
    return await planned;
  } catch (error) {
    if (error instanceof WorkerTimedOut || error instanceof WorkerFailed)
      throw badUserInput(
        'The timeline took too long to plan. Ask for fewer screens at once or a shorter window.',
        [{ path: 'first', message: 'Ask for fewer screens at once' }],
      );
    throw error;
  }
}
