import type { CollectionName } from '@marquee/sdk/model';
import type { Db } from '../../../db/connect.js';
import { findEntityNames } from '../../playable-content/entities.js';
import { createBatchLoader } from './batch-loader.js';
import { findDevicesByIds, type DeviceRow } from '../repo.js';

/**
 * Batched reads used when many subscriptions wake at once; one set per server process
 * (AppServices.devices.loaders).
 */
export interface DeviceLoaders {
  device(accountId: string, id: string): Promise<DeviceRow | undefined>;
  entityName(
    accountId: string,
    collectionName: CollectionName,
    id: string,
  ): Promise<string | undefined>;
}

const SEP = '\u0000';

export function createDeviceLoaders(db: Db): DeviceLoaders {
  const device = createBatchLoader<string, DeviceRow>(async (ids) => {
    const rows = await findDevicesByIds(db, ids);
    return new Map(rows.map((d) => [d.id, d]));
  });
  // Keyed by account, collection and id; grouped back into one query per account and collection.
  const name = createBatchLoader<string, string>(async (keys) => {
    const groups = new Map<string, string[]>();
    for (const key of keys) {
      const [accountId, collection, id] = key.split(SEP) as [string, string, string];
      const group = `${accountId}${SEP}${collection}`;
      groups.set(group, [...(groups.get(group) ?? []), id]);
    }
    const out = new Map<string, string>();
    for (const [group, ids] of groups) {
      const [accountId, collection] = group.split(SEP) as [string, CollectionName];
      const names = await findEntityNames(db, accountId, collection, ids);
      for (const [id, value] of names) out.set(`${group}${SEP}${id}`, value);
    }
    return out;
  });
  return {
    // The account check stays here: the batch query reads by id only.
    device: (accountId, id) =>
      device(id).then((found) => (found?.accountId === accountId ? found : undefined)),
    entityName: (accountId, collectionName, id) =>
      name(`${accountId}${SEP}${collectionName}${SEP}${id}`),
  };
}
