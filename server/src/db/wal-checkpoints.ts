import { stat } from 'node:fs/promises';
import { systemClock } from '../clock.js';
import { WorkerPool } from '../threads/worker-pool.js';

// SQLite keeps each commit in a write-ahead log and copies the log into the database file at a
// checkpoint. By default the commit that takes the log past 1,000 pages runs that checkpoint
// itself: it copies the pages and syncs the file, 20-30 ms on an idle disk, on the server's event
// loop. With 10,000 screens' heartbeats written every 10 s that was a stalled turn every few
// seconds (every request and socket waited). So the server's connection never checkpoints
// (`wal_autocheckpoint = 0`), and a worker thread with its own connection does it instead, once
// a second while the log is large and was written since its last checkpoint.

export interface CheckpointJob {
  file: string;
  /** Close the worker's connection (the database is closing). */
  close?: boolean;
}

/** Frames in the log, and frames copied into the database file so far. */
export interface CheckpointResult {
  frames: number;
  copied: number;
}

/** SQLite's own threshold (1,000 pages of 4 KB): a smaller log is left for later. */
export const CHECKPOINT_AT_BYTES = 1000 * 4096;
const CHECK_EVERY_MS = 1000;
/** A checkpoint of a log of hundreds of MB on a slow disk takes seconds, not a minute. */
const CHECKPOINT_TIME_LIMIT_MS = 60_000;
/**
 * After the worker fails, checkpoints run on the server's connection for this long before a
 * worker is tried again: a worker that cannot start (a broken install) is not started, and
 * reported, every second.
 */
export const WORKER_RETRY_MS = 10 * 60_000;

export interface WalCheckpointsOptions {
  /** The database file; its log is `<file>-wal`. */
  file: string;
  /** Checkpoints on the server's own connection: only when the worker failed, so the log cannot
   * grow without end. */
  fallback: () => void;
  onError: (error: unknown) => void;
  /** The worker module (tests replace it with one that fails). */
  module?: URL;
  /** A clock in ms, for the retry after a failed worker (tests pass their own). */
  now?: () => number;
}

/** Checkpoints of one SQLite database, run in a worker thread. */
export class WalCheckpoints {
  private readonly pool: WorkerPool;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** When the log was last written as of the last checkpoint (its mtime). */
  private checkpointedAt = 0;
  private workerOpened = false;
  /** When the worker last failed; until WORKER_RETRY_MS later, the fallback runs instead. */
  private workerFailedAt: number | undefined;
  private closed = false;

  constructor(private readonly options: WalCheckpointsOptions) {
    this.pool = new WorkerPool({
      module: options.module ?? new URL('./wal-checkpoint-worker.js', import.meta.url),
      size: 1,
      timeLimitMs: CHECKPOINT_TIME_LIMIT_MS,
    });
  }

  /** Checks once a second from now on (the timer never keeps the process alive). */
  start(): void {
    this.timer = setInterval(() => void this.tick(), CHECK_EVERY_MS);
    this.timer.unref();
  }

  /**
   * One check: a checkpoint in the worker when the log is over CHECKPOINT_AT_BYTES and was written
   * since the last one. Resolves once done; a check asked for while one runs is that one.
   */
  tick(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.running ??= this.checkpointIfDue().finally(() => (this.running = undefined));
    return this.running;
  }

  private async checkpointIfDue(): Promise<void> {
    const log = await stat(`${this.options.file}-wal`).catch(() => undefined);
    if (!log || log.size < CHECKPOINT_AT_BYTES || log.mtimeMs === this.checkpointedAt) return;
    this.checkpointedAt = log.mtimeMs;
    const now = this.options.now ?? Date.now;
    if (this.workerFailedAt !== undefined && now() - this.workerFailedAt < WORKER_RETRY_MS) {
      this.options.fallback();
      return;
    }
    try {
      this.workerOpened = true;
      await this.pool.run({ file: this.options.file } satisfies CheckpointJob, systemClock);
      this.workerFailedAt = undefined;
    } catch (error) {
      if (this.closed) return;
      this.workerFailedAt = now();
      this.options.onError(error);
      this.options.fallback();
    }
  }

  /**
   * Stops checking and closes the worker's connection, after a checkpoint under way. Called
   * before the server's connection closes: that is then the last one, and SQLite checkpoints the
   * whole log and removes it.
   */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
    if (this.workerOpened)
      await this.pool
        .run({ file: this.options.file, close: true } satisfies CheckpointJob, systemClock)
        .catch(() => undefined);
    await this.pool.close();
  }
}
