import type { Db } from '../../db/connect.js';
import { createBatchLoader } from '../devices/listing/batch-loader.js';
import { listOpenCommands, type DeviceCommandRow } from './repo.js';

/**
 * Every screen asks for its pending commands on each currentDeviceChanged; batched so that a
 * publish to many screens costs one query, not one per screen. One per server process
 * (AppServices.openDeviceCommands).
 */
export type OpenCommandsLoader = (deviceId: string) => Promise<DeviceCommandRow[] | undefined>;

export const createOpenCommandsLoader = (db: Db): OpenCommandsLoader =>
  createBatchLoader((ids: string[]) => listOpenCommands(db, ids));
