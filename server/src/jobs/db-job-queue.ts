import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import type { JobsTable } from '../db/schema.js';
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

export interface DbJobQueueOptions {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  logger: Logger;
  /** Jobs running at once in this process. */
  concurrency?: number;
  /** How long a claim holds before another worker may take the job over. */
  leaseMs?: number;
  /** How often to look for jobs enqueued by other processes or due later. */
  pollMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 3;
const iso = (d: Date) => d.toISOString();
const backoffMs = (attempt: number) => Math.min(5 * 60_000, 5_000 * 2 ** (attempt - 1));

/**
 * A job table with a claim query. One UPDATE picks the oldest due job, or a running one whose
 * lease ran out (its worker died), and marks it ours: SQLite has a single writer, and on
 * PostgreSQL the inner SELECT uses FOR UPDATE SKIP LOCKED so parallel workers never collide.
 */
export class DbJobQueue implements JobProvider {
  private readonly handlers = new Map<string, JobDefinition>();
  private readonly running = new Map<string, AbortController>();
  private readonly settling = new Set<Promise<void>>();
  private readonly workerId = uuidv7();
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private started = false;
  private app: JobApp | undefined;
  private pumping: Promise<void> | undefined;
  private recovering: Promise<void> | undefined;
  private pumpAgain = false;
  private cancelPoll: (() => void) | undefined;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: DbJobQueueOptions) {
    this.concurrency = options.concurrency ?? 2;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.pollMs = options.pollMs ?? 2_000;
  }

  register<S extends JobPayloadSchema>(definition: JobDefinition<S>): void {
    this.handlers.set(definition.kind, definition);
  }

  async enqueue<S extends JobPayloadSchema>(
    definition: JobDefinition<S>,
    payload: PayloadOf<S>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const checked = definition.payload.safeParse(payload);
    if (!checked.success) throw new Error(describePayloadProblem(definition.kind, checked.error));
    const kind = definition.kind;
    const now = this.options.clock.now();
    const id = uuidv7(now.getTime());
    await this.options.db
      .insertInto('jobs')
      .values({
        id,
        kind,
        payload: JSON.stringify(payload),
        status: 'queued',
        attempts: 0,
        max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        run_at: iso(options.runAt ?? now),
        lease_until: null,
        locked_by: null,
        last_error: null,
        created_at: iso(now),
        updated_at: iso(now),
      })
      .execute();
    this.kick();
    return id;
  }

