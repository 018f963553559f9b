import {
  PERMISSIONS,
  deviceSettingsErrors,
  extraSettingsErrors,
  sortDisplaySchedule,
  type DisplayPeriod,
  type SettingsFieldError,
} from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, forbidden, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import type { DeviceRef } from '../devices/actor.js';
import { notifyDevicesChanged } from '../devices/publishing/publishing.js';
import { findDeviceInSpace, type DeviceRow } from '../devices/repo.js';
import { effectiveSettings, type EffectiveSettings } from './effective.js';
import * as repo from './repo.js';
import { EMPTY_LAYER } from './repo.js';

/** What a screen or a group sets; a field null or left out is not set by it. */
export interface SettingsInput {
  volume?: number | null;
  rotation?: number | null;
  displaySchedule?: readonly DisplayPeriod[] | null;
  timeZone?: string | null;
  screenshotIntervalMinutes?: number | null;
}

/** Every problem of the input, each on its field's path, in a person's words. */
export function settingsInputErrors(input: SettingsInput): SettingsFieldError[] {
  return [...deviceSettingsErrors(input), ...extraSettingsErrors(input)];
}

/** The input's columns, validated; throws BAD_USER_INPUT with every field's problem. */
export function columnsOf(input: SettingsInput) {
  const errors = settingsInputErrors(input);
  if (errors.length > 0) throw badUserInput(errors[0]!.message, errors);
  const schedule = input.displaySchedule
    ? sortDisplaySchedule(input.displaySchedule.map(({ day, start, end }) => ({ day, start, end })))
    : null;
  return {
    volume: input.volume ?? null,
    rotation: input.rotation ?? null,
    display_schedule: schedule ? JSON.stringify(schedule) : null,
    time_zone: input.timeZone ?? null,
    screenshot_interval_minutes: input.screenshotIntervalMinutes ?? null,
  };
}

/**
 * A screen's settings as it applies them, with where each field comes from. The screen itself
 * reads its own (`caller`, null for anyone else: the defaults); a user needs device read
 * permission, checked by the resolver's guard before this runs.
 */
export async function settingsOf(
  app: AppServices,
  caller: DeviceRef | null | 'user',
  device: DeviceRow,
): Promise<EffectiveSettings> {
  if (caller !== 'user' && caller?.id !== device.id) return effectiveSettings(EMPTY_LAYER, []);
  const stored = await app.deviceSettings(device.id);
  // Every layer's account must be the device's: nothing of another account is ever read.
  const own = stored?.own && stored.accountId === device.accountId ? stored.own : EMPTY_LAYER;
  const groups = (stored?.groups ?? []).filter((g) => g.accountId === device.accountId);
  return effectiveSettings(own, groups);
}

/** Validates and stores what the screen itself sets, then tells the screen. */
export async function updateDeviceSettings(
  app: AppServices,
  scope: Scope,
  deviceId: string,
  input: SettingsInput,
): Promise<DeviceRow> {
  assertPermission(scope, PERMISSIONS.device.configure);
  if (scope.actor.kind !== 'user') throw forbidden('A device token cannot do this');
  const device = await findDeviceInSpace(app.db, scope.accountId, scope.spaceId, deviceId);
  if (!device) throw notFound('Device');
  const { rotation, ...columns } = columnsOf(input);
  await repo.saveSettings(app.db, {
    device_id: device.id,
    account_id: device.accountId,
    ...columns,
    rotation: 0,
    own_rotation: rotation,
    updated_by: scope.actor.userId,
    updated_at: app.clock.now().toISOString(),
  });
  // The screen's subscription re-reads its Device, whose settings are now these.
  void notifyDevicesChanged(app, device.accountId, [device.id]);
  return device;
}
