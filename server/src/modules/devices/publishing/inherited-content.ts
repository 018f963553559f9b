import type { CollectionName } from '@marquee/sdk/model';
import type { RawBuilder, SqlBool } from 'kysely';
import type { AppServices } from '../../../app-services.js';
import type { DeviceRow } from '../repo.js';

/** Content a screen shows without a publish of its own, and the group it comes from. */
export interface InheritedContent {
  collectionName: CollectionName;
  entityId: string;
  group: { id: string; name: string };
}

/**
 * What devices asks of the module that groups screens. That module sits above devices and
 * provides this as a module service, so devices imports nothing of it.
 */
export interface DeviceGrouping {
  /** What the screen inherits from its groups, batched; undefined when nothing. */
  inherited(accountId: string, deviceId: string): Promise<InheritedContent | undefined>;
  /** A condition on `devices.id` for the device list: in the group, or carrying the tag. */
  listFilter(filter: {
    accountId: string;
    groupId?: string | null;
    tag?: string | null;
  }): RawBuilder<SqlBool>;
}

declare module '../../../app-services.js' {
  interface ModuleServices {
    /** Screen groups: what screens inherit from them, and list filters (absent without them). */
    deviceGrouping?: DeviceGrouping;
  }
}

/**
 * The device with what it plays: its own publish wins; otherwise what it inherits from a group,
 * named in `contentGroup` (null: nothing inherited).
 */
export async function withEffectiveContent(
  app: Pick<AppServices, 'deviceGrouping'>,
  device: DeviceRow,
): Promise<DeviceRow> {
  if (device.publishedEntityId || device.contentGroup !== undefined) return device;
  const inherited = await app.deviceGrouping?.inherited(device.accountId, device.id);
  if (!inherited) return { ...device, contentGroup: null };
  return {
    ...device,
    publishedCollection: inherited.collectionName,
    publishedEntityId: inherited.entityId,
    contentGroup: inherited.group,
  };
}
