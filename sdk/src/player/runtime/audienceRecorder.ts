import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import type { LocalState } from '../../host/index.js';
import {
  audienceMinuteSchema,
  type AudienceMinute,
  type AudienceReport,
} from '../../model/index.js';
import { Outbox, type DeliverEntries } from '../storage/outbox.js';
import {
  AUDIENCE_OPEN_KEY,
  memoryWriter,
  parseMemory,
  type OpenMinute,
  type RecorderMemory,
} from './audienceOpenMinute.js';
import { listenForAudienceReports, PLAYER_BROWSER_EVENTS } from './browserEvents.js';
import { addReading, emptyTally, minuteStart, type MinuteTally } from './audienceTally.js';

export { AUDIENCE_OPEN_KEY } from './audienceOpenMinute.js';

/** Local state key of the audience minutes not yet acknowledged by the server. */
export const AUDIENCE_OUTBOX_KEY = 'marquee.audience-outbox';
/** A week of minutes: what a screen keeps while the server is unreachable; the oldest go first. */
export const AUDIENCE_OUTBOX_MAX = 7 * 24 * 60;

export interface AudienceRecorderOptions {
  state: LocalState;
  deliver: DeliverEntries<AudienceMinute>;
  /** Where audience reports are heard and analytics-update is sent. */
  events: EventTarget;
  /** The time minutes are counted in: the device clock corrected to the server's. */
  now: () => number;
  /** False while the account's AI settings are off: nothing is counted or kept. */
  enabled: () => boolean;
  scheduler?: SchedulerLike;
  onError?: (error: unknown) => void;
  /** Wait before sending what a previous run left. */
  openDelayMs?: number;
}

export interface AudienceRecorder {
  /** Sends what is kept now (back in touch with the server). */
  flush(): void;
  /**
   * Stops listening. The open minute stays in local state: the next recorder over the same state
   * goes on counting it, or keeps it as it was if its minute has passed.
   */
  close(): void;
}

const MINUTE_MS = 60_000;

/**
 * Counts audience reports per minute and keeps each minute in its own outbox, the same kind
 * as proof of play's: persisted at once, sent in pages, dropped only when acknowledged. A
 * report holds until the next one, so a minute that heard nothing new carries the last reading
 * on. Every closed minute is also sent to the page as `analytics-update`, counts only.
 *
 * Each minute is kept once. The open minute is written to local state as it counts, so a reload
 * or a restart goes on with it (or keeps it, once its minute has passed) instead of losing it or
 * counting it twice. And minutes never go back: the clock is the server's, and a server time
 * measurement can move it back: the first one without a limit (until then the screen counts on
 * its own clock, which on a new screen is often minutes off), later ones by a few milliseconds.
 * A minute at or before the newest one kept is not opened again; readings heard while the clock
 * reads it are dropped, as that minute was already counted, under the clock as it read then.
 */
export function createAudienceRecorder(options: AudienceRecorderOptions): AudienceRecorder {
  const onError = options.onError ?? (() => undefined);
  const recorder = new MinuteRecorder(options, onError, memoryWriter(options.state, onError));
  Outbox.openWith(audienceMinuteSchema, {
    state: options.state,
    deliver: options.deliver,
    key: AUDIENCE_OUTBOX_KEY,
    maxEvents: AUDIENCE_OUTBOX_MAX,
    scheduler: options.scheduler,
    openDelayMs: options.openDelayMs,
  }).then((opened) => recorder.outboxOpened(opened), onError);
  options.state.get(AUDIENCE_OPEN_KEY).then(
    (kept) => recorder.restore(parseMemory(kept)),
    (error: unknown) => {
      onError(error);
      recorder.restore({ open: null, lastKept: null, unstored: [] });
    },
  );
  const stopListening = listenForAudienceReports(options.events, (report) =>
    recorder.hear(report, options.now()),
  );
  return {
    flush: () => recorder.flush(),
    close() {
      stopListening();
      recorder.close();
    },
  };
}

class MinuteRecorder {
  private outbox: Outbox<AudienceMinute> | null = null;
  private readonly waiting: MinuteTally[] = [];
  private closed = false;
  private open: OpenMinute | null = null;
  private lastKept: number | null = null;
  /** Minutes kept whose outbox write has not landed yet; remembered until it has. */
  private unstored: MinuteTally[] = [];
  private timer: Subscription | null = null;
  /** Reports heard before the kept memory was read, with their times; null once it is. */
  private early: [AudienceReport, number][] | null = [];
  private readonly scheduler: SchedulerLike;

