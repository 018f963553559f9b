import type { AppServices } from '../../app-services.js';
import { HeartbeatBatcher } from './heartbeats.js';
import { createDeviceLoaders, type DeviceLoaders } from './loaders.js';

/** The per-process state of the devices module, built once by app.ts. */
export interface DeviceServices {
  heartbeats: HeartbeatBatcher;
  loaders: DeviceLoaders;
}

export function createDeviceServices(
  deps: Pick<AppServices, 'db' | 'clock' | 'logger'>,
): DeviceServices {
  return { heartbeats: new HeartbeatBatcher(deps), loaders: createDeviceLoaders(deps.db) };
}
