import { join } from 'node:path';
import type { AppServices } from '../app-services.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/connect.js';
import { BullMqJobQueue } from '../jobs/bullmq-job-queue.js';
import { DbJobQueue } from '../jobs/db-job-queue.js';
import type { JobDefinition } from '../jobs/define-job.js';
import type { JobProvider } from '../jobs/job-provider.js';
import type { Logger } from '../logger.js';
import { createBlobStore } from '../storage/create-blob-store.js';
import { DiskStore } from '../storage/disk-store.js';
import { parseMediaConfig } from './media-config.js';

export interface MediaServicesBase {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  logger: Logger;
  dataDir: string;
  /** REDIS_URL: jobs go to BullMQ, shared by every process; unset, they stay in the database. */
  redisUrl?: string | undefined;
  /** REDIS_PREFIX: the queues' keys start with it. */
  redisPrefix?: string;
  /** JOB_LEASE_SECONDS, in ms. */
  jobLeaseMs?: number;
}

/** Blob store, job queue and media settings, chosen by configuration. */
export function createMediaServices(
  env: Record<string, string | undefined>,
  base: MediaServicesBase,
): Pick<AppServices, 'blobs' | 'jobs' | 'media'> {
  const media = parseMediaConfig(env);
  return {
    media,
    blobs: createBlobStore(media.s3, join(base.dataDir, 'blobs')),
    jobs: createJobProvider(base),
  };
}

function createJobProvider(base: MediaServicesBase): JobProvider {
  const logger = base.logger.child({ component: 'jobs' });
  if (base.redisUrl) {
    return new BullMqJobQueue({
      redisUrl: base.redisUrl,
      // BullMQ puts its own ':' after the prefix.
      prefix: `${base.redisPrefix ?? 'marquee:'}jobs`,
      clock: base.clock,
      logger,
      ...(base.jobLeaseMs ? { leaseMs: base.jobLeaseMs } : {}),
    });
  }
  return new DbJobQueue({
    db: base.db,
    dialect: base.dialect,
    clock: base.clock,
    logger,
    ...(base.jobLeaseMs ? { leaseMs: base.jobLeaseMs } : {}),
  });
}

/**
 * Registers the given job definitions and starts claiming (including jobs a crash left behind).
 * The modules own their jobs; app.ts hands them in, so this file imports no module.
 */
export function startMediaJobs(services: AppServices, jobs: readonly JobDefinition[]): void {
  if (services.blobs instanceof DiskStore) {
    // On SQLite this is the only process, so any temp file is a leftover; with PostgreSQL other
    // processes may be mid-upload, so only day-old ones go.
    const age = services.dialect === 'sqlite' ? 0 : 24 * 60 * 60 * 1000;
    void services.blobs
      .sweepTemporaryFiles(age)
      .catch((err: unknown) => services.logger.warn({ err }, 'temp file sweep failed'));
  }
  for (const job of jobs) services.jobs.register(job);
  services.jobs.start(services);
}
