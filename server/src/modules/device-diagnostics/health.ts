import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../clock.js';
import { createBatchLoader } from '../devices/listing/batch-loader.js';
import type { DeviceProblems } from '../devices/listing/queries.js';
import type { DeviceRow } from '../devices/repo.js';
import { errorCountsSince } from './repo.js';

// What the screens list shows of each screen's health besides its status: the player's version,
// free storage and kept content from what the screen reports about itself (reportDeviceInfo),
// and the error lines of its log in the last day.

/** The log lines that count as errors on the screens list: error and crash. */
export const ERROR_LEVELS = ['error', 'crash'] as const;
/** How far back the screens list counts a screen's errors. */
export const RECENT_ERRORS_MS = 24 * 60 * 60_000;

export interface DeviceHealthServices {
  /** Error and crash lines of the screen in the last day, batched over every row of a page. */
  recentErrorCount(accountId: string, deviceId: string): Promise<number>;
}

export function createDeviceHealth(db: Db, clock: Clock): DeviceHealthServices {
  const SEP = '\u0000';
  // One query per account for every screen of a page; keys carry the account, so a row of one
  // account never counts another's lines.
  const load = createBatchLoader<string, number>(async (keys) => {
    const since = new Date(clock.now().getTime() - RECENT_ERRORS_MS).toISOString();
    const byAccount = new Map<string, string[]>();
    for (const key of keys) {
      const [accountId, deviceId] = key.split(SEP) as [string, string];
      byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), deviceId]);
    }
    const out = new Map<string, number>();
    for (const [accountId, ids] of byAccount) {
      const counts = await errorCountsSince(db, accountId, ids, ERROR_LEVELS, since);
      for (const id of ids) out.set(`${accountId}${SEP}${id}`, counts.get(id) ?? 0);
    }
    return out;
  });
  return {
    recentErrorCount: async (accountId, deviceId) =>
      (await load(`${accountId}${SEP}${deviceId}`)) ?? 0,
  };
}

/** The screens list's "Has problems" filter: errors in the screen's log within the last day. */
export const deviceProblems: DeviceProblems = {
  recentErrors: (accountId, now) => {
    const since = new Date(now.getTime() - RECENT_ERRORS_MS).toISOString();
    return sql<SqlBool>`devices.id in (select device_id from device_log_entries where account_id = ${accountId} and level in ('error', 'crash') and logged_at >= ${since})`;
  },
};

// What a player may add to its device info about its storage and kept content. Players that do
// not report them leave the fields null, and the console says "Not reported".
const storageSchema = z.object({
  freeBytes: z.number().nonnegative(),
  totalBytes: z.number().nonnegative().optional(),
});
const keptSchema = z.object({
  kept: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  storageFull: z.boolean().optional(),
});

export const playerVersionOf = (d: DeviceRow): string | null => {
  const version = d.deviceInfo?.playerVersion;
  return typeof version === 'string' && version.length <= 64 ? version : null;
};

export const storageOf = (d: DeviceRow) => {
  const parsed = storageSchema.safeParse(d.deviceInfo?.storage);
  return parsed.success
    ? { freeBytes: parsed.data.freeBytes, totalBytes: parsed.data.totalBytes ?? null }
    : null;
};

export type KeptContentState = 'allKept' | 'downloading' | 'storageFull';

export const keptContentOf = (d: DeviceRow) => {
  const parsed = keptSchema.safeParse(d.deviceInfo?.keptContent);
  if (!parsed.success) return null;
  const { kept, total, storageFull } = parsed.data;
  const state: KeptContentState = storageFull
    ? 'storageFull'
    : kept >= total
      ? 'allKept'
      : 'downloading';
  return { state, kept: Math.min(kept, total), total };
};
