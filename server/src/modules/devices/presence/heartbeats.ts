import type { AppServices } from '../../../app-services.js';
import { nextTurn } from '../../../pubsub/turns.js';
import { HEARTBEAT_FLUSH_MS } from './rules.js';
import { touchManyLastSeen } from './repo.js';

/** Stamps per statement; one statement of this size holds the event loop for a few ms at most. */
export const HEARTBEAT_CHUNK = 500;

/**
 * Collects "heard from" device ids and writes them in batches on the injected clock. A batch is
 * stamped with the time of its first heartbeat: a device may look up to one flush interval older
 * than it is, never younger, so a late flush cannot revive a device that has since gone silent.
 * One per server process (AppServices.devices.heartbeats).
 */
export class HeartbeatBatcher {
  private pending = new Set<string>();
  private since: Date | undefined;
  private cancel: (() => void) | undefined;

  constructor(private readonly deps: Pick<AppServices, 'db' | 'clock' | 'logger'>) {}

  add(deviceId: string): void {
    this.pending.add(deviceId);
    this.since ??= this.deps.clock.now();
    this.cancel ??= this.deps.clock.setTimeout(() => {
      this.cancel = undefined;
      void this.flush().catch((err: unknown) =>
        this.deps.logger.warn({ err }, 'heartbeat write failed'),
      );
    }, HEARTBEAT_FLUSH_MS);
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const ids = [...this.pending];
    const at = (this.since ?? this.deps.clock.now()).toISOString();
    this.pending.clear();
    this.since = undefined;
    // 10,000 screens heard from in one interval are 20 statements; with a synchronous driver
    // (SQLite) they would all run in one turn of the event loop and stall every request.
    for (let i = 0; i < ids.length; i += HEARTBEAT_CHUNK) {
      if (i > 0) await nextTurn();
      await touchManyLastSeen(this.deps.db, ids.slice(i, i + HEARTBEAT_CHUNK), at);
    }
  }
}
