import type { CollectionName } from '@marquee/sdk/model';
import type { AppServices } from '../../../app-services.js';
import type { NotPlayingReason } from '../../../graphql/generated.js';
import { findEntityName } from '../../playable-content/entities.js';
import { missedSince } from '../presence/rules.js';
import type { DeviceRow } from '../repo.js';
import { withEffectiveContent } from './inherited-content.js';

/**
 * Why the screen cannot be playing what it was given, as far as the server can tell; null when
 * nothing says so. The content is not shared to the screen's space (the screen moved since): the
 * player reads its content as a device of its space, finds none and shows nothing. Or the screen
 * was offline when it was given the content and has not been heard from since: nobody told it.
 */
export async function notPlayingReason(
  app: Pick<AppServices, 'db' | 'clock' | 'devices' | 'deviceGrouping' | 'deviceBroadcasts'>,
  device: DeviceRow,
): Promise<NotPlayingReason | null> {
  const given = await withEffectiveContent(app, device);
  const { accountId, spaceId, publishedEntityId: entityId } = given;
  // A broadcast is not a publish: the screens acknowledge it, and its page says which did.
  if (!given.publishedCollection || !entityId || given.takenOverBy) return null;
  const collection = given.publishedCollection as CollectionName;
  if (
    spaceId !== null &&
    (await findEntityName(app.db, accountId, spaceId, collection, entityId)) === undefined
  ) {
    // In no space at all, it was deleted, which its name says ("Deleted playlist"): not a move.
    const name = await app.devices.loaders.entityName(accountId, collection, entityId);
    return name === undefined ? null : 'otherSpace';
  }
  const since = given.contentSetAt;
  return since && missedSince(given, since, app.clock.now()) ? 'notPickedUp' : null;
}
