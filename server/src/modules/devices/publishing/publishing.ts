import { COLLECTION_NAMES, PERMISSIONS, type CollectionName } from '@marquee/sdk/model';
import type { AppServices } from '../../../app-services.js';
import { badUserInput, notFound } from '../../../errors.js';
import { assertPermission } from '../../../graphql/guards.js';
import type { Scope } from '../../../scope.js';
import { findEntityName } from '../../playable-content/entities.js';
import * as repo from '../repo.js';

// What a screen shows: an operator publishes content to it, and every write to content tells the
// screens showing it to refetch.

export async function publishToDevice(
  app: AppServices,
  scope: Scope,
  deviceId: string,
  content: { collectionName: CollectionName; entityId: string },
) {
  assertPermission(scope, PERMISSIONS.device.manageContent);
  const { db } = app;
  const { accountId } = scope;
  if (!COLLECTION_NAMES.includes(content.collectionName))
    throw badUserInput('Unknown collection name');
  // Both the screen and what it is to show must be in the operator's current space.
  const space = scope.spaceId;
  const target = await repo.findDeviceInSpace(db, accountId, space, deviceId);
  if (!target) throw notFound('Device');
  const { collectionName, entityId } = content;
  const name = await findEntityName(db, accountId, space, collectionName, entityId);
  if (name === undefined) throw notFound(`The ${content.collectionName}`);
  await repo.setPublishedContent(db, accountId, deviceId, content);
  notifyDevicesChanged(app, accountId, [deviceId]);
  return (await repo.findDevice(db, accountId, deviceId)) ?? target;
}

/**
 * Tells each device (and the operators watching the account) that its pending commands changed:
 * its own Device subscription re-reads them; its content stream is left alone, since what it
 * plays did not change.
 */
export function notifyDeviceCommands(
  app: Pick<AppServices, 'pubsub'>,
  accountId: string,
  deviceIds: readonly string[],
) {
  for (const deviceId of deviceIds) {
    app.pubsub.publish('device:current-changed', deviceId, { deviceId, commandsOnly: true });
    app.pubsub.publish('device:changed', accountId, { deviceId });
  }
}

/** Tells each device (and the operators watching the account) that what it plays changed. */
export function notifyDevicesChanged(
  app: Pick<AppServices, 'pubsub'>,
  accountId: string,
  deviceIds: readonly string[],
) {
  for (const deviceId of deviceIds) {
    app.pubsub.publish('device:current-changed', deviceId, { deviceId });
    app.pubsub.publish('device:changed', accountId, { deviceId });
  }
}
