import type { AppServices } from '../../../app-services.js';
import { findContainers } from '../../playable-content/containers.js';
import { clearPublishedContent, findDevicesShowing } from '../repo.js';
import { notifyDevicesChanged, tellInTurns } from './publishing.js';

/**
 * Screens showing one of the entities, or anything that contains one, hear of it once: one
 * content-version event for all of them, answered by one snapshot (modules/content-delivery).
 * Operators' device lists still hear of each screen, since a published name may have changed
 * (a slice of screens per turn of the event loop, as every fan-out to screens).
 */
async function refetchShowing(app: AppServices, accountId: string, entityIds: readonly string[]) {
  const containers = await findContainers(app.db, accountId, entityIds);
  app.pubsub.publish('content:version', '*', {
    accountId,
    entityIds: [...new Set([...entityIds, ...containers])],
  });
  const showing = await findDevicesShowing(app.db, accountId, [...entityIds, ...containers]);
  void tellInTurns(
    showing.map((d) => d.id),
    (deviceId) => app.pubsub.publish('device:changed', accountId, { deviceId }),
  );
}

/** Screens showing a deleted entity show nothing; screens showing a container refetch. */
async function forgetDeleted(app: AppServices, accountId: string, entityIds: readonly string[]) {
  const containers = await findContainers(app.db, accountId, entityIds);
  for (const entityId of entityIds)
    void notifyDevicesChanged(
      app,
      accountId,
      await clearPublishedContent(app.db, accountId, entityId),
    );
  if (containers.length > 0) await refetchShowing(app, accountId, containers);
}

/**
 * Content modules announce edits and deletions as domain events and know nothing of screens;
 * publishing to screens is this module's work. Returns the function that stops listening.
 */
export function followContentChanges(app: AppServices): () => void {
  const failed = (err: unknown) =>
    app.logger.error({ err }, 'screens were not told of a content change');
  const stops = [
    app.events.on('content:changed', ({ accountId, entityIds }) => {
      refetchShowing(app, accountId, entityIds).catch(failed);
    }),
    app.events.on('content:deleted', ({ accountId, entityIds }) => {
      forgetDeleted(app, accountId, entityIds).catch(failed);
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
