import { defineModule } from '../define-module.js';
import { deviceDiagnosticsResolvers } from './resolvers.js';

/**
 * What an operator can see of a remote screen: the latest screenshot it took on command and the
 * last lines of its player's log.
 */
export const deviceDiagnosticsModule = defineModule({
  name: 'device-diagnostics',
  resolvers: deviceDiagnosticsResolvers,
});
