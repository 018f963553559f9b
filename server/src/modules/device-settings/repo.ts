import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { DisplayPeriod, ScreenRotation } from '@marquee/sdk/model';

/** One screen's stored settings (a row exists once an operator saved them). */
export interface DeviceSettingsTable {
  device_id: string;
  account_id: string;
  volume: number | null;
  rotation: number;
  /** JSON list of DisplayPeriod; null: always on. */
  display_schedule: string | null;
  updated_by: string | null;
  updated_at: string;
}

// The table belongs to this module alone, so it joins the database's type here (declaration
// merging, as modules add their services to ModuleServices).
declare module '../../db/schema.js' {
  interface Database {
    device_settings: DeviceSettingsTable;
  }
}

/** Shaped as the GraphQL DeviceSettings. */
export interface DeviceSettingsRow {
  volume: number | null;
  rotation: ScreenRotation;
  displaySchedule: DisplayPeriod[];
  updatedAt: string | null;
}

export const DEFAULT_SETTINGS_ROW: DeviceSettingsRow = {
  volume: null,
  rotation: 0,
  displaySchedule: [],
  updatedAt: null,
};

const toSettings = (r: DeviceSettingsTable): DeviceSettingsRow => ({
  volume: r.volume === null ? null : Number(r.volume),
  rotation: Number(r.rotation) as ScreenRotation,
  displaySchedule: parseJson<DisplayPeriod[] | null>(r.display_schedule, null) ?? [],
  updatedAt: r.updated_at,
});

/** The settings of many screens of one account in one query, by device id. */
export async function listSettings(db: Db, deviceIds: readonly string[]) {
  const rows = await db
    .selectFrom('device_settings')
    .selectAll()
    .where('device_id', 'in', [...deviceIds])
    .execute();
  return new Map(rows.map((r) => [r.device_id, { accountId: r.account_id, ...toSettings(r) }]));
}

export async function saveSettings(db: Db, row: DeviceSettingsTable): Promise<void> {
  const { device_id: _key, account_id: _account, ...changes } = row;
  await db
    .insertInto('device_settings')
    .values(row)
    .onConflict((c) => c.column('device_id').doUpdateSet(changes))
    .execute();
}
