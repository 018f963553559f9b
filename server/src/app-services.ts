import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import type { DomainEvents } from './events/domain-events.js';
import type { JobProvider } from './jobs/job-provider.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaConfig } from './media/media-config.js';
import type { OutboundFetchPolicy } from './net/guardedFetch.js';
import type { PubSub } from './pubsub/pubsub.js';
import type { RateLimiter } from './rate-limits.js';
import type { RedisConnections } from './scale/redis.js';
import type { BlobStore } from './storage/blob-store.js';

/**
 * The infrastructure of one server process, opened before any module and shared by every request:
 * configuration, database, clock, pub/sub, rate limits, domain events, blobs, mail, jobs.
 */
export interface InfrastructureServices {
  config: Config;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  pubsub: PubSub;
  /** Every rate limit (RATE_LIMITS): in the database, or in Redis when REDIS_URL is set. */
  rateLimits: RateLimiter;
  /** This process's Redis connections when REDIS_URL is set (scale/redis.ts); closed by app.ts. */
  redis?: RedisConnections;
  /** In-process facts between modules (a screen went offline, processing failed). */
  events: DomainEvents;
  blobs: BlobStore;
  logger: Logger;
  mailer: Mailer;
  /** Durable background work (media processing, purges). */
  jobs: JobProvider;
  media: MediaConfig;
  /**
   * How user-given URLs are fetched (net/guardedFetch.ts): the guard's defaults plus the
   * endpoints of OUTBOUND_ALLOW_INTERNAL. Tests set a resolver and an exact address:port
   * allowance here.
   */
  outboundFetch?: OutboundFetchPolicy;
}

/**
 * The per-process state of modules (batched device reads, caches, the notifier). This file names
 * no module: each module that keeps state adds its fields here by declaration merging beside its
 * definition (`declare module '../../app-services.js' { interface ModuleServices { … } }` in its
 * module.ts) and builds them in the definition's `services`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface ModuleServices {}

/** The long-lived dependencies of one server process, shared by every request. */
export interface AppServices extends InfrastructureServices, ModuleServices {}

// Jobs are handed these services; the queue declares only an empty JobApp to stay below the app.
declare module './jobs/define-job.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- AppServices is the shape
  interface JobApp extends AppServices {}
}
