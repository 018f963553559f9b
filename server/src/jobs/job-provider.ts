// Durable background work behind one small interface, so a pg-boss provider can replace the
// database-backed one without touching the code that enqueues or handles jobs.

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

export interface JobHandler<P = unknown> {
  kind: string;
  run(payload: P, job: RunningJob): Promise<void>;
  /** Called once when every attempt failed (or the job was abandoned too often). */
  giveUp?(payload: P, lastError: string): Promise<void>;
}

export interface JobProvider {
  register<P>(handler: JobHandler<P>): void;
  enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
  /** Starts claiming jobs, including those a crashed process left behind. */
  start(): void;
  /** Stops claiming, aborts running jobs and hands them back to the queue. */
  stop(): Promise<void>;
  /** Resolves once nothing due is queued or running in this process (tests wait on it). */
  whenIdle(): Promise<void>;
}
