import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { assertPermission } from '../../graphql/guards.js';
import { consumedStream, EventQueue } from '../../pubsub/event-queue.js';
import { mapEvents } from '../../pubsub/streams.js';
import type { Scope } from '../../scope.js';
import type { DeviceRow } from './repo.js';
import type { DeviceRef } from './actor.js';
import { withEffectiveContent } from './publishing/inherited-content.js';

/**
 * When a screen's own state is to be read again: at once, then after every change to it, except
 * a publish or an emergency broadcast that names what the screen plays from now on: that reaches
 * the screen as a content version (contentVersionChanged, with the broadcast's id), and reading
 * the device for each of a group's 10,000 screens as well cost the server more than the notices
 * themselves. Likewise a new command, when the screen holds pendingCommandsChanged: it hears of
 * it there. Reading at once matters: a change published between the player's last query and this
 * subscription taking effect would otherwise be missed until the next one.
 */
function deviceReads(app: AppServices, self: DeviceRef): EventQueue<'read'> {
  const { commandListeners } = app.devices;
  let unlisten = () => {};
  const queue = new EventQueue<'read'>(() => unlisten());
  unlisten = app.pubsub.listen('device:current-changed', self.id, (event) => {
    if (!event.showing && !(event.commandsOnly && commandListeners.has(self.id)))
      queue.push('read');
  });
  queue.push('read');
  return queue;
}

/** The screen as it is now, with the content it plays (undefined once it is gone). */
async function currentDevice(app: AppServices, self: DeviceRef) {
  const device = await app.devices.loaders.device(self.accountId, self.id);
  return device ? withEffectiveContent(app, device) : undefined;
}

/** The device's own state, first as it is now, then after every change that concerns it. */
export function currentDeviceChanged(app: AppServices, self: DeviceRef) {
  return mapEvents(deviceReads(app, self), () => currentDevice(app, self));
}

/**
 * The same states, each made into a result by `present` (undefined: nothing to tell) and written
 * by `write` (to the screen's socket).
 */
export function writtenCurrentDevice<R>(
  app: AppServices,
  self: DeviceRef,
  present: (device: DeviceRow) => Promise<R>,
  write: (result: R) => void,
): AsyncIterableIterator<never> {
  const produce = async () => {
    const device = await currentDevice(app, self);
    return device ? present(device) : undefined;
  };
  return consumedStream(deviceReads(app, self), produce, write);
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
