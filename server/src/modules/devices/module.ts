import { defineModule } from '../define-module.js';
import { followContentChanges } from './publishing/content-changes.js';
import { createDeviceServices, type DeviceServices } from './device-services.js';
import { leaveConnectionLedger } from './presence/ledger.js';
import { releasePresenceLock, startPresence } from './presence/start.js';
import { startPresenceSweep } from './presence/sweep.js';
import { deviceResolvers } from './resolvers.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** Heartbeat batching and batched device reads of this process. */
    devices: DeviceServices;
  }
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    /** A screen lost its last connection or missed its heartbeats. */
    'device:went-offline': { deviceId: string; accountId: string };
  }
}

export const devicesModule = defineModule({
  name: 'devices',
  resolvers: deviceResolvers,
  services: (infra) => ({ devices: createDeviceServices(infra) }),
  async open(app, role) {
    try {
      // Device connections counted by an earlier run are gone (reset, or reaped through Redis).
      await startPresence(app, role);
      // Only API processes hold device connections.
      if (role === 'server') await app.devices.connections?.start();
    } catch (error) {
      await releasePresenceLock(app);
      throw error;
    }
  },
  start(app, role) {
    if (role !== 'server') return () => {};
    const stops = [startPresenceSweep(app), followContentChanges(app)];
    return () => stops.forEach((stop) => stop());
  },
  close: (app, role) => (role === 'server' ? leaveConnectionLedger(app) : Promise.resolve()),
});
