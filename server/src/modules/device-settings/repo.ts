import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { DisplayPeriod, ScreenRotation } from '@marquee/sdk/model';

/** One screen's stored settings (a row exists once an operator saved them). */
export interface DeviceSettingsTable {
  device_id: string;
  account_id: string;
  volume: number | null;
  /** Unread since own_rotation (kept: SQLite cannot make it nullable in place); written as 0. */
  rotation: number;
  /** The screen's own rotation; null: left to its groups. */
  own_rotation: number | null;
  /** JSON list of DisplayPeriod; null: left to its groups, "[]": always on. */
  display_schedule: string | null;
  time_zone: string | null;
  screenshot_interval_minutes: number | null;
  updated_by: string | null;
  updated_at: string;
}

/** A group's settings: every field null when the group does not set it. */
export interface GroupSettingsTable {
  group_id: string;
  account_id: string;
  volume: number | null;
  rotation: number | null;
  display_schedule: string | null;
  time_zone: string | null;
  screenshot_interval_minutes: number | null;
  updated_by: string | null;
  updated_at: string;
}

/** When a screen's screenshot timer last opened a screenshot command. */
export interface DeviceScreenshotScheduleTable {
  device_id: string;
  account_id: string;
  last_opened_at: string;
}

// The tables belong to this module alone, so they join the database's type here (declaration
// merging, as modules add their services to ModuleServices).
declare module '../../db/schema.js' {
  interface Database {
    device_settings: DeviceSettingsTable;
    group_settings: GroupSettingsTable;
    device_screenshot_schedule: DeviceScreenshotScheduleTable;
  }
}

/** The fields one layer (a screen or a group) sets; null: not set by this layer. */
export interface SettingsLayer {
  volume: number | null;
  rotation: ScreenRotation | null;
  displaySchedule: DisplayPeriod[] | null;
  timeZone: string | null;
  screenshotIntervalMinutes: number | null;
  updatedAt: string | null;
}

export const EMPTY_LAYER: SettingsLayer = {
  volume: null,
  rotation: null,
  displaySchedule: null,
  timeZone: null,
  screenshotIntervalMinutes: null,
  updatedAt: null,
};

const num = (v: number | null) => (v === null ? null : Number(v));

const layerOf = (
  r: Pick<GroupSettingsTable, 'volume' | 'display_schedule' | 'time_zone' | 'updated_at'> & {
    rotation: number | null;
    screenshot_interval_minutes: number | null;
  },
): SettingsLayer => ({
  volume: num(r.volume),
  rotation: num(r.rotation) as ScreenRotation | null,
  displaySchedule: parseJson<DisplayPeriod[] | null>(r.display_schedule, null),
  timeZone: r.time_zone,
  screenshotIntervalMinutes: num(r.screenshot_interval_minutes),
  updatedAt: r.updated_at,
});

/** A group's layer as it applies to one screen, with the group's name for "from group Lobby". */
export interface GroupLayer {
  groupId: string;
  accountId: string;
  groupName: string;
  layer: SettingsLayer;
}

/**
 * Each screen's own layer and the layers of its groups that set anything, newest first (the
 * later id breaks a tie), in two queries. Read by id only; the caller checks the account.
 */
export async function listLayers(db: Db, deviceIds: readonly string[]) {
  const out = new Map<
    string,
    { accountId: string | null; own: SettingsLayer | null; groups: GroupLayer[] }
  >();
  if (deviceIds.length === 0) return out;
  const ids = [...deviceIds];
  const [own, groups] = await Promise.all([
    db.selectFrom('device_settings').selectAll().where('device_id', 'in', ids).execute(),
    db
      .selectFrom('screen_group_members as m')
      .innerJoin('group_settings as s', (j) =>
        j.onRef('s.group_id', '=', 'm.group_id').onRef('s.account_id', '=', 'm.account_id'),
      )
      .innerJoin('screen_groups as g', 'g.id', 's.group_id')
      .selectAll('s')
      .select(['m.device_id', 'g.name as group_name'])
      .where('m.device_id', 'in', ids)
      .orderBy('s.updated_at', 'desc')
      .orderBy('s.group_id', 'desc')
      .execute(),
  ]);
  const entry = (deviceId: string) => {
    let found = out.get(deviceId);
    if (!found) out.set(deviceId, (found = { accountId: null, own: null, groups: [] }));
    return found;
  };
  for (const r of own) {
    const e = entry(r.device_id);
    e.accountId = r.account_id;
    e.own = layerOf({ ...r, rotation: r.own_rotation });
  }
  for (const r of groups)
    entry(r.device_id).groups.push({
      groupId: r.group_id,
      groupName: r.group_name,
      accountId: r.account_id,
      layer: layerOf(r),
    });
  return out;
}

export async function saveSettings(db: Db, row: DeviceSettingsTable): Promise<void> {
  const { device_id: _key, account_id: _account, ...changes } = row;
  await db
    .insertInto('device_settings')
    .values(row)
    .onConflict((c) => c.column('device_id').doUpdateSet(changes))
    .execute();
}

export async function findGroupSettings(db: Db, accountId: string, groupId: string) {
  const row = await db
    .selectFrom('group_settings')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return row ? layerOf(row) : null;
}

export async function saveGroupSettings(db: Db, row: GroupSettingsTable): Promise<void> {
  const { group_id: _key, account_id: _account, ...changes } = row;
  await db
    .insertInto('group_settings')
    .values(row)
    .onConflict((c) => c.column('group_id').doUpdateSet(changes))
    .execute();
}

/** The member screens' platform and reported device info, to count what they cannot do. */
export async function memberDevices(db: Db, accountId: string, groupId: string) {
  const rows = await db
    .selectFrom('screen_group_members as m')
    .innerJoin('devices as d', (j) =>
      j.onRef('d.id', '=', 'm.device_id').onRef('d.account_id', '=', 'm.account_id'),
    )
    .select(['d.id', 'd.platform', 'd.device_info'])
    .where('m.account_id', '=', accountId)
    .where('m.group_id', '=', groupId)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    platform: r.platform,
    deviceInfo: parseJson<Record<string, unknown> | null>(r.device_info, null),
  }));
}

/**
 * Marks a screenshot as opened now when the last one was opened at `cutoff` or before (or
 * never); false when one was opened since. One statement, so parallel callers cannot both win.
 */
export async function claimScreenshotSlot(
  db: Db,
  row: DeviceScreenshotScheduleTable,
  cutoff: string,
): Promise<boolean> {
  const result = await db
    .insertInto('device_screenshot_schedule')
    .values(row)
    .onConflict((c) =>
      c
        .column('device_id')
        .doUpdateSet({ last_opened_at: row.last_opened_at })
        .where('device_screenshot_schedule.last_opened_at', '<=', cutoff),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
