import { defineModule } from '../define-module.js';
import { deviceSettingsResolvers } from './resolvers.js';
import { createDeviceSettingsLoader, type DeviceSettingsLoader } from './settings-loader.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** Batched reads of screens' volume, rotation and display schedule. */
    deviceSettings: DeviceSettingsLoader;
  }
}

export const deviceSettingsModule = defineModule({
  name: 'device-settings',
  resolvers: deviceSettingsResolvers,
  services: (infra) => ({ deviceSettings: createDeviceSettingsLoader(infra.db) }),
});