  start(app: JobApp): void {
    if (this.started) return;
    this.started = true;
    this.app = app;
    if (this.options.dialect === 'sqlite') {
      // SQLite means one server process: whatever is "running" now was cut off by a crash or a
      // kill, so it is retried at once instead of after its lease.
      // Until this is done the queue is not idle (whenIdle waits for the recovered jobs too).
      this.recovering = this.options.db
        .updateTable('jobs')
        .set({ status: 'queued', lease_until: null, locked_by: null })
        .where('status', '=', 'running')
        .execute()
        .then(
          () => undefined,
          (err: unknown) => this.options.logger.error({ err }, 'job recovery failed'),
        )
        .finally(() => {
          this.recovering = undefined;
          this.kick();
          this.notifyIfIdle();
        });
      return;
    }
    this.kick();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.cancelPoll?.();
    const ids = [...this.running.keys()];
    for (const controller of this.running.values()) controller.abort();
    await this.recovering;
    await this.pumping;
    // Aborted handlers end quickly; wait so none touches the database after it closes.
    await Promise.allSettled([...this.settling]);
    // Hand aborted jobs back at once rather than waiting for their lease to run out.
    if (ids.length > 0) {
      await this.options.db
        .updateTable('jobs')
        .set({ status: 'queued', lease_until: null, locked_by: null })
        .where('id', 'in', ids)
        .where('locked_by', '=', this.workerId)
        .execute();
    }
  }

  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.running.size === 0 && this.pumping === undefined && !this.recovering;
  }

  private notifyIfIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Claims jobs until the queue is empty or the concurrency is used up. */
  private kick(): void {
    if (!this.started) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = (async () => {
      do {
        this.pumpAgain = false;
        while (this.started && this.running.size < this.concurrency) {
          const job = await this.claim().catch((err: unknown) => {
            this.options.logger.error({ err }, 'job claim failed');
            return undefined;
          });
          if (!job) break;
          this.execute(job);
        }
      } while (this.pumpAgain && this.started);
    })().finally(() => {
      this.pumping = undefined;
      this.schedulePoll();
      this.notifyIfIdle();
    });
  }

  private schedulePoll(): void {
    this.cancelPoll?.();
    if (!this.started) return;
    this.cancelPoll = this.options.clock.setTimeout(() => this.kick(), this.pollMs);
  }

  private async claim(): Promise<JobsTable | undefined> {
    const { db, dialect, clock } = this.options;
    const now = iso(clock.now());
    // Only kinds this process can run: a worker never takes a job it has no handler for.
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return undefined;
    let due = db
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .limit(1);
    if (dialect === 'postgres') due = due.forUpdate().skipLocked();
    return db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: sql<number>`attempts + 1`,
        lease_until: iso(new Date(clock.now().getTime() + this.leaseMs)),
        locked_by: this.workerId,
        updated_at: now,
      })
      .where('id', '=', due)
      .returningAll()
      .executeTakeFirst();
  }

  private execute(job: JobsTable): void {
    const controller = new AbortController();
    this.running.set(job.id, controller);
    const settled: Promise<void> = this.runJob(job, controller)
      .catch((err: unknown) => this.options.logger.error({ err, jobId: job.id }, 'job failed'))
      .finally(() => {
        this.settling.delete(settled);
        this.running.delete(job.id);
        this.kick();
        this.notifyIfIdle();
      });
    this.settling.add(settled);
  }

  private async runJob(job: JobsTable, controller: AbortController): Promise<void> {
    const { db, clock, logger } = this.options;
    const handler = this.handlers.get(job.kind);
    const app = this.app;
    if (!handler || !app) {
      await this.finish(job, 'failed', `No handler for job kind ${job.kind}`);
      return;
    }
    // A stored payload that no longer fits (written by an older version, or by hand) would fail
    // the same way on every attempt: the job fails at once, and giveUp is not called with it.
    const payload = parseStoredPayload(handler, job.payload);
    if (!payload.ok) {
      logger.error({ jobId: job.id, kind: job.kind, reason: payload.error }, 'job payload invalid');
      await this.finish(job, 'failed', payload.error);
      return;
    }
    // A job claimed more often than allowed kept killing its worker: give it up.
    if (job.attempts > job.max_attempts) {
      const reason = job.last_error ?? 'The job was interrupted too many times';
      await this.finish(job, 'failed', reason);
      await handler.giveUp?.(payload.value, reason, app);
      return;
    }
    const heartbeat = this.keepLease(job.id, controller.signal);
    try {
      await handler.run(
        payload.value,
        { id: job.id, attempt: job.attempts, signal: controller.signal },
        app,
      );
      if (controller.signal.aborted) return; // stop() hands it back
      await db.deleteFrom('jobs').where('id', '=', job.id).execute();
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, jobId: job.id, kind: job.kind }, 'job attempt failed');
      if (job.attempts >= job.max_attempts) {
        await this.finish(job, 'failed', message);
        await handler.giveUp?.(payload.value, message, app);
      } else {
        const runAt = new Date(clock.now().getTime() + backoffMs(job.attempts));
        await db
          .updateTable('jobs')
          .set({
            status: 'queued',
            run_at: iso(runAt),
            lease_until: null,
            locked_by: null,
            last_error: message,
            updated_at: iso(clock.now()),
          })
          .where('id', '=', job.id)
          .execute();
      }
    } finally {
      heartbeat();
    }
  }

  /** Extends the lease while the job runs, so only a dead worker's job is taken over. */
  private keepLease(jobId: string, signal: AbortSignal): () => void {
    const { db, clock } = this.options;
    let cancel: (() => void) | undefined;
    const beat = () => {
      if (signal.aborted) return;
      void db
        .updateTable('jobs')
        .set({ lease_until: iso(new Date(clock.now().getTime() + this.leaseMs)) })
        .where('id', '=', jobId)
        .where('locked_by', '=', this.workerId)
        .execute()
        .catch(() => undefined);
      cancel = clock.setTimeout(beat, this.leaseMs / 3);
    };
    cancel = clock.setTimeout(beat, this.leaseMs / 3);
    return () => cancel?.();
  }

  private async finish(job: JobsTable, status: 'failed', lastError: string): Promise<void> {
    await this.options.db
      .updateTable('jobs')
      .set({
        status,
        last_error: lastError,
        lease_until: null,
        locked_by: null,
        updated_at: iso(this.options.clock.now()),
      })
      .where('id', '=', job.id)
      .execute();
  }
}

function parseStoredPayload(
  definition: JobDefinition,
  text: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: `The payload of a ${definition.kind} job is not JSON` };
  }
  const checked = definition.payload.safeParse(raw);
  return checked.success
    ? { ok: true, value: checked.data }
    : { ok: false, error: describePayloadProblem(definition.kind, checked.error) };
}
