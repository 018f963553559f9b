import { isAdminRole, PERMISSIONS } from '@marquee/sdk/model';
import { badUserInput, forbidden, notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { uuidv7 } from '../../ids.js';
import { requireDevice, requirePermission, requireUser } from '../../graphql/guards.js';
import type { AppServices } from '../../app-services.js';
import { createBatchLoader } from '../devices/batch-loader.js';
import { findDeviceInSpace, type DeviceRow } from '../devices/repo.js';
import { notifyDevicesChanged } from '../devices/service.js';
import * as repo from './repo.js';
import type { CommandStatus, CommandType } from './repo.js';

export async function sendDeviceCommand(ctx: GraphQLContext, deviceId: string, type: CommandType) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.device.configure);
  const { db } = ctx.services;
  if (!(await findDeviceInSpace(db, user.accountId, session.currentSpaceId, deviceId)))
    throw notFound('Device');
  const now = ctx.now();
  const id = uuidv7(now.getTime());
  await repo.insertCommand(db, {
    id,
    account_id: user.accountId,
    device_id: deviceId,
    type,
    status: 'queued',
    error: null,
    requested_by: user.id,
    created_at: now.toISOString(),
    delivered_at: null,
    completed_at: null,
  });
  // The device's subscription re-reads the Device, whose pendingCommands now include this one.
  notifyDevicesChanged(ctx, user.accountId, [deviceId]);
  return (await repo.findCommand(db, user.accountId, id))!;
}

// Every screen asks for its pending commands on each currentDeviceChanged; batched so that a
// publish to many screens costs one query, not one per screen.
export type OpenCommandsLoader = (deviceId: string) => Promise<repo.DeviceCommandRow[] | undefined>;

/** Built once per server process (app.ts). */
export const createOpenCommandsLoader = (services: Pick<AppServices, 'db'>): OpenCommandsLoader =>
  createBatchLoader((ids: string[]) => repo.listOpenCommands(services.db, ids));

/** Device.pendingCommands: for the device itself, marks what it reads as delivered. */
export async function pendingCommands(ctx: GraphQLContext, device: DeviceRow) {
  const self = ctx.principal.kind === 'device' && ctx.principal.device.id === device.id;
  if (!self) return [];
  const { db } = ctx.services;
  const open = ((await ctx.services.openCommands(device.id)) ?? []).filter(
    (c) => c.accountId === device.accountId,
  );
  const queued = open.filter((c) => c.status === 'queued');
  const at = ctx.now().toISOString();
  if (
    (await repo.markDelivered(
      db,
      queued.map((c) => c._id),
      at,
    )) > 0
  )
    ctx.services.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
  return open
    .map((c) =>
      c.status === 'queued' ? { ...c, status: 'delivered' as const, deliveredAt: at } : c,
    )
    .reverse();
}

/** Device.commands: operators see the latest commands and their status. */
export async function deviceCommandsOf(ctx: GraphQLContext, device: DeviceRow, limit: number) {
  if (ctx.principal.kind !== 'user') return [];
  requirePermission(ctx, PERMISSIONS.device.read);
  return repo.listDeviceCommands(ctx.services.db, device.accountId, {
    deviceId: device.id,
    limit: Math.min(Math.max(limit, 1), 200),
  });
}

export async function adminDeviceCommands(
  ctx: GraphQLContext,
  status: CommandStatus | null | undefined,
  limit: number,
) {
  const { user } = requireUser(ctx);
  if (!isAdminRole(user.role)) throw forbidden();
  return repo.listDeviceCommands(ctx.services.db, user.accountId, {
    statuses: status ? [status] : undefined,
    limit: Math.min(Math.max(limit, 1), 500),
  });
}

export async function reportDeviceCommandResult(
  ctx: GraphQLContext,
  commandId: string,
  status: CommandStatus,
  error: string | null | undefined,
) {
  const { device } = requireDevice(ctx);
  if (status !== 'done' && status !== 'failed')
    throw badUserInput('A result is done or failed', [
      { path: 'status', message: 'Use done or failed' },
    ]);
  const { db } = ctx.services;
  const existing = await repo.findCommand(db, device.accountId, commandId);
  if (!existing || existing.deviceId !== device.id) throw notFound('Command');
  // A repeated report (a retry after a lost answer) leaves the first outcome in place.
  await repo.complete(db, device.id, commandId, {
    status,
    error: status === 'failed' ? (error ?? 'failed').slice(0, 500) : null,
    at: ctx.now().toISOString(),
  });
  ctx.services.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
  return (await repo.findCommand(db, device.accountId, commandId))!;
}
