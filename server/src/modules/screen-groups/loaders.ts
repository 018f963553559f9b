import type { Db } from '../../db/connect.js';
import type { DeviceGrouping } from '../devices/publishing/inherited-content.js';
import { createBatchLoader } from '../devices/listing/batch-loader.js';
import * as repo from './repo.js';
import type { ScreenGroupRow } from './repo.js';

/** Batched reads of screens' groups and tags, one set per process; reads check the account. */
export interface ScreenGroupServices {
  groupsOf(accountId: string, deviceId: string): Promise<ScreenGroupRow[]>;
  tagsOf(accountId: string, deviceId: string): Promise<string[]>;
  screenCount(accountId: string, groupId: string): Promise<number>;
}

export function createScreenGroupServices(db: Db): {
  screenGroups: ScreenGroupServices;
  deviceGrouping: DeviceGrouping;
} {
  const groups = createBatchLoader<string, ScreenGroupRow[]>((ids) =>
    repo.groupsOfDevices(db, ids),
  );
  const tags = createBatchLoader((ids: string[]) => repo.tagsOfDevices(db, ids));
  const inherited = createBatchLoader((ids: string[]) => repo.inheritedContentOf(db, ids));
  // Keyed by account and group: grouped back into one query per account.
  const SEP = '\u0000';
  const counts = createBatchLoader<string, number>(async (keys) => {
    const byAccount = new Map<string, string[]>();
    for (const key of keys) {
      const [accountId, groupId] = key.split(SEP) as [string, string];
      byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), groupId]);
    }
    const out = new Map<string, number>();
    for (const [accountId, ids] of byAccount)
      for (const [id, n] of await repo.countMembers(db, accountId, ids))
        out.set(`${accountId}${SEP}${id}`, n);
    return out;
  });
  return {
    screenGroups: {
      groupsOf: async (accountId, deviceId) =>
        ((await groups(deviceId)) ?? []).filter((g) => g.accountId === accountId),
      tagsOf: async (accountId, deviceId) => {
        const found = await tags(deviceId);
        return found?.accountId === accountId ? found.names : [];
      },
      screenCount: async (accountId, groupId) =>
        (await counts(`${accountId}${SEP}${groupId}`)) ?? 0,
    },
    deviceGrouping: {
      inherited: async (accountId, deviceId) => {
        const found = await inherited(deviceId);
        if (found?.accountId !== accountId) return undefined;
        const { accountId: _account, ...content } = found;
        return content;
      },
      listFilter: repo.listFilter,
    },
  };
}
