import type { ResourceLimits, Worker } from 'node:worker_threads';
import type { Clock } from '../clock.js';
import { startModuleWorker } from './module-worker.js';

// A few worker threads that each run one job at a time, for work that may take long on input
// from outside (reading a hostile feed). A job that passes its time limit ends its worker, so no
// job can hold a thread for longer; a new worker is started for the next job. Idle workers stay
// for the next jobs and never keep the process alive.

/** The job took longer than the pool's time limit; its worker was ended. */
export class WorkerTimedOut extends Error {
  override readonly name = 'WorkerTimedOut';
}

/** The worker ended without answering: out of memory, or a crash. */
export class WorkerFailed extends Error {
  override readonly name = 'WorkerFailed';
  constructor(readonly outOfMemory: boolean) {
    super(outOfMemory ? 'The worker ran out of memory' : 'The worker stopped');
  }
}

export interface WorkerPoolOptions {
  /** The module each worker runs; it answers every message with one message. */
  module: URL;
  /** How many jobs may run at once; more wait in line. */
  size: number;
  timeLimitMs: number;
  resourceLimits?: ResourceLimits;
}

interface Job {
  message: unknown;
  clock: Clock;
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
}

export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Job[] = [];
  private running = 0;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** The worker's answer to `message`; the time limit runs on `clock` from the job's start. */
  run(message: unknown, clock: Clock): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ message, clock, resolve, reject });
      this.next();
    });
  }

  /** Ends the idle workers (a pool made per database, say, that closes with it). */
  async close(): Promise<void> {
    const idle = this.idle.splice(0);
    await Promise.all(idle.map((worker) => worker.terminate()));
  }

  private next(): void {
    if (this.running >= this.options.size) return;
    const job = this.waiting.shift();
    if (!job) return;
    this.running++;
    const worker = this.idle.pop() ?? this.started();
    this.dispatch(worker, job);
  }

  private started(): Worker {
    const worker = startModuleWorker(this.options.module, {
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
    });
    worker.unref();
    // A job's own listeners report its failure; an idle worker that ends is only forgotten.
    worker.on('error', () => {});
    worker.once('exit', () => {
      const at = this.idle.indexOf(worker);
      if (at !== -1) this.idle.splice(at, 1);
    });
    return worker;
  }

  private dispatch(worker: Worker, job: Job): void {
    const settle = (keepWorker: boolean) => {
      cancelTimer();
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keepWorker) this.idle.push(worker);
      else void worker.terminate();
      this.running--;
      this.next();
    };
    const onMessage = (answer: unknown) => {
      settle(true);
      job.resolve(answer);
    };
    const onError = (error: Error & { code?: string }) => {
      settle(false);
      job.reject(new WorkerFailed(error.code === 'ERR_WORKER_OUT_OF_MEMORY'));
    };
    const onExit = () => {
      settle(false);
      job.reject(new WorkerFailed(false));
    };
    const cancelTimer = job.clock.setTimeout(() => {
      settle(false);
      job.reject(new WorkerTimedOut(`The job took longer than ${this.options.timeLimitMs} ms`));
    }, this.options.timeLimitMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job.message);
  }
}
