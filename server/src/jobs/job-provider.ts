// Durable background work behind one small interface: DbJobQueue (the database, one process or
// several) and BullMqJobQueue (Redis, with REDIS_URL); code that enqueues or handles jobs sees neither.
import type { JobApp, JobDefinition, JobPayloadSchema, PayloadOf } from './define-job.js';

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Tries before the job is given up (default 3). */
  maxAttempts?: number;
}

export interface RunningJob {
  id: string;
  attempt: number;
  /** Aborted when the process stops; the job is then retried elsewhere or after restart. */
  signal: AbortSignal;
}

export interface JobProvider {
  /** Lets this process run jobs of the definition's kind. */
  register<S extends JobPayloadSchema>(definition: JobDefinition<S>): void;
  /**
   * Stores a job of the definition's kind. The payload is checked against the definition's
   * schema first: a payload that does not fit throws here, in the code that made it.
   */
  enqueue<S extends JobPayloadSchema>(
    definition: JobDefinition<S>,
    payload: PayloadOf<S>,
    options?: EnqueueOptions,
  ): Promise<string>;
  /** Starts claiming jobs, including those a crashed process left behind; handlers get `app`. */
  start(app: JobApp): void;
  /** Stops claiming, aborts running jobs and hands them back to the queue. */
  stop(): Promise<void>;
  /** Resolves once nothing due is queued or running in this process (tests wait on it). */
  whenIdle(): Promise<void>;
}
