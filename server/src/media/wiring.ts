import { join } from 'node:path';
import type { AppServices } from '../app-services.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import { DbJobQueue } from '../jobs/db-job-queue.js';
import type { Logger } from '../logger.js';
import { createBlobStore } from '../storage/create-blob-store.js';
import { DiskStore } from '../storage/disk-store.js';
import { parseMediaConfig } from './media-config.js';
import { processFileJob } from './process-file-job.js';
import { purgeJob } from './purge.js';

/** Blob store, job queue and media settings, chosen by configuration. */
export function createMediaServices(
  env: Record<string, string | undefined>,
  base: { db: Db; dialect: 'sqlite' | 'postgres'; clock: Clock; logger: Logger; dataDir: string },
): Pick<AppServices, 'blobs' | 'jobs' | 'media'> {
  const media = parseMediaConfig(env);
  return {
    media,
    blobs: createBlobStore(media.s3, join(base.dataDir, 'blobs')),
    jobs: new DbJobQueue({
      db: base.db,
      dialect: base.dialect,
      clock: base.clock,
      logger: base.logger.child({ component: 'jobs' }),
    }),
  };
}

/** Registers the media job handlers and starts claiming (including jobs a crash left behind). */
export function startMediaJobs(services: AppServices): void {
  if (services.blobs instanceof DiskStore) {
    // On SQLite this is the only process, so any temp file is a leftover; with PostgreSQL other
    // processes may be mid-upload, so only day-old ones go.
    const age = services.dialect === 'sqlite' ? 0 : 24 * 60 * 60 * 1000;
    void services.blobs
      .sweepTemporaryFiles(age)
      .catch((err: unknown) => services.logger.warn({ err }, 'temp file sweep failed'));
  }
  services.jobs.register(processFileJob(services));
  services.jobs.register(purgeJob(services));
  services.jobs.start();
}
