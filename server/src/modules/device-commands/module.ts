import { defineModule } from '../define-module.js';
import {
  createCommandDeliveries,
  createOpenCommandsLoader,
  type CommandDeliveries,
  type OpenCommandsLoader,
} from './open-commands.js';
import { deviceCommandResolvers } from './resolvers.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** Batched reads of the commands each screen has still to carry out. */
    openDeviceCommands: OpenCommandsLoader;
    /** Batched marks of the commands screens have read as delivered. */
    deliverDeviceCommand: CommandDeliveries;
  }
}

export const deviceCommandsModule = defineModule({
  name: 'device-commands',
  resolvers: deviceCommandResolvers,
  services: (infra) => ({
    openDeviceCommands: createOpenCommandsLoader(infra.db),
    deliverDeviceCommand: createCommandDeliveries(infra.db),
  }),
});
