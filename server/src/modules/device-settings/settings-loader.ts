import type { Db } from '../../db/connect.js';
import { createBatchLoader } from '../devices/listing/batch-loader.js';
import { listSettings, type DeviceSettingsRow } from './repo.js';

/**
 * Every screen reads its settings on each currentDeviceChanged, and the screen list may show
 * many: batched, so a change that wakes many screens costs one query, not one per screen. One
 * per server process (AppServices.deviceSettings).
 */
export type DeviceSettingsLoader = (
  deviceId: string,
) => Promise<(DeviceSettingsRow & { accountId: string }) | undefined>;

export const createDeviceSettingsLoader = (db: Db): DeviceSettingsLoader =>
  createBatchLoader((ids: string[]) => listSettings(db, ids));
