import { VirtualTimeScheduler } from 'rxjs';

/**
 * Virtual time for code that mixes RxJS scheduling with promises (downloads, outbox delivery,
 * bridge timeouts). `advance` runs due actions one time point at a time and lets promise chains
 * settle between them, so a timer scheduled by a resolved promise still fires in the same advance.
 */
export class VirtualClock {
  readonly scheduler = new VirtualTimeScheduler();

  now(): number {
    return this.scheduler.now();
  }

  async advance(ms: number): Promise<void> {
    const target = this.scheduler.frame + ms;
    for (;;) {
      await settle();
      const next = this.scheduler.actions[0];
      if (!next || next.delay > target) break;
      this.scheduler.maxFrames = next.delay;
      this.scheduler.flush();
    }
    this.scheduler.frame = target;
    this.scheduler.maxFrames = Infinity;
    await settle();
  }
}

/** Lets pending promise chains run to their next wait (a few event-loop turns, no timers). */
export async function settle(turns = 10): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
