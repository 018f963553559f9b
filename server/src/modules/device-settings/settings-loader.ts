import type { Db } from '../../db/connect.js';
import { createBatchLoader } from '../devices/listing/batch-loader.js';
import { listLayers, type GroupLayer, type SettingsLayer } from './repo.js';

/**
 * Every screen reads its settings on each currentDeviceChanged, and the screen list may show
 * many: batched, so a change that wakes many screens (a group's settings) costs two queries,
 * not two per screen. One per server process (AppServices.deviceSettings).
 */
export type DeviceSettingsLoader = (
  deviceId: string,
) => Promise<
  { accountId: string | null; own: SettingsLayer | null; groups: GroupLayer[] } | undefined
>;

export const createDeviceSettingsLoader = (db: Db): DeviceSettingsLoader =>
  createBatchLoader((ids: string[]) => listLayers(db, ids));
