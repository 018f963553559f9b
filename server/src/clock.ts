// Time as a dependency: the server asks the clock, so tests drive virtual time instead of sleeping.
export interface Clock {
  now(): Date;
  /** Runs fn once the clock has reached now + ms; returns a cancel function. */
  setTimeout(fn: () => void, ms: number): () => void;
}

/**
 * The longest wait one Node timer holds (2^31-1 ms, 24.8 days): a longer one fires at once. A
 * broadcast may be set to start or end further ahead, so a longer wait is made of such steps.
 */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => new Date(),
  setTimeout(fn, ms) {
    const due = Date.now() + Math.max(0, ms);
    let timer: ReturnType<typeof setTimeout>;
    const wait = () => {
      const left = Math.max(0, due - Date.now());
      timer = setTimeout(left > LONGEST_TIMER_MS ? wait : fn, Math.min(left, LONGEST_TIMER_MS));
      timer.unref();
    };
    wait();
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
