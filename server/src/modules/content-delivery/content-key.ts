import { COLLECTION_NAMES, type CollectionName } from '@marquee/sdk/model';

/** What a screen was told to play, where: the snapshot of this is the same for all its screens. */
export interface ContentKey {
  accountId: string;
  spaceId: string | null;
  collectionName: CollectionName;
  entityId: string;
}

export const CONTENT_PATH_PREFIX = '/api/content/';

/** Ids as the server makes them (uuids); anything else in a path is refused unread. */
const ID = '[0-9A-Za-z_-]{1,64}';
const CONTENT_PATH = new RegExp(`^/api/content/(${ID})/(${ID}|-)/([a-z]+)/(${ID})/([0-9a-f]{64})$`);

export const keyString = (k: ContentKey) =>
  `${k.accountId}/${k.spaceId ?? '-'}/${k.collectionName}/${k.entityId}`;

/** `/api/content/<account>/<space or ->/<collection>/<entity>/<hash>` */
export const contentPath = (k: ContentKey, hash: string) =>
  `${CONTENT_PATH_PREFIX}${keyString(k)}/${hash}`;

export function parseContentPath(path: string): { key: ContentKey; hash: string } | undefined {
  const m = CONTENT_PATH.exec(path);
  if (!m || !(COLLECTION_NAMES as readonly string[]).includes(m[3]!)) return undefined;
  return {
    key: {
      accountId: m[1]!,
      spaceId: m[2] === '-' ? null : m[2]!,
      collectionName: m[3] as CollectionName,
      entityId: m[4]!,
    },
    hash: m[5]!,
  };
}

/** The key of what a device shows, or null when nothing is published to it. */
export function keyOfDevice(device: {
  accountId: string;
  spaceId: string | null;
  publishedCollection: string | null;
  publishedEntityId: string | null;
}): ContentKey | null {
  if (!device.publishedCollection || !device.publishedEntityId) return null;
  return {
    accountId: device.accountId,
    spaceId: device.spaceId,
    collectionName: device.publishedCollection as CollectionName,
    entityId: device.publishedEntityId,
  };
}
