import type { Db } from '../../db/connect.js';
import type { DeviceCommandsTable } from '../../db/schema.js';

export type CommandStatus = 'queued' | 'delivered' | 'done' | 'failed';
export type CommandType =
  'reboot' | 'displayOn' | 'displayOff' | 'reload' | 'clearCache' | 'screenshot';

/** Shaped as the GraphQL DeviceCommand. */
export interface DeviceCommandRow {
  _id: string;
  accountId: string;
  deviceId: string;
  deviceName: string | null;
  type: CommandType;
  status: CommandStatus;
  error: string | null;
  createdAt: string;
  deliveredAt: string | null;
  completedAt: string | null;
  /** No person asked for it: a screen's screenshot timer or a live view's fresh picture did. */
  automatic: boolean;
}

const toCommand = (r: DeviceCommandsTable & { device_name?: string | null }): DeviceCommandRow => ({
  _id: r.id,
  accountId: r.account_id,
  deviceId: r.device_id,
  deviceName: r.device_name ?? null,
  type: r.type as CommandType,
  status: r.status as CommandStatus,
  error: r.error,
  createdAt: r.created_at,
  deliveredAt: r.delivered_at,
  completedAt: r.completed_at,
  automatic: r.requested_by === null,
});

const withDeviceName = (db: Db) =>
  db
    .selectFrom('device_commands')
    .innerJoin('devices', 'devices.id', 'device_commands.device_id')
    .selectAll('device_commands')
    .select('devices.name as device_name');

export async function insertCommand(db: Db, c: DeviceCommandsTable): Promise<void> {
  await db.insertInto('device_commands').values(c).execute();
}

export async function findCommand(db: Db, accountId: string, id: string) {
  const row = await withDeviceName(db)
    .where('device_commands.account_id', '=', accountId)
    .where('device_commands.id', '=', id)
    .executeTakeFirst();
  return row ? toCommand(row) : undefined;
}

export async function listDeviceCommands(
  db: Db,
  accountId: string,
  filter: { deviceId?: string; statuses?: CommandStatus[]; automatic?: boolean; limit: number },
) {
  let query = withDeviceName(db).where('device_commands.account_id', '=', accountId);
  if (filter.deviceId) query = query.where('device_commands.device_id', '=', filter.deviceId);
  if (filter.statuses) query = query.where('device_commands.status', 'in', filter.statuses);
  if (filter.automatic !== undefined)
    query = query.where('device_commands.requested_by', filter.automatic ? 'is' : 'is not', null);
  const rows = await query
    .orderBy('device_commands.created_at', 'desc')
    .orderBy('device_commands.id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map(toCommand);
}

/** Marks the queued ones among `ids` delivered; returns the ids it marked. */
export async function markDeliveredReturning(db: Db, ids: readonly string[], at: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('device_commands')
    .set({ status: 'delivered', delivered_at: at })
    .where('id', 'in', [...ids])
    .where('status', '=', 'queued')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function complete(
  db: Db,
  deviceId: string,
  id: string,
  outcome: { status: 'done' | 'failed'; error: string | null; at: string },
) {
  const result = await db
    .updateTable('device_commands')
    .set({
      status: outcome.status,
      error: outcome.error,
      completed_at: outcome.at,
      // A result implies the device got it, even if the delivery mark was lost.
      delivered_at: (eb) => eb.fn.coalesce('delivered_at', eb.val(outcome.at)),
    })
    .where('id', '=', id)
    .where('device_id', '=', deviceId)
    .where('status', 'in', ['queued', 'delivered'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Open (queued or delivered) commands of many devices, oldest first, in one query. */
export async function listOpenCommands(db: Db, deviceIds: readonly string[]) {
  const rows = await withDeviceName(db)
    .where('device_commands.device_id', 'in', [...deviceIds])
    .where('device_commands.status', 'in', ['queued', 'delivered'])
    .orderBy('device_commands.created_at')
    .orderBy('device_commands.id')
    .execute();
  const byDevice = new Map<string, DeviceCommandRow[]>();
  for (const row of rows) {
    const command = toCommand(row);
    byDevice.set(command.deviceId, [...(byDevice.get(command.deviceId) ?? []), command]);
  }
  return byDevice;
}
