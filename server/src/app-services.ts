import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import type { DomainEvents } from './events/domain-events.js';
import type { JobProvider } from './jobs/job-provider.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaConfig } from './media/media-config.js';
import type { OpenCommandsLoader } from './modules/device-commands/service.js';
import type { DeviceLoaders } from './modules/devices/loaders.js';
import type { HeartbeatBatcher } from './modules/devices/presence.js';
import type { Notifier } from './modules/notifications/service.js';
import type { PubSub } from './pubsub/pubsub.js';
import type { BlobStore } from './storage/blob-store.js';

/** The long-lived dependencies of one server process, shared by every request. */
export interface AppServices {
  config: Config;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  clock: Clock;
  pubsub: PubSub;
  /** In-process facts between modules (a screen went offline, processing failed). */
  events: DomainEvents;
  blobs: BlobStore;
  logger: Logger;
  mailer: Mailer;
  /** Per-process device state: batched reads, and heartbeats written in batches. */
  deviceLoaders: DeviceLoaders;
  openCommands: OpenCommandsLoader;
  heartbeats: HeartbeatBatcher;
  /** Sends the e-mails of notification preferences; follows the domain events. */
  notifier: Notifier;
  /** Durable background work (media processing, purges). */
  jobs: JobProvider;
  media: MediaConfig;
}
