import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, forbidden, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import type { DeviceRef } from '../devices/actor.js';
import { notifyDeviceCommands } from '../devices/publishing/publishing.js';
import { findDeviceInSpace, type DeviceRow } from '../devices/repo.js';
import * as repo from './repo.js';
import type { CommandStatus, CommandType } from './repo.js';

export async function sendDeviceCommand(
  app: AppServices,
  scope: Scope,
  deviceId: string,
  type: CommandType,
) {
  assertPermission(scope, PERMISSIONS.device.configure);
  if (scope.actor.kind !== 'user') throw forbidden('A device token cannot do this');
  const { db } = app;
  const { accountId } = scope;
  if (!(await findDeviceInSpace(db, accountId, scope.spaceId, deviceId))) throw notFound('Device');
  const now = app.clock.now();
  const id = uuidv7(now.getTime());
  await repo.insertCommand(db, {
    id,
    account_id: accountId,
    device_id: deviceId,
    type,
    status: 'queued',
    error: null,
    requested_by: scope.actor.userId,
    created_at: now.toISOString(),
    delivered_at: null,
    completed_at: null,
  });
  // The device's subscription re-reads the Device, whose pendingCommands now include this one.
  void notifyDeviceCommands(app, accountId, [deviceId]);
  return (await repo.findCommand(db, accountId, id))!;
}

/**
 * Device.pendingCommands: only the device itself (`caller`, null for anyone else) sees them, and
 * what it reads is marked delivered.
 */
export async function pendingCommands(
  app: AppServices,
  caller: DeviceRef | null,
  device: DeviceRef,
) {
  if (caller?.id !== device.id) return [];
  const open = ((await app.openDeviceCommands(device.id)) ?? []).filter(
    (c) => c.accountId === device.accountId,
  );
  const queued = open.filter((c) => c.status === 'queued');
  const at = app.clock.now().toISOString();
  const marked = await Promise.all(queued.map((c) => app.deliverDeviceCommand(c._id, at)));
  if (marked.includes(true))
    app.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
  return open
    .map((c) =>
      c.status === 'queued' ? { ...c, status: 'delivered' as const, deliveredAt: at } : c,
    )
    .reverse();
}

/** Device.commands: operators see the latest commands and their status. */
export async function deviceCommandsOf(
  app: AppServices,
  scope: Scope,
  device: DeviceRow,
  { limit, automatic }: { limit: number; automatic?: boolean | null },
) {
  assertPermission(scope, PERMISSIONS.device.read);
  return repo.listDeviceCommands(app.db, device.accountId, {
    deviceId: device.id,
    automatic: automatic ?? undefined,
    limit: Math.min(Math.max(limit, 1), 200),
  });
}

/**
 * The account's commands across screens, for the admin console. The resolver's guard asks for an
 * admin role; the scope must hold device:read, as for any other read of commands.
 */
export async function adminDeviceCommands(
  app: AppServices,
  scope: Scope,
  {
    status,
    deviceId,
    automatic,
    limit,
  }: {
    status?: CommandStatus | null;
    deviceId?: string | null;
    automatic?: boolean | null;
    limit: number;
  },
) {
  assertPermission(scope, PERMISSIONS.device.read);
  // The account scope stays: another account's device id simply finds nothing.
  return repo.listDeviceCommands(app.db, scope.accountId, {
    deviceId: deviceId ?? undefined,
    statuses: status ? [status] : undefined,
    automatic: automatic ?? undefined,
    limit: Math.min(Math.max(limit, 1), 500),
  });
}

export async function reportDeviceCommandResult(
  app: AppServices,
  device: DeviceRef,
  commandId: string,
  status: CommandStatus,
  error: string | null | undefined,
) {
  if (status !== 'done' && status !== 'failed')
    throw badUserInput('A result is done or failed', [
      { path: 'status', message: 'Use done or failed' },
    ]);
  const { db } = app;
  const existing = await repo.findCommand(db, device.accountId, commandId);
  if (!existing || existing.deviceId !== device.id) throw notFound('Command');
  // A repeated report (a retry after a lost answer) leaves the first outcome in place.
  await repo.complete(db, device.id, commandId, {
    status,
    error: status === 'failed' ? (error ?? 'failed').slice(0, 500) : null,
    at: app.clock.now().toISOString(),
  });
  app.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
  return (await repo.findCommand(db, device.accountId, commandId))!;
}
