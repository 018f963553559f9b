import { defineModule } from '../define-module.js';
import { createOpenCommandsLoader, type OpenCommandsLoader } from './open-commands.js';
import { deviceCommandResolvers } from './resolvers.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** Batched reads of the commands each screen has still to carry out. */
    openDeviceCommands: OpenCommandsLoader;
  }
}

export const deviceCommandsModule = defineModule({
  name: 'device-commands',
  resolvers: deviceCommandResolvers,
  services: (infra) => ({ openDeviceCommands: createOpenCommandsLoader(infra.db) }),
});
