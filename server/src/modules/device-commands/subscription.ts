import type { AppServices } from '../../app-services.js';
import { mapEvents, onEnd, startWith } from '../../pubsub/streams.js';
import type { Topics } from '../../pubsub/pubsub.js';
import type { DeviceRef } from '../devices/actor.js';
import { pendingCommands } from './service.js';

/**
 * A screen's pending commands, at once and then after every change to the screen that may bring
 * one (a change that says what it plays, a publish, brings none). While it runs, the screen's
 * device subscription is not woken for a new command (CommandListeners): a bulk reload of 10,000
 * screens reads 10,000 lists of commands, not 10,000 devices with their groups and settings.
 */
export function pendingCommandsChanged(app: AppServices, self: DeviceRef) {
  const changes = startWith<Topics['device:current-changed'] | null>(
    null,
    app.pubsub.subscribe('device:current-changed', self.id, (event) => !event.showing),
  );
  // mapEvents ends its source however it ends: unsubscribed, failed, or the server closing.
  const heard = onEnd(changes, app.devices.commandListeners.add(self.id));
  return mapEvents(heard, () => pendingCommands(app, self, self));
}
