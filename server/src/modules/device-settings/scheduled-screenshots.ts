import type { AppServices } from '../../app-services.js';
import { uuidv7 } from '../../ids.js';
import { findCommand, insertCommand } from '../device-commands/repo.js';
import type { DeviceRef } from '../devices/actor.js';
import { findDevice } from '../devices/repo.js';
import { settingsOf } from './service.js';
import * as repo from './repo.js';

/**
 * A screen's timer may fire a little early (its clock is corrected by the server's, a timer
 * runs late then early): a screenshot opens this long before its interval has fully passed.
 */
export const SCREENSHOT_EARLY_MS = 30_000;

/**
 * For a screen's own token: opens a screenshot command when its settings take screenshots on a
 * timer and its interval has passed since the last one this opened; null otherwise. The screen
 * answers it as any screenshot command (uploadDeviceScreenshot), so a screen can store no more
 * pictures than its interval allows, however many requests it sends at once.
 */
export async function requestScheduledScreenshot(app: AppServices, caller: DeviceRef) {
  const device = await findDevice(app.db, caller.accountId, caller.id);
  if (!device || device.accountId !== caller.accountId) return null;
  const minutes = (await settingsOf(app, caller, device)).screenshotIntervalMinutes;
  if (minutes === null) return null;
  const now = app.clock.now();
  const cutoff = new Date(now.getTime() - minutes * 60_000 + SCREENSHOT_EARLY_MS).toISOString();
  const claimed = await repo.claimScreenshotSlot(
    app.db,
    { device_id: device.id, account_id: device.accountId, last_opened_at: now.toISOString() },
    cutoff,
  );
  if (!claimed) return null;
  const id = uuidv7(now.getTime());
  await insertCommand(app.db, {
    id,
    account_id: device.accountId,
    device_id: device.id,
    type: 'screenshot',
    // Handed to the screen in this answer: it is on its way already.
    status: 'delivered',
    error: null,
    requested_by: null,
    created_at: now.toISOString(),
    delivered_at: now.toISOString(),
    completed_at: null,
  });
  return (await findCommand(app.db, device.accountId, id))!;
}
