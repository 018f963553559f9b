import { defineModule } from '../define-module.js';
import { createDeviceHealth, deviceProblems, type DeviceHealthServices } from './health.js';
import { deviceDiagnosticsResolvers } from './resolvers.js';
import { deleteScreenshotsWithDevice } from './screenshots.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** Batched reads of each screen's health for the screens list. */
    deviceHealth: DeviceHealthServices;
  }
}

declare module '../../events/domain-events.js' {
  interface DomainEventMap {
    /** A screen sent log lines that say something failed to play (see playback-failures.ts). */
    'device:playback-failed': { accountId: string; deviceId: string };
  }
}

/**
 * What an operator can see of a remote screen: the latest screenshot it took on command, the
 * last lines of its player's log, and its health on the screens list.
 */
export const deviceDiagnosticsModule = defineModule({
  name: 'device-diagnostics',
  resolvers: deviceDiagnosticsResolvers,
  services: ({ db, clock }) => ({ deviceHealth: createDeviceHealth(db, clock), deviceProblems }),
  // Screens are deleted by API requests and by bulk-action jobs, which a worker process may run:
  // every process follows deletions.
  start: (app) => deleteScreenshotsWithDevice(app),
});
