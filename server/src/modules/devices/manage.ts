import { PERMISSIONS } from '@marquee/sdk/model';
import { z } from 'zod';
import type { AppServices } from '../../app-services.js';
import { badUserInput, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import type { DeviceRef } from './actor.js';
import { notifyDevicesChanged } from './publishing/publishing.js';
import * as repo from './repo.js';
import { announceAccessChange } from '../../pubsub/access-changes.js';

// Changing a device: operators rename and delete screens; a device reports its own facts.

export async function renameDevice(app: AppServices, scope: Scope, id: string, name: string) {
  assertPermission(scope, PERMISSIONS.device.configure);
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  if (!(await repo.renameDevice(app.db, scope.accountId, scope.spaceId, id, trimmed)))
    throw notFound('Device');
  void notifyDevicesChanged(app, scope.accountId, [id]);
  return (await repo.findDevice(app.db, scope.accountId, id))!;
}

export async function deleteDevice(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.device.delete);
  if (!(await removeDevice(app, scope.accountId, scope.spaceId, id))) throw notFound('Device');
  return true;
}

/** Unpairs one screen of the account in the space; false when there is none. Checks nothing. */
export async function removeDevice(
  app: AppServices,
  accountId: string,
  spaceId: string | null,
  id: string,
) {
  const hooks = [...app.devices.deletionHooks];
  const after = await Promise.all(hooks.map((hook) => hook(accountId, id)));
  if (!(await repo.deleteDevice(app.db, accountId, spaceId, id))) return false;
  for (const finish of after) await finish();
  // Operators' lists drop it; its deviceChanged reload finds nothing and emits nothing.
  app.pubsub.publish('device:changed', accountId, { deviceId: id });
  announceAccessChange(app, { deviceId: id });
  return true;
}

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

// What HostAPI.getDeviceInfo() yields varies by platform; keep it a bounded JSON object.
const deviceInfoSchema = z
  .record(z.string(), z.unknown())
  .refine((info) => JSON.stringify(info).length <= 16_000, 'Device info is too large');

export async function reportDeviceInfo(
  app: AppServices,
  device: DeviceRef,
  timeZone: string | null | undefined,
  info: unknown,
) {
  const parsed = deviceInfoSchema.safeParse(info);
  if (!parsed.success)
    throw badUserInput('Invalid device info', [
      { path: 'info', message: parsed.error.issues[0]?.message ?? 'Invalid' },
    ]);
  if (timeZone && !isTimeZone(timeZone))
    throw badUserInput('Unknown time zone', [{ path: 'timeZone', message: 'Unknown time zone' }]);
  const { db } = app;
  await repo.setDeviceInfo(db, device.accountId, device.id, {
    timeZone: timeZone ?? null,
    deviceInfo: parsed.data,
  });
  app.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
  return (await repo.findDevice(db, device.accountId, device.id))!;
}
