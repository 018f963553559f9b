import {
  PERMISSIONS,
  deviceSettingsErrors,
  sortDisplaySchedule,
  type DisplayPeriod,
} from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, forbidden, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import type { DeviceRef } from '../devices/actor.js';
import { notifyDevicesChanged } from '../devices/publishing/publishing.js';
import { findDeviceInSpace, type DeviceRow } from '../devices/repo.js';
import * as repo from './repo.js';
import { DEFAULT_SETTINGS_ROW, type DeviceSettingsRow } from './repo.js';

export interface DeviceSettingsInput {
  volume?: number | null;
  rotation: number;
  displaySchedule: readonly DisplayPeriod[];
}

/**
 * Device.settings: the screen itself reads its own (`caller`, null for anyone else); a user
 * needs device read permission, checked by the resolver's guard before this runs.
 */
export async function settingsOf(
  app: AppServices,
  caller: DeviceRef | null | 'user',
  device: DeviceRow,
): Promise<DeviceSettingsRow> {
  if (caller !== 'user' && caller?.id !== device.id) return DEFAULT_SETTINGS_ROW;
  const stored = await app.deviceSettings(device.id);
  // The row's account must be the device's: nothing of another account is ever read.
  if (!stored || stored.accountId !== device.accountId) return DEFAULT_SETTINGS_ROW;
  const { accountId: _account, ...settings } = stored;
  return settings;
}

/** Validates and stores a screen's settings, then tells the screen. */
export async function updateDeviceSettings(
  app: AppServices,
  scope: Scope,
  deviceId: string,
  input: DeviceSettingsInput,
): Promise<DeviceRow> {
  assertPermission(scope, PERMISSIONS.device.configure);
  if (scope.actor.kind !== 'user') throw forbidden('A device token cannot do this');
  const device = await findDeviceInSpace(app.db, scope.accountId, scope.spaceId, deviceId);
  if (!device) throw notFound('Device');
  const errors = deviceSettingsErrors(input);
  if (errors.length > 0) throw badUserInput(errors[0]!.message, errors);
  const schedule = sortDisplaySchedule(
    input.displaySchedule.map(({ day, start, end }) => ({ day, start, end })),
  );
  await repo.saveSettings(app.db, {
    device_id: device.id,
    account_id: device.accountId,
    volume: input.volume ?? null,
    rotation: input.rotation,
    display_schedule: schedule.length > 0 ? JSON.stringify(schedule) : null,
    updated_by: scope.actor.userId,
    updated_at: app.clock.now().toISOString(),
  });
  // The screen's subscription re-reads its Device, whose settings are now these.
  notifyDevicesChanged(app, device.accountId, [device.id]);
  return device;
}
