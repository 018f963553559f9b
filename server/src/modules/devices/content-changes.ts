import type { AppServices } from '../../app-services.js';
import { findContainers } from '../playable-content/containers.js';
import { clearPublishedContent, findDevicesShowing } from './repo.js';

/** Tells each screen, and the operators watching its account, that what it plays changed. */
function announce(app: AppServices, accountId: string, deviceIds: readonly string[]) {
  for (const deviceId of deviceIds) {
    app.pubsub.publish('device:current-changed', deviceId, { deviceId });
    app.pubsub.publish('device:changed', accountId, { deviceId });
  }
}

/** Screens showing one of the entities, or anything that contains one, load their content again. */
async function refetchShowing(app: AppServices, accountId: string, entityIds: readonly string[]) {
  const containers = await findContainers(app.db, accountId, entityIds);
  const showing = await findDevicesShowing(app.db, accountId, [...entityIds, ...containers]);
  announce(
    app,
    accountId,
    showing.map((d) => d.id),
  );
}

/** Screens showing a deleted entity show nothing; screens showing a container refetch. */
async function forgetDeleted(app: AppServices, accountId: string, entityIds: readonly string[]) {
  const containers = await findContainers(app.db, accountId, entityIds);
  for (const entityId of entityIds)
    announce(app, accountId, await clearPublishedContent(app.db, accountId, entityId));
  const showing = await findDevicesShowing(app.db, accountId, containers);
  announce(
    app,
    accountId,
    showing.map((d) => d.id),
  );
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
