import type { AppServices } from '../../app-services.js';
import * as repo from './repo.js';
import type { DeviceRow } from './repo.js';

// A device is online while it holds an open graphql-ws connection authenticated with its token
// and was heard from within this window (the window covers connections of a crashed process).
export const ONLINE_WINDOW_MS = 60_000;
// Pongs and messages arrive every few seconds; writing last_seen_at more often gains nothing.
const SEEN_WRITE_INTERVAL_MS = 10_000;

export function isOnline(device: DeviceRow, now: Date): boolean {
  if (device.openConnections <= 0 || !device.lastSeenAt) return false;
  return now.getTime() - new Date(device.lastSeenAt).getTime() < ONLINE_WINDOW_MS;
}

/** Tracks one authenticated device connection: connect, heartbeat, close. */
export class DeviceConnection {
  private lastWrite = 0;

  constructor(
    private readonly services: AppServices,
    readonly device: Pick<DeviceRow, 'id' | 'accountId'>,
  ) {}

  async opened(): Promise<void> {
    const { db, clock } = this.services;
    const before = await repo.findDevice(db, this.device.accountId, this.device.id);
    const now = clock.now();
    await repo.addConnection(db, this.device.accountId, this.device.id, now.toISOString());
    this.lastWrite = now.getTime();
    if (!before || !isOnline(before, now)) this.announce();
  }

  /** Any sign of life (message, pong) keeps the device online. */
  async seen(): Promise<void> {
    const now = this.services.clock.now();
    if (now.getTime() - this.lastWrite < SEEN_WRITE_INTERVAL_MS) return;
    this.lastWrite = now.getTime();
    await repo.touchLastSeen(
      this.services.db,
      this.device.accountId,
      this.device.id,
      now.toISOString(),
    );
  }

  async closed(): Promise<void> {
    const { db, clock } = this.services;
    await repo.removeConnection(db, this.device.accountId, this.device.id);
    const after = await repo.findDevice(db, this.device.accountId, this.device.id);
    if (after && !isOnline(after, clock.now())) this.announce();
  }

  private announce(): void {
    this.services.pubsub.publish('device:changed', this.device.accountId, {
      deviceId: this.device.id,
    });
  }
}
