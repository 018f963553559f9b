import type { AppServices } from '../../../app-services.js';
import { ONLINE_WINDOW_MS, PRESENCE_SWEEP_MS } from './rules.js';
import { uncountAndAnnounce } from './ledger.js';
import { claimStaleDevices } from './repo.js';

/**
 * A device whose socket dies without a close (power cut, crashed server process, half-open TCP)
 * still counts an open connection; it turns offline when its last heartbeat is older than the
 * online window. Nobody would hear of that, so a sweep on the injected clock finds such devices,
 * tells the operators watching the account (deviceChanged) and emits `device:went-offline`,
 * within window + sweep period. With Redis, it also uncounts the connections of server processes
 * that died (ledger.ts). Returns the function that stops the sweep.
 */
export function startPresenceSweep(services: AppServices): () => void {
  let cancel: (() => void) | undefined;
  let stopped = false;
  const sweep = async () => {
    // With Redis: connections of server processes that died are uncounted first.
    const ledger = services.devices.connections;
    if (ledger) await uncountAndAnnounce(services, await ledger.reapDead());
    await services.devices.heartbeats.flush();
    const cutoff = new Date(services.clock.now().getTime() - ONLINE_WINDOW_MS).toISOString();
    for (const device of await claimStaleDevices(services.db, cutoff)) {
      services.pubsub.publish('device:changed', device.accountId, { deviceId: device.id });
      services.events.emit('device:went-offline', {
        deviceId: device.id,
        accountId: device.accountId,
      });
    }
  };
  const schedule = () => {
    if (stopped) return;
    cancel = services.clock.setTimeout(() => {
      sweep()
        .catch((err: unknown) => services.logger.warn({ err }, 'presence sweep failed'))
        .finally(schedule);
    }, PRESENCE_SWEEP_MS);
  };
  schedule();
  return () => {
    stopped = true;
    cancel?.();
  };
}
