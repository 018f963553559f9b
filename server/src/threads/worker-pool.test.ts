import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../clock.js';
import { WorkerPool, WorkerTimedOut } from './worker-pool.js';

// A worker module that answers each message with its thread id, or spins forever on "spin".
const MODULE = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort, threadId } from 'node:worker_threads';
    parentPort.on('message', (message) => {
      if (message === 'spin') for (;;);
      parentPort.postMessage({ message, threadId });
    });
  `)}`,
);
const LIMIT_MS = 5_000;

type Answer = { message: string; threadId: number };

describe('a worker pool', () => {
  it('answers each job, reusing an idle worker', async () => {
    const pool = new WorkerPool({ module: MODULE, size: 2, timeLimitMs: LIMIT_MS });
    const clock = new VirtualClock();
    const first = (await pool.run('a', clock)) as Answer;
    const second = (await pool.run('b', clock)) as Answer;
    expect(first.message).toBe('a');
    expect(second).toEqual({ message: 'b', threadId: first.threadId });
  });

  it('ends a job that passes its time limit, busy as it is, and starts a new worker after it', async () => {
    const pool = new WorkerPool({ module: MODULE, size: 1, timeLimitMs: LIMIT_MS });
    const clock = new VirtualClock();
    const before = (await pool.run('warm', clock)) as Answer;
    const spinning = pool.run('spin', clock);
    let waitingSettled = false;
    const waiting = pool.run('after', clock).finally(() => (waitingSettled = true));
    clock.advance(LIMIT_MS - 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(waitingSettled).toBe(false);
    clock.advance(1);
    await expect(spinning).rejects.toBeInstanceOf(WorkerTimedOut);
    const after = (await waiting) as Answer;
    expect(after.message).toBe('after');
    expect(after.threadId).not.toBe(before.threadId);
  });
});
