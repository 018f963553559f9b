import { DelayedError, Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Clock } from '../clock.js';
import { uuidv7 } from '../ids.js';
import type { Logger } from '../logger.js';
import {
  describePayloadProblem,
  type JobApp,
  type JobDefinition,
  type JobPayloadSchema,
  type PayloadOf,
} from './define-job.js';
import type { EnqueueOptions, JobProvider } from './job-provider.js';

export interface BullMqJobQueueOptions {
  /** REDIS_URL. BullMQ opens its own connections: a worker blocks one while it waits for jobs. */
  redisUrl: string;
  /** Starts every key of the queues (BullMQ's `prefix`); tests use a unique one each. */
  prefix: string;
  clock: Clock;
  logger: Logger;
  /** Jobs running at once in this process, per kind. */
  concurrency?: number;
  /** How long a worker's lock holds (renewed while it runs): a killed worker's job waits this long. */
  leaseMs?: number;
  /** The first retry's delay; each further one doubles it. */
  retryDelayMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 3;
/** Never reached on purpose: `run` gives a job up itself, once, when it was started too often. */
const UNLIMITED_STALLS = 1_000_000;
/** BullMQ's delayed set scores a due time t (ms) as t * 4096 plus a counter below 4096. */
const DELAYED_SCORE_SCALE = 0x1000;
/** How far ahead a stopped job is handed back (see handBack): far less than a lease. */
const HAND_BACK_DELAY_MS = 1_000;

/** BullMQ refuses ':' in queue names; kinds are like `file:process`. */
export const queueNameOf = (kind: string) => encodeURIComponent(kind);

/**
 * Jobs on BullMQ, for deployments that scale out (REDIS_URL). One queue per kind, so a process
 * only ever takes the kinds it registered (as DbJobQueue's claim does). Retries, delays and the
 * recovery of a killed worker's jobs (its lock expires, another worker's stalled check hands the
 * job back) are BullMQ's; the payload checks, giveUp and the hand-back on stop() are ours.
 */
export class BullMqJobQueue implements JobProvider {
  private readonly handlers = new Map<string, JobDefinition>();
  private readonly queues = new Map<string, Queue>();
  private readonly workers = new Map<string, Worker>();
  private readonly running = new Map<string, AbortController>();
  private readonly settling = new Set<Promise<unknown>>();
  private readonly leaseMs: number;
  private app: JobApp | undefined;
  private started = false;

