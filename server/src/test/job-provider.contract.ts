// What every JobProvider promises, run against each implementation (db-job-queue.test.ts,
// bullmq-job-queue.test.ts). Two providers made by one harness share one store: they stand for
// two server processes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppServices } from '../app-services.js';
import { defineJob, type JobDefinition } from '../jobs/define-job.js';
import type { JobProvider } from '../jobs/job-provider.js';

export interface JobProviderHarness {
  /** A provider on the harness's store, as another process would have it. */
  provider(): JobProvider;
  /** Lets the given time pass for due times and retry back-offs, as the provider keeps time. */
  passTime(ms: number): Promise<void>;
  /** What handlers are given. */
  app: AppServices;
  /** Ends what the harness opened (not the providers: the suite stops those). */
  close(): Promise<void>;
}

const payload = z.object({ n: z.string().min(1) });
type Definition = JobDefinition<typeof payload>;

export function jobProviderContract(name: string, setUp: () => Promise<JobProviderHarness>) {
  describe(`JobProvider contract: ${name}`, () => {
    let h: JobProviderHarness;
    let providers: JobProvider[] = [];
    let kinds = 0;
    beforeEach(async () => {
      h = await setUp();
    });
    afterEach(async () => {
      await Promise.all(providers.map((p) => p.stop()));
      providers = [];
      await h.close();
    });

    /** A started provider running the given definitions. */
    const running = (...definitions: Definition[]) => {
      const provider = h.provider();
      providers.push(provider);
      for (const definition of definitions) provider.register(definition);
      provider.start(h.app);
      return provider;
    };
    /** A kind no earlier case used: the database harness keeps one jobs table for the file. */
    const job = (run: Definition['run'], giveUp?: Definition['giveUp']) =>
      defineJob({
        kind: `contract:${process.pid}:${++kinds}`,
        payload,
        run,
        ...(giveUp ? { giveUp } : {}),
      });

    it('runs an enqueued job once, with its payload, id and first attempt', async () => {
      const runs: string[] = [];
      const definition = job(async (p, j) => void runs.push(`${p.n} ${j.id} ${j.attempt}`));
      const provider = running(definition);
      const id = await provider.enqueue(definition, { n: 'a' });
      await provider.whenIdle();
      expect(runs).toEqual([`a ${id} 1`]);
    });

    it('refuses a payload that does not fit the schema at enqueue, and runs nothing', async () => {
      const runs: string[] = [];
      const definition = job(async (p) => void runs.push(p.n));
      const provider = running(definition);
      // @ts-expect-error the schema's type rules the wrong field out at compile time too
      await expect(provider.enqueue(definition, { n: 42 })).rejects.toThrow(
        `The payload of a ${definition.kind} job does not fit its schema (n:`,
      );
      await expect(provider.enqueue(definition, { n: '' })).rejects.toThrow(
        /does not fit its schema/,
      );
      await provider.whenIdle();
      expect(runs).toEqual([]);
    });

    it('retries a failing job up to its attempts, then gives it up once', async () => {
      const attempts: number[] = [];
      const gaveUp: string[] = [];
      const definition = job(
        async (_p, j) => {
          attempts.push(j.attempt);
          throw new Error('disk full');
        },
        async (p, reason) => void gaveUp.push(`${p.n}: ${reason}`),
      );
      const provider = running(definition);
      await provider.enqueue(definition, { n: 'b' }, { maxAttempts: 2 });
      await provider.whenIdle();
      expect(attempts).toEqual([1]);
      expect(gaveUp).toEqual([]);
      await h.passTime(10 * 60_000); // well past the retry's back-off
      await provider.whenIdle();
      expect(attempts).toEqual([1, 2]);
      expect(gaveUp).toEqual(['b: disk full']);
      await h.passTime(60 * 60_000); // and nothing comes after
      await provider.whenIdle();
      expect(attempts).toEqual([1, 2]);
      expect(gaveUp).toEqual(['b: disk full']);
    });

    it('runs a job with a runAt once that time has come', async () => {
      const runs: string[] = [];
      const definition = job(async (p) => void runs.push(p.n));
      const provider = running(definition);
      const runAt = new Date(h.app.clock.now().getTime() + 60 * 60_000);
      await provider.enqueue(definition, { n: 'later' }, { runAt });
      await provider.whenIdle();
      expect(runs).toEqual([]);
      await h.passTime(61 * 60_000);
      await provider.whenIdle();
      expect(runs).toEqual(['later']);
    });

    it('hands a job stopped mid-run to another provider, which finishes it', async () => {
      const finished: string[] = [];
      let started!: () => void;
      const firstStarted = new Promise<void>((resolve) => (started = resolve));
      let runs = 0;
      const definition = job(async (p, j) => {
        if (++runs === 1) {
          // The first run only ends when its provider stops: stop() must abort it.
          started();
          await new Promise((resolve) => j.signal.addEventListener('abort', resolve));
          throw new Error('aborted');
        }
        finished.push(`${p.n} ${j.attempt}`);
      });
      const first = running(definition);
      await first.enqueue(definition, { n: 'm' });
      await firstStarted;
      await first.stop();
      expect(finished).toEqual([]);
      const second = running(definition);
      // The stopped run counts as an attempt (it may have done part of the work).
      await vi.waitFor(() => expect(finished).toEqual(['m 2']));
      await second.whenIdle();
      expect(finished).toEqual(['m 2']);
    });

    it('never runs one job on two providers', async () => {
      const runs = new Map<string, number>();
      const definition = job(async (p) => void runs.set(p.n, (runs.get(p.n) ?? 0) + 1));
      const a = running(definition);
      const b = running(definition);
      const names = Array.from({ length: 12 }, (_, i) => `j${i}`);
      await Promise.all(names.map((n, i) => (i % 2 ? a : b).enqueue(definition, { n })));
      await a.whenIdle();
      await b.whenIdle();
      expect([...runs.keys()].sort()).toEqual([...names].sort());
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    });
  });
}
