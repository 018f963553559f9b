// Time as a dependency: the server asks the clock, so tests drive virtual time instead of sleeping.
export interface Clock {
  now(): Date;
  /** Runs fn once the clock has reached now + ms; returns a cancel function. */
  setTimeout(fn: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout(fn, ms) {
    // Node timers overflow above 2^31-1 ms; nothing here waits that long.
    const timer = setTimeout(fn, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    timer.unref();
    return () => clearTimeout(timer);
  },
};

interface PendingTimer {
  at: number;
  fn: () => void;
}

/** A clock that only moves when told to; due timers fire during advance(). */
export class VirtualClock implements Clock {
  private current: number;
  private timers = new Set<PendingTimer>();

  constructor(start: Date | string = '2030-01-01T00:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  setTimeout(fn: () => void, ms: number): () => void {
    const timer = { at: this.current + Math.max(0, ms), fn };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }

  advance(ms: number): void {
    this.current += ms;
    const due = [...this.timers].filter((t) => t.at <= this.current).sort((a, b) => a.at - b.at);
    for (const timer of due) {
      this.timers.delete(timer);
      timer.fn();
    }
  }
}