  constructor(private readonly options: BullMqJobQueueOptions) {
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  register<S extends JobPayloadSchema>(definition: JobDefinition<S>): void {
    this.handlers.set(definition.kind, definition);
    if (this.started) this.startWorker(definition.kind);
  }

  async enqueue<S extends JobPayloadSchema>(
    definition: JobDefinition<S>,
    payload: PayloadOf<S>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const checked = definition.payload.safeParse(payload);
    if (!checked.success) throw new Error(describePayloadProblem(definition.kind, checked.error));
    const now = this.options.clock.now().getTime();
    const id = uuidv7(now);
    await this.queue(definition.kind).add(definition.kind, payload, {
      jobId: id,
      // BullMQ keeps time by the wall clock; the delay is what is left of runAt by ours.
      delay: Math.max(0, (options.runAt?.getTime() ?? now) - now),
      attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoff: { type: 'exponential', delay: this.options.retryDelayMs ?? 5_000 },
      removeOnComplete: true,
      // Failed jobs stay, as failed rows do in the job table, for someone to look at.
      removeOnFail: false,
    });
    return id;
  }

  start(app: JobApp): void {
    if (this.started) return;
    this.started = true;
    this.app = app;
    for (const kind of this.handlers.keys()) this.startWorker(kind);
  }

  async stop(): Promise<void> {
    this.started = false;
    const workers = [...this.workers.values()];
    this.workers.clear();
    // close() stops fetching and waits for the running jobs, which hand themselves back once
    // aborted (see run), so none waits out its lock.
    const closing = workers.map((worker) => worker.close());
    for (const controller of this.running.values()) controller.abort();
    await Promise.allSettled([...closing, ...this.settling]);
    const queues = [...this.queues.values()];
    this.queues.clear();
    await Promise.allSettled(queues.map((queue) => queue.close()));
  }

  /**
   * Resolves once no job of a registered kind is waiting, due or active, and none runs here.
   * Redis is outside this process, so it asks until so; only tests wait on this.
   */
  async whenIdle(): Promise<void> {
    while (this.started) {
      await Promise.allSettled([...this.settling]);
      if (this.running.size === 0 && (await this.busyJobs()) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  private async busyJobs(): Promise<number> {
    let busy = 0;
    const dueScore = (Date.now() + 1) * DELAYED_SCORE_SCALE - 1;
    for (const kind of this.workers.keys()) {
      const queue = this.queue(kind);
      const counts = await queue.getJobCounts('waiting', 'prioritized', 'active');
      const client = await queue.backend.client;
      // The earliest delayed job is the first of the set: is it due by now?
      const [, earliest] = await client.zrange(queue.keys.delayed!, 0, 0, { WITHSCORES: true });
      const due = earliest !== undefined && Number(earliest) <= dueScore ? 1 : 0;
      busy += Object.values(counts).reduce((sum, n) => sum + n, 0) + due;
    }
    return busy;
  }

  private queue(kind: string): Queue {
    let queue = this.queues.get(kind);
    if (!queue) {
      queue = new Queue(queueNameOf(kind), {
        connection: { url: this.options.redisUrl },
        prefix: this.options.prefix,
      });
      queue.on('error', (err) => this.options.logger.error({ err, kind }, 'job queue error'));
      this.queues.set(kind, queue);
    }
    return queue;
  }

  private startWorker(kind: string): void {
    if (this.workers.has(kind)) return;
    const worker = new Worker(
      queueNameOf(kind),
      (job: Job, token?: string) => this.track(this.run(kind, job, token)),
      {
        connection: { url: this.options.redisUrl, maxRetriesPerRequest: null },
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 2,
        lockDuration: this.leaseMs,
        stalledInterval: Math.max(250, Math.round(this.leaseMs / 2)),
        maxStalledCount: UNLIMITED_STALLS,
      },
    );
    worker.on('error', (err) => this.options.logger.error({ err, kind }, 'job worker error'));
    this.workers.set(kind, worker);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.settling.add(work);
    void work.catch(() => undefined).finally(() => this.settling.delete(work));
    return work;
  }

  private async run(kind: string, job: Job, token: string | undefined): Promise<void> {
    const { logger } = this.options;
    const handler = this.handlers.get(kind);
    const app = this.app;
    const id = job.id ?? '';
    // Fetched while stop() closed the worker: back it goes, untouched.
    if (!this.started || !handler || !app) return this.handBack(job, token);
    // A stored payload that no longer fits would fail the same way on every attempt.
    const payload = handler.payload.safeParse(job.data);
    if (!payload.success) {
      const reason = describePayloadProblem(kind, payload.error);
      logger.error({ jobId: id, kind, reason }, 'job payload invalid');
      throw new UnrecoverableError(reason);
    }
    const maxAttempts = job.opts.attempts ?? 1;
    // Started more often than allowed: it kept killing its worker (or was handed back as often).
    if (job.attemptsStarted > maxAttempts) {
      const reason = job.failedReason || 'The job was interrupted too many times';
      await this.giveUp(handler, payload.data, reason, app, id);
      throw new UnrecoverableError(reason);
    }
    const controller = new AbortController();
    this.running.set(id, controller);
    try {
      try {
        await handler.run(
          payload.data,
          { id, attempt: job.attemptsStarted, signal: controller.signal },
          app,
        );
      } catch (error) {
        if (controller.signal.aborted) return await this.handBack(job, token);
        const message = error instanceof Error ? error.message : String(error);
        logger.warn({ err: error, jobId: id, kind }, 'job attempt failed');
        if (job.attemptsMade + 1 >= maxAttempts) {
          await this.giveUp(handler, payload.data, message, app, id);
          throw new UnrecoverableError(message);
        }
        throw error;
      }
      if (controller.signal.aborted) return await this.handBack(job, token);
    } finally {
      this.running.delete(id);
    }
  }

  /**
   * Gives an active job back for another worker (the stopped run counts as an attempt, as in
   * DbJobQueue). Not straight to the waiting list: a closing BullMQ worker that is blocked waiting
   * for jobs wakes on that and takes the job once more before it sees it is closing; a due time
   * a moment away only wakes it to find nothing due.
   */
  private async handBack(job: Job, token: string | undefined): Promise<never> {
    await job.moveToDelayed(Date.now() + HAND_BACK_DELAY_MS, token);
    throw new DelayedError();
  }

  private async giveUp(
    handler: JobDefinition,
    payload: Record<string, unknown>,
    reason: string,
    app: JobApp,
    jobId: string,
  ): Promise<void> {
    try {
      await handler.giveUp?.(payload, reason, app);
    } catch (err) {
      this.options.logger.error({ err, jobId }, 'job giveUp failed');
    }
  }
}
