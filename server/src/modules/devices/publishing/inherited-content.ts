import type { CollectionName } from '@marquee/sdk/model';
import type { RawBuilder, SqlBool } from 'kysely';
import type { AppServices } from '../../../app-services.js';
import type { DeviceRow } from '../repo.js';

/** Content a screen shows without a publish of its own, and the group it comes from. */
export interface InheritedContent {
  collectionName: CollectionName;
  entityId: string;
  group: { id: string; name: string };
  /** When the screen was given it: the later of the group's publish and the screen's joining. */
  since: string | null;
}

/** The latest of ISO times (all made by toISOString, so they sort as text); null for none. */
export function laterOf(...times: (string | null | undefined)[]): string | null {
  return times.reduce<string | null>((late, t) => (t && (!late || t > late) ? t : late), null);
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

/** A broadcast that takes the screen over now: above its own publish and its groups'. */
export interface DeviceBroadcasts {
  /** Whether any broadcast of the account is on air now (then a publish's screens may not show it). */
  anyLive(accountId: string): Promise<boolean>;
  showing(
    accountId: string,
    deviceId: string,
  ): Promise<{ id: string; collectionName: CollectionName; entityId: string } | undefined>;
}

declare module '../../../app-services.js' {
  interface ModuleServices {
    /** Emergency broadcasts, which outrank everything else a screen plays (absent without them). */
    deviceBroadcasts?: DeviceBroadcasts;
    /** Screen groups: what screens inherit from them, and list filters (absent without them). */
    deviceGrouping?: DeviceGrouping;
  }
}

/**
 * The device with what it plays: a broadcast taking it over wins; then its own publish; otherwise
 * what it inherits from a group, named in `contentGroup` (null: nothing inherited).
 */
export async function withEffectiveContent(
  app: Pick<AppServices, 'deviceGrouping' | 'deviceBroadcasts'>,
  device: DeviceRow,
): Promise<DeviceRow> {
  if (device.contentGroup !== undefined) return device;
  const broadcast = await app.deviceBroadcasts?.showing(device.accountId, device.id);
  if (broadcast) {
    const { collectionName, entityId } = broadcast;
    return {
      ...device,
      publishedCollection: collectionName,
      publishedEntityId: entityId,
      contentGroup: null,
      takenOverBy: broadcast.id,
      contentSetAt: null,
    };
  }
  if (device.publishedEntityId) return device;
  const inherited = await app.deviceGrouping?.inherited(device.accountId, device.id);
  if (!inherited) return { ...device, contentGroup: null };
  return {
    ...device,
    publishedCollection: inherited.collectionName,
    publishedEntityId: inherited.entityId,
    contentGroup: inherited.group,
    // Its own publish cleared after the group's: it was given the group's content then.
    contentSetAt: laterOf(device.contentSetAt, inherited.since),
  };
}
