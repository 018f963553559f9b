import type { AppServices } from '../../app-services.js';
import { consumedStream, EventQueue } from '../../pubsub/event-queue.js';
import { mapEvents } from '../../pubsub/streams.js';
import type { DeviceRef } from '../devices/actor.js';
import type { DeviceCommandRow } from './repo.js';
import { pendingCommands } from './service.js';

/**
 * When a screen's list of pending commands is to be read again: at once, then after every change
 * to the screen that may bring a command (a change that says what it plays, a publish, brings
 * none). Changes heard while a read runs make one more read, after it. While the queue runs, the
 * screen's device subscription is not woken for a new command (CommandListeners): a bulk reload
 * of 10,000 screens reads 10,000 lists of commands, not 10,000 devices with their groups and
 * settings.
 */
function commandReads(app: AppServices, self: DeviceRef): EventQueue<'read'> {
  const released = app.devices.commandListeners.add(self.id);
  let unlisten = () => {};
  // Ended however it ends: unsubscribed, failed, or the server closing.
  const queue = new EventQueue<'read'>(() => {
    unlisten();
    released();
  });
  unlisten = app.pubsub.listen('device:current-changed', self.id, (event) => {
    if (!event.showing) queue.push('read');
  });
  queue.push('read');
  return queue;
}

/** A screen's pending commands, at once and then after every change that may bring one. */
export function pendingCommandsChanged(app: AppServices, self: DeviceRef) {
  return mapEvents(commandReads(app, self), () => pendingCommands(app, self, self));
}

/** The same lists, each written by `write` (to the screen's socket) as it is read. */
export function writtenPendingCommands(
  app: AppServices,
  self: DeviceRef,
  write: (commands: DeviceCommandRow[]) => void,
): AsyncIterableIterator<never> {
  return consumedStream(commandReads(app, self), () => pendingCommands(app, self, self), write);
}