  constructor(
    private readonly options: AudienceRecorderOptions,
    private readonly onError: (error: unknown) => void,
    private readonly remember: (memory: RecorderMemory) => void,
  ) {
    this.scheduler = options.scheduler ?? asyncScheduler;
  }

  outboxOpened(opened: Outbox<AudienceMinute>) {
    this.outbox = opened;
    for (const tally of this.waiting.splice(0)) this.store(opened, tally);
    if (this.closed) opened.close();
  }

  /** Goes on with the minute a previous run left open, or keeps it if it has passed. */
  restore(memory: RecorderMemory) {
    const early = this.early ?? [];
    this.early = null;
    this.lastKept = memory.lastKept;
    // Kept before a reload, their outbox write maybe lost with the page: stored again (a copy
    // that did land merges with this one on the server, which keys minutes by screen and minute).
    for (const tally of memory.unstored) this.addToOutbox(tally);
    const left = memory.open;
    if (left && !this.closed) {
      // While the account's AI models are off nothing is kept, a minute left open included.
      if (!this.options.enabled()) this.save();
      else if (minuteStart(this.options.now()) === left.at) {
        this.open = left;
        this.scheduleClose(left.at);
      } else this.keep(left.tally, left.at);
    }
    for (const [report, at] of early) this.hear(report, at);
  }

  hear(report: AudienceReport, at: number) {
    if (this.closed) return;
    if (this.early) return void this.early.push([report, at]);
    if (!this.options.enabled()) {
      if (!this.open) return;
      this.open = null;
      return this.save();
    }
    const minuteMs = minuteStart(at);
    if (this.lastKept !== null && minuteMs <= this.lastKept) return;
    if (this.open && this.open.at !== minuteMs) this.endMinute(false);
    if (!this.open) this.startMinute(minuteMs, report);
    else this.open = { ...this.open, tally: addReading(this.open.tally, report), last: report };
    this.save();
  }

  flush() {
    if (this.outbox && !this.closed) this.outbox.flush().catch(this.onError);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.timer?.unsubscribe();
    this.timer = null;
    this.outbox?.close();
  }

  private save() {
    this.remember({ open: this.open, lastKept: this.lastKept, unstored: this.unstored });
  }

  /**
   * The memory counts a minute as kept before its outbox write lands (it is written first), so
   * until then the minute stays in the memory too: a reload in between sends it, never loses it.
   */
  private addToOutbox(tally: MinuteTally) {
    this.unstored = [...this.unstored, tally];
    if (this.outbox) this.store(this.outbox, tally);
    else this.waiting.push(tally);
  }

  private store(outbox: Outbox<AudienceMinute>, tally: MinuteTally) {
    const stored = () => {
      this.unstored = this.unstored.filter((t) => t !== tally);
      this.save();
    };
    outbox.add(tally).then(stored, (error: unknown) => {
      this.onError(error);
      stored();
    });
  }

  private keep(tally: MinuteTally, at: number) {
    this.lastKept = Math.max(this.lastKept ?? at, at);
    this.options.events.dispatchEvent(
      new CustomEvent(PLAYER_BROWSER_EVENTS.analyticsUpdate, { detail: { ...tally } }),
    );
    this.addToOutbox(tally);
    this.save();
  }

  private scheduleClose(minuteMs: number) {
    this.timer?.unsubscribe();
    const delay = Math.max(0, minuteMs + MINUTE_MS - this.options.now());
    this.timer = this.scheduler.schedule(() => this.endMinute(true), delay);
  }

  private startMinute(minuteMs: number, report: AudienceReport) {
    this.open = { tally: addReading(emptyTally(minuteMs), report), at: minuteMs, last: report };
    this.scheduleClose(minuteMs);
  }

  /** Keeps the open minute; `carry`: the last reading still holds, so the next minute starts with it. */
  private endMinute(carry: boolean) {
    this.timer?.unsubscribe();
    this.timer = null;
    const ending = this.open;
    this.open = null;
    if (!ending) return;
    this.keep(ending.tally, ending.at);
    const seesSomeone = ending.last.categories.length > 0 || ending.last.objects.length > 0;
    if (!carry || !seesSomeone || this.closed || !this.options.enabled()) return;
    // The clock may read a few milliseconds before the minute's end (moved back since): the
    // next minute is then the one after it, never the one just kept.
    const next = Math.max(minuteStart(this.options.now()), ending.at + MINUTE_MS);
    if (next - this.options.now() <= MINUTE_MS) {
      this.startMinute(next, ending.last);
      this.save();
    }
  }
}
