import { closeModules, moduleJobs, startModules } from './app-modules.js';
import type { AppServices } from './app-services.js';
import { openApp, type StartOptions } from './app.js';
import { ConfigError } from './config.js';
import type { JobDefinition } from './jobs/define-job.js';
import { startMediaJobs } from './media/wiring.js';

export interface RunningWorker {
  services: AppServices;
  /** Stops taking jobs, hands the running ones back to the queue, then closes the connections. */
  close(): Promise<void>;
}

/**
 * A process that only runs jobs (`npm run worker`): the server's configuration, database, blob
 * store and job definitions, and no HTTP listener, so media processing scales apart from the API.
 */
export async function startWorker(
  options: Pick<StartOptions, 'env' | 'clock' | 'logger'> & {
    /** The jobs it runs: the server's (default); a test's worker entry adds its own. */
    jobs?: readonly JobDefinition[];
  } = {},
): Promise<RunningWorker> {
  const { services, handle } = await openApp(options, 'worker');
  // A job that fails mails about it (file:processing-failed) from the process that ran it.
  const stopModules = startModules(services, 'worker');
  startMediaJobs(services, options.jobs ?? moduleJobs());
  services.logger.info({ database: handle.description }, 'Marquee worker running jobs');
  let closing: Promise<void> | undefined;
  return {
    services,
    close() {
      closing ??= (async () => {
        await services.jobs.stop();
        stopModules();
        await closeModules(services, 'worker');
        await services.redis?.close();
        await handle.db.destroy();
      })();
      return closing;
    },
  };
}

/**
 * The worker's CLI (worker.ts; tests' worker entries too): starts it, prints a ready line for
 * scripts, and on SIGTERM or SIGINT stops taking jobs and hands the running ones back, then exits.
 */
export async function runWorkerProcess(options: Parameters<typeof startWorker>[0] = {}) {
  let worker: RunningWorker;
  try {
    worker = await startWorker(options);
  } catch (error) {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `Marquee worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    worker.services.logger.info({ signal }, 'worker shutting down, handing running jobs back');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    worker.close().then(
      () => process.exit(0),
      (err: unknown) => {
        worker.services.logger.error({ err }, 'worker shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // Machine-readable, like the server's MARQUEE_LISTENING line.
  process.stdout.write('MARQUEE_WORKER_READY\n');
}
