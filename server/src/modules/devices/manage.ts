import { PERMISSIONS } from '@marquee/sdk/model';
import { z } from 'zod';
import { badUserInput, notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { requireDevice, requirePermission } from '../../graphql/guards.js';
import type { DeviceSortField, SortDirection } from '../preferences/device-list-sort.js';
import { loadPreferences } from '../preferences/service.js';
import { listDevicePage, type DeviceStatusFilter } from './list-repo.js';
import * as repo from './repo.js';
import { notifyDevicesChanged } from './service.js';

const MAX_PAGE = 200;

export async function devicePage(
  ctx: GraphQLContext,
  args: {
    search?: string | null;
    status?: DeviceStatusFilter | null;
    sort?: { field: DeviceSortField; direction: SortDirection } | null;
    offset?: number | null;
    limit?: number | null;
  },
) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.device.read);
  const limit = args.limit ?? 50;
  const offset = args.offset ?? 0;
  if (limit < 1 || limit > MAX_PAGE)
    throw badUserInput(`limit must be 1 to ${MAX_PAGE}`, [{ path: 'limit', message: 'Invalid' }]);
  if (offset < 0)
    throw badUserInput('offset must be 0 or more', [{ path: 'offset', message: 'Invalid' }]);
  const sort = args.sort ?? (await loadPreferences(ctx, user.id)).deviceDashboardSort;
  return listDevicePage(ctx.services.db, {
    accountId: user.accountId,
    spaceId: session.currentSpaceId,
    search: args.search,
    status: args.status ?? 'all',
    sort,
    offset,
    limit,
    now: ctx.now(),
  });
}

export async function renameDevice(ctx: GraphQLContext, id: string, name: string) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.device.configure);
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  const space = session.currentSpaceId;
  if (!(await repo.renameDevice(ctx.services.db, user.accountId, space, id, trimmed)))
    throw notFound('Device');
  notifyDevicesChanged(ctx, user.accountId, [id]);
  return (await repo.findDevice(ctx.services.db, user.accountId, id))!;
}

export async function deleteDevice(ctx: GraphQLContext, id: string) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.device.delete);
  const space = session.currentSpaceId;
  if (!(await repo.deleteDevice(ctx.services.db, user.accountId, space, id)))
    throw notFound('Device');
  // Operators' lists drop it; its deviceChanged reload finds nothing and emits nothing.
  ctx.services.pubsub.publish('device:changed', user.accountId, { deviceId: id });
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
  ctx: GraphQLContext,
  timeZone: string | null | undefined,
  info: unknown,
) {
  const { device } = requireDevice(ctx);
  const parsed = deviceInfoSchema.safeParse(info);
  if (!parsed.success)
    throw badUserInput('Invalid device info', [
      { path: 'info', message: parsed.error.issues[0]?.message ?? 'Invalid' },
    ]);
  if (timeZone && !isTimeZone(timeZone))
    throw badUserInput('Unknown time zone', [{ path: 'timeZone', message: 'Unknown time zone' }]);
  const { db } = ctx.services;
  await repo.setDeviceInfo(db, device.accountId, device.id, {
    timeZone: timeZone ?? null,
    deviceInfo: parsed.data,
  });
  ctx.services.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
  return (await repo.findDevice(db, device.accountId, device.id))!;
}
