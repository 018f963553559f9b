import type { AppServices } from '../../app-services.js';
import { HeartbeatBatcher } from './heartbeats.js';
import { createDeviceLoaders, type DeviceLoaders } from './loaders.js';
import type { RedisConnectionLedger } from '../../scale/redis-presence.js';
import { createConnectionLedger } from './presence-ledger.js';
import type { PresenceLock } from './presence-start.js';

/** The per-process state of the devices module, built once by app.ts. */
export interface DeviceServices {
  heartbeats: HeartbeatBatcher;
  loaders: DeviceLoaders;
  /** This process's device connections in Redis (REDIS_URL), for the others to see if it dies. */
  connections?: RedisConnectionLedger;
  /** Held while this process counts connections on PostgreSQL without Redis (presence-start.ts). */
  presenceLock?: PresenceLock;
}

export function createDeviceServices(
  deps: Pick<AppServices, 'db' | 'clock' | 'logger'> &
    Partial<Pick<AppServices, 'pubsub' | 'redis'>>,
): DeviceServices {
  const connections = deps.pubsub && createConnectionLedger({ ...deps, pubsub: deps.pubsub });
  return {
    heartbeats: new HeartbeatBatcher(deps),
    loaders: createDeviceLoaders(deps.db),
    ...(connections ? { connections } : {}),
  };
}
