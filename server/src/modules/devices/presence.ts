import type { AppServices } from '../../app-services.js';
import { isOnline } from './online.js';
import * as repo from './repo.js';
import type { DeviceRow } from './repo.js';

// Pongs and messages arrive every few seconds; heartbeats are collected in memory and written
// for all devices in one statement this often, so 10,000 screens cost one UPDATE, not 10,000.
export const HEARTBEAT_FLUSH_MS = 10_000;

/**
 * Collects "heard from" device ids and writes them in batches on the injected clock. A batch is
 * stamped with the time of its first heartbeat: a device may look up to one flush interval older
 * than it is, never younger, so a late flush cannot revive a device that has since gone silent.
 */
export class HeartbeatBatcher {
  private pending = new Set<string>();
  private since: Date | undefined;
  private cancel: (() => void) | undefined;

  constructor(private readonly services: Pick<AppServices, 'db' | 'clock' | 'logger'>) {}

  add(deviceId: string): void {
    this.pending.add(deviceId);
    this.since ??= this.services.clock.now();
    this.cancel ??= this.services.clock.setTimeout(() => {
      this.cancel = undefined;
      void this.flush().catch((err: unknown) =>
        this.services.logger.warn({ err }, 'heartbeat write failed'),
      );
    }, HEARTBEAT_FLUSH_MS);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const ids = [...this.pending];
    const at = (this.since ?? this.services.clock.now()).toISOString();
    this.pending.clear();
    this.since = undefined;
    for (let i = 0; i < ids.length; i += 500)
      await repo.touchManyLastSeen(this.services.db, ids.slice(i, i + 500), at);
  }
}

/** Tracks one authenticated device connection: connect, heartbeat, close. */
export class DeviceConnection {
  constructor(
    private readonly services: AppServices,
    readonly device: Pick<DeviceRow, 'id' | 'accountId'>,
  ) {}

  async opened(): Promise<void> {
    const { db, clock } = this.services;
    const before = await repo.findDevice(db, this.device.accountId, this.device.id);
    const now = clock.now();
    const open = await repo.addConnection(
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
    this.services.heartbeats.add(this.device.id);
    return Promise.resolve();
  }

  async closed(): Promise<void> {
    const { db, clock } = this.services;
    await repo.removeConnection(db, this.device.accountId, this.device.id);
    const after = await repo.findDevice(db, this.device.accountId, this.device.id);
    if (after && !isOnline(after, clock.now())) {
      this.announce();
      this.services.events.emit('device:went-offline', {
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
