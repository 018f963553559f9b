import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Topics } from '../../pubsub/pubsub.js';
import { mapEvents, startWith } from '../../pubsub/streams.js';
import type { Scope } from '../../scope.js';
import type { DeviceRef } from './actor.js';
import { withEffectiveContent } from './publishing/inherited-content.js';

/**
 * The device's own state, first as it is now, then after every change to it, except a publish or
 * an emergency broadcast that names what the screen plays from now on: that reaches the screen as
 * a content version (contentVersionChanged, with the broadcast's id), and executing this document
 * for each of a group's 10,000 screens as well cost the server more than the notices themselves.
 * Likewise a new command, when the screen holds pendingCommandsChanged: it hears of it there.
 */
export function currentDeviceChanged(app: AppServices, self: DeviceRef) {
  const { pubsub } = app;
  const loaders = app.devices.loaders;
  // The current state first: a change published between the player's last query and this
  // subscription taking effect would otherwise be missed until the next one. A change that says
  // what the screen plays is dropped as it is heard: a publish to 10,000 screens then wakes none
  // of these streams.
  const { commandListeners } = app.devices;
  const changes = startWith<Topics['device:current-changed'] | null>(
    null,
    pubsub.subscribe(
      'device:current-changed',
      self.id,
      (event) => !event.showing && !(event.commandsOnly && commandListeners.has(self.id)),
    ),
  );
  return mapEvents(changes, async () => {
    const device = await loaders.device(self.accountId, self.id);
    return device && withEffectiveContent(app, device);
  });
}

/** Every change to a screen operators of the account may see. */
export function deviceChanged(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.device.read);
  const { pubsub } = app;
  const loaders = app.devices.loaders;
  const { accountId } = scope;
  // Events are per account; an operator hears only of screens in the current space (or in none).
  const space = scope.spaceId;
  return mapEvents(pubsub.subscribe('device:changed', accountId), async ({ deviceId }) => {
    const device = await loaders.device(accountId, deviceId);
    return device && (!space || !device.spaceId || device.spaceId === space)
      ? withEffectiveContent(app, device)
      : undefined;
  });
}
