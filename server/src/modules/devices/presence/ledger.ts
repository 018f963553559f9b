import type { AppServices } from '../../../app-services.js';
import { RedisConnectionLedger } from '../../../scale/redis-presence.js';
import { recountConnections, uncountConnections } from './repo.js';
import { releasePresenceLock } from './start.js';

type LedgerDeps = Pick<AppServices, 'db' | 'logger' | 'pubsub' | 'redis'>;

/**
 * With Redis (several server processes), each process notes its device connections there, so
 * the others can uncount them if it dies (scale/redis-presence.ts). Without Redis there is one
 * API process, whose connections of an earlier run are reset at start (start.ts): no
 * ledger.
 */
export function createConnectionLedger(deps: LedgerDeps): RedisConnectionLedger | undefined {
  if (!deps.redis) return undefined;
  return new RedisConnectionLedger(deps.redis, {
    recount: async (deviceIds) => {
      deps.logger.warn(
        { connections: deviceIds.length },
        'this process was taken for dead (stalled longer than its Redis lease); counting its device connections again',
      );
      for (const device of await recountConnections(deps.db, deviceIds))
        deps.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
    },
    onError: (err) => deps.logger.warn({ err }, 'presence lease renewal failed'),
  });
}

/**
 * Uncounts connections taken off the ledger (of a dead process, or of this one as it stops) and
 * announces the devices left without any, as the sweep does for silent ones.
 */
export async function uncountAndAnnounce(
  services: Pick<AppServices, 'db' | 'pubsub' | 'events'>,
  deviceIds: string[],
): Promise<void> {
  for (const device of await uncountConnections(services.db, deviceIds)) {
    services.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
    services.events.emit('device:went-offline', {
      deviceId: device.id,
      accountId: device.accountId,
    });
  }
}

/**
 * A stopping process leaves the ledger: its connections still counted are uncounted now. Without
 * Redis it gives back the presence lock instead (start.ts).
 */
export async function leaveConnectionLedger(services: AppServices): Promise<void> {
  const ledger = services.devices.connections;
  if (ledger) await uncountAndAnnounce(services, await ledger.stop());
  await releasePresenceLock(services);
}
