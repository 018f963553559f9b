import { COLLECTION_NAMES, PERMISSIONS, type CollectionName } from '@marquee/sdk/model';
import type { AppServices } from '../../../app-services.js';
import type { ShowingNow } from '../../../pubsub/pubsub.js';
import {
  type Clock,
  nextTurn,
  NOTICE_SLICE,
  NOTICE_SLICE_MS,
  SLICE,
  sliceOfTurn,
  TURN_BUDGET_MS,
} from '../../../pubsub/turns.js';
import { badUserInput, notFound } from '../../../errors.js';
import { assertPermission } from '../../../graphql/guards.js';
import type { Scope } from '../../../scope.js';
import { findEntityName, refuseUnpublishable } from '../../playable-content/entities.js';
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
  await refuseUnpublishable(db, { accountId, spaceId: space }, content, 'content.entityId');
  await repo.setPublishedContent(db, accountId, deviceId, content, app.clock.now().toISOString());
  const broadcastLive = (await app.deviceBroadcasts?.anyLive(accountId)) ?? false;
  const showing = broadcastLive ? undefined : { collectionName, entityId };
  void notifyDevicesChanged(app, accountId, [deviceId], showing);
  return (await repo.findDevice(db, accountId, deviceId)) ?? target;
}

/**
 * Screens told per turn of the event loop: waking one costs a read of its device and content, and
 * those reads (batched, their answers handed out a slice per turn) run beside the next chunk.
 */
export const NOTIFY_CHUNK = SLICE;

/**
 * Screens told per turn when the change says what they play: each is then one socket write of a
 * notice made once (about 25 us), not a read, so a turn of 1,000 takes about 25 ms, and a publish
 * to 10,000 screens reaches the last one sooner than in forty turns with other work between.
 * When writes are slow (a busy machine), a turn ends after NOTICE_SLICE_MS instead.
 */
export const TOLD_CHUNK = 4 * NOTICE_SLICE;

/**
 * Publishes to the first `chunk` screens now (fewer if telling them takes over `budgetMs`) and to
 * the rest in later turns of the event loop (each a few ms later): a fan-out to 10,000 screens
 * would otherwise wake every stream, and its reads, at once and hold up /health and every socket
 * for a fifth of a second. Resolves once the last screen is told; a caller that has more to do
 * after a fan-out (a publish counting its reach) waits for it, so its work does not hold up the
 * screens still to be told.
 */
export function tellInTurns(
  deviceIds: readonly string[],
  tell: (deviceId: string) => void,
  {
    chunk = NOTIFY_CHUNK,
    budgetMs = TURN_BUDGET_MS,
    now,
  }: { chunk?: number; budgetMs?: number; now?: Clock } = {},
): Promise<void> {
  const ids = [...deviceIds];
  return new Promise((allTold) => {
    const from = (start: number) => {
      const turn = sliceOfTurn(chunk, budgetMs, now);
      let next = start;
      while (next < ids.length && !turn.full()) {
        tell(ids[next++]!);
        turn.count();
      }
      if (next < ids.length) void nextTurn().then(() => from(next));
      else allTold();
    };
    from(0);
  });
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
): Promise<void> {
  return tellInTurns(deviceIds, (deviceId) => {
    app.pubsub.publish('device:current-changed', deviceId, { deviceId, commandsOnly: true });
    app.pubsub.publish('device:changed', accountId, { deviceId });
  });
}

/**
 * Tells each device (and the operators watching the account) that what it plays changed.
 * `showing`: what they all play from now on, when the caller knows it for certain (no broadcast
 * above it, no own publish below a group's): their streams then read nothing before the notice.
 * Every event carries how many screens are told, so their fetches spread from the first one.
 * Resolves once the last screen is told (callers that need not wait leave it running).
 */
export function notifyDevicesChanged(
  app: Pick<AppServices, 'pubsub'>,
  accountId: string,
  deviceIds: readonly string[],
  showing?: ShowingNow,
): Promise<void> {
  const fanOut = deviceIds.length;
  return tellInTurns(
    deviceIds,
    (deviceId) => {
      app.pubsub.publish('device:current-changed', deviceId, { deviceId, showing, fanOut });
      app.pubsub.publish('device:changed', accountId, { deviceId });
    },
    showing ? { chunk: TOLD_CHUNK, budgetMs: NOTICE_SLICE_MS } : {},
  );
}
