import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/connect.js';
import type { DomainEvents } from './events/domain-events.js';
import type { JobProvider } from './jobs/job-provider.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaConfig } from './media/media-config.js';
import type { OpenCommandsLoader } from './modules/device-commands/open-commands.js';
import type { DeviceServices } from './modules/devices/device-services.js';
import type { FeedCache } from './modules/feeds/cache.js';
import type { MenuSource } from './modules/menu-boards/menu-source.js';
import type { PictureFetches } from './modules/image-proxy/picture-fetches.js';
import type { PictureOutcome } from './modules/image-proxy/route.js';
import type { Notifier } from './modules/notifications/notifier.js';
import type { OutboundFetchPolicy } from './net/guardedFetch.js';
import type { PubSub } from './pubsub/pubsub.js';
import type { RateLimiter } from './rate-limits.js';
import type { RedisConnections } from './scale/redis.js';
import type { BlobStore } from './storage/blob-store.js';

/** The long-lived dependencies of one server process, shared by every request. */
export interface AppServices {
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
  /** Heartbeat batching and batched device reads of this process. */
  devices: DeviceServices;
  /** Batched reads of the commands each screen has still to carry out. */
  openDeviceCommands: OpenCommandsLoader;
  /** The e-mails of /my-profile/notifications (tests wait on `idle()`). */
  notifications: Notifier;
  /**
   * How user-given URLs are fetched (net/guardedFetch.ts): the guard's defaults plus the
   * endpoints of OUTBOUND_ALLOW_INTERNAL. Tests set a resolver and an exact address:port
   * allowance here.
   */
  outboundFetch?: OutboundFetchPolicy;
  /** Forecasts, places and news feeds fetched lately, shared by every account (feeds/cache.ts). */
  feedCache: FeedCache;
  /** Store menus from point-of-sale systems (modules/pos-sources), kept apart from the feeds. */
  posMenuCache: FeedCache;
  /** The image proxy's shared and bounded picture fetches (modules/image-proxy). */
  pictureFetches: PictureFetches<PictureOutcome>;
  /** Point-of-sale menus of SEPTIM and GS locations (modules/menu-boards/menu-source.ts). */
  menuSource?: MenuSource;
}
