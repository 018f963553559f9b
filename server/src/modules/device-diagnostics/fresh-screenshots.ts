import type { AppServices } from '../../app-services.js';
import { uuidv7 } from '../../ids.js';
import type { RateLimit } from '../../rate-limits.js';
import * as commands from '../device-commands/repo.js';
import { lacksCapability } from '../devices/capabilities.js';
import { isOnline } from '../devices/presence/rules.js';
import { notifyDevicesChanged } from '../devices/publishing/publishing.js';
import type { DeviceRow } from '../devices/repo.js';
import * as repo from './repo.js';

/** A screen's latest picture as a viewer reads it, without a link: the caller serves the bytes. */
export interface StoredScreenshot {
  blobKey: string;
  mimeType: string;
  width: number;
  height: number;
  takenAt: string;
}

export async function storedScreenshot(
  app: Pick<AppServices, 'db'>,
  device: Pick<DeviceRow, 'accountId' | 'id'>,
): Promise<StoredScreenshot | null> {
  const row = await repo.findScreenshot(app.db, device.accountId, device.id);
  if (!row) return null;
  return {
    blobKey: row.blob_key,
    mimeType: row.mime_type,
    width: row.width,
    height: row.height,
    takenAt: row.taken_at,
  };
}

/** Whether the screen's player says its host can take screenshots (an older one says nothing). */
export function canTakeScreenshots(device: Pick<DeviceRow, 'deviceInfo'>): boolean {
  return !lacksCapability(device.deviceInfo, 'screenshot');
}

/**
 * Asks an online screen for a new picture when its latest is older than `maxAgeMs` and none is
 * on its way: the screenshot command reaches it over its subscription at once, as an operator's
 * does. `perScreen` is counted before the command is made, so however many viewers ask at once a
 * screen gets at most its limit of commands. True when a command went out.
 */
export async function askForFreshScreenshot(
  app: AppServices,
  device: DeviceRow,
  latestTakenAt: string | null,
  { maxAgeMs, perScreen }: { maxAgeMs: number; perScreen: RateLimit },
): Promise<boolean> {
  const now = app.clock.now();
  if (latestTakenAt && now.getTime() - Date.parse(latestTakenAt) < maxAgeMs) return false;
  if (!isOnline(device, now) || !canTakeScreenshots(device)) return false;
  const open = (await commands.listOpenCommands(app.db, [device.id])).get(device.id) ?? [];
  if (
    open.some((c) => c.type === 'screenshot' && now.getTime() - Date.parse(c.createdAt) < maxAgeMs)
  )
    return false;
  if (!(await app.rateLimits.take(perScreen, device.id, now))) return false;
  await commands.insertCommand(app.db, {
    id: uuidv7(now.getTime()),
    account_id: device.accountId,
    device_id: device.id,
    type: 'screenshot',
    status: 'queued',
    error: null,
    requested_by: null,
    created_at: now.toISOString(),
    delivered_at: null,
    completed_at: null,
  });
  void notifyDevicesChanged(app, device.accountId, [device.id]);
  return true;
}
