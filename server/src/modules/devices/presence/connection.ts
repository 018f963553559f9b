import type { AppServices } from '../../../app-services.js';
import { isOnline } from './rules.js';
import * as presence from './repo.js';
import { findDevice, type DeviceRow } from '../repo.js';

/**
 * Tracks one authenticated device connection: connect, heartbeat, close. Operators hear of every
 * change through `device:changed`; a device that turned offline is also announced as the domain
 * event `device:went-offline`, which whoever cares (e-mails) handles without presence knowing.
 */
export class DeviceConnection {
  /** This connection in the process's ledger (with Redis), noted before it is counted. */
  private ledgerId: string | undefined;

  constructor(
    private readonly services: AppServices,
    readonly device: Pick<DeviceRow, 'id' | 'accountId'>,
  ) {}

  async opened(): Promise<void> {
    const { db, clock } = this.services;
    const before = await findDevice(db, this.device.accountId, this.device.id);
    const now = clock.now();
    this.ledgerId = await this.services.devices.connections?.opened(this.device.id);
    const open = await presence.addConnection(
      db,
      this.device.accountId,
      this.device.id,
      now.toISOString(),
    );
    // `before` can be outdated: another connection of this device may have closed since and
    // announced "offline" (a reconnect). Being the only open connection now means that
    // announcement could be the last one operators heard, so this one must follow it.
    if (!before || !isOnline(before, now) || open === 1) this.announce();
  }

  /** Any sign of life (message, pong) keeps the device online. */
  seen(): Promise<void> {
    this.services.devices.heartbeats.add(this.device.id);
    return Promise.resolve();
  }

  async closed(): Promise<void> {
    const { db, clock, events, devices } = this.services;
    // Uncounted already: this process was taken for dead and its connections uncounted.
    if (this.ledgerId && devices.connections && !(await devices.connections.closed(this.ledgerId)))
      return;
    await presence.removeConnection(db, this.device.accountId, this.device.id);
    const after = await findDevice(db, this.device.accountId, this.device.id);
    if (after && !isOnline(after, clock.now())) {
      this.announce();
      events.emit('device:went-offline', {
        deviceId: this.device.id,
        accountId: this.device.accountId,
      });
    }
  }

  private announce(): void {
    this.services.pubsub.publish('device:changed', this.device.accountId, {
      deviceId: this.device.id,
    });
  }
}
