import type { AppServices } from '../../app-services.js';
import { HeartbeatBatcher } from './presence/heartbeats.js';
import { createDeviceLoaders, type DeviceLoaders } from './listing/loaders.js';
import type { RedisConnectionLedger } from '../../scale/redis-presence.js';
import { createConnectionLedger } from './presence/ledger.js';
import { CommandListeners } from './publishing/command-listeners.js';
import type { PresenceLock } from './presence/start.js';

/**
 * What a module above devices keeps of a screen outside its rows (screenshot bytes in the blob
 * store): called before the row goes, while what belongs to the screen can still be read; the
 * function it returns runs once the row is deleted.
 */
export type DeviceDeletionHook = (
  accountId: string,
  deviceId: string,
) => Promise<() => Promise<void>>;

/** The per-process state of the devices module, built once per process by module.ts. */
export interface DeviceServices {
  heartbeats: HeartbeatBatcher;
  /** Modules above devices add theirs when they start (devices imports none of them). */
  deletionHooks: Set<DeviceDeletionHook>;
  loaders: DeviceLoaders;
  /** Screens hearing of their commands apart from their device subscription. */
  commandListeners: CommandListeners;
  /** This process's device connections in Redis (REDIS_URL), for the others to see if it dies. */
  connections?: RedisConnectionLedger;
  /** Held while this process counts device connections on PostgreSQL without Redis. */
  presenceLock?: PresenceLock;
}

export function createDeviceServices(
  deps: Pick<AppServices, 'db' | 'clock' | 'logger'> &
    Partial<Pick<AppServices, 'pubsub' | 'redis'>>,
): DeviceServices {
  const connections = deps.pubsub && createConnectionLedger({ ...deps, pubsub: deps.pubsub });
  return {
    heartbeats: new HeartbeatBatcher(deps),
    deletionHooks: new Set(),
    loaders: createDeviceLoaders(deps.db),
    commandListeners: new CommandListeners(),
    ...(connections ? { connections } : {}),
  };
}
