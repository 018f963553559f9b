import { defineModule } from '../define-module.js';
import { deviceDiagnosticsResolvers } from './resolvers.js';
import { deleteScreenshotsWithDevice } from './screenshots.js';

/**
 * What an operator can see of a remote screen: the latest screenshot it took on command and the
 * last lines of its player's log.
 */
export const deviceDiagnosticsModule = defineModule({
  name: 'device-diagnostics',
  resolvers: deviceDiagnosticsResolvers,
  // Screens are deleted through the API, so only API processes need to follow deletions.
  start: (app, role) => (role === 'server' ? deleteScreenshotsWithDevice(app) : () => {}),
});
