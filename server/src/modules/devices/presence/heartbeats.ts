import type { AppServices } from '../../../app-services.js';
import { HEARTBEAT_FLUSH_MS } from './rules.js';
import { touchManyLastSeen } from './repo.js';

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
    for (let i = 0; i < ids.length; i += 500)
      await touchManyLastSeen(this.deps.db, ids.slice(i, i + 500), at);
  }
}
