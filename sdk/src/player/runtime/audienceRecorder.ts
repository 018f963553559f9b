import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import type { LocalState } from '../../host/index.js';
import {
  audienceMinuteSchema,
  type AudienceMinute,
  type AudienceReport,
} from '../../model/index.js';
import { Outbox, type DeliverEntries } from '../storage/outbox.js';
import { listenForAudienceReports, PLAYER_BROWSER_EVENTS } from './browserEvents.js';
import { addReading, emptyTally, minuteStart, type MinuteTally } from './audienceTally.js';

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
  /** Closes the open minute (kept, sent later) and stops listening. */
  close(): void;
}

/**
 * Counts audience reports per minute and keeps each minute in its own outbox, the same kind
 * as proof of play's: persisted at once, sent in pages, dropped only when acknowledged. A
 * report holds until the next one, so a minute that heard nothing new carries the last reading
 * on. Every closed minute is also sent to the page as `analytics-update`, counts only.
 */
export function createAudienceRecorder(options: AudienceRecorderOptions): AudienceRecorder {
  const scheduler = options.scheduler ?? asyncScheduler;
  const onError = options.onError ?? (() => undefined);
  let outbox: Outbox<AudienceMinute> | null = null;
  const waiting: MinuteTally[] = [];
  let closed = false;
  let open: { tally: MinuteTally; at: number; last: AudienceReport } | null = null;
  let timer: Subscription | null = null;

  Outbox.openWith(audienceMinuteSchema, {
    state: options.state,
    deliver: options.deliver,
    key: AUDIENCE_OUTBOX_KEY,
    maxEvents: AUDIENCE_OUTBOX_MAX,
    scheduler: options.scheduler,
    openDelayMs: options.openDelayMs,
  }).then((opened) => {
    outbox = opened;
    for (const tally of waiting.splice(0)) opened.add(tally).catch(onError);
    if (closed) opened.close();
  }, onError);

  const keep = (tally: MinuteTally) => {
    options.events.dispatchEvent(
      new CustomEvent(PLAYER_BROWSER_EVENTS.analyticsUpdate, { detail: { ...tally } }),
    );
    if (outbox) outbox.add(tally).catch(onError);
    else waiting.push(tally);
  };

  const scheduleClose = (minuteMs: number) => {
    timer?.unsubscribe();
    const delay = Math.max(0, minuteMs + 60_000 - options.now());
    timer = scheduler.schedule(() => endMinute(true), delay);
  };

  const startMinute = (minuteMs: number, report: AudienceReport) => {
    open = { tally: addReading(emptyTally(minuteMs), report), at: minuteMs, last: report };
    scheduleClose(minuteMs);
  };

  /** Keeps the open minute; `carry`: the last reading still holds, so the next minute starts with it. */
  function endMinute(carry: boolean) {
    timer?.unsubscribe();
    timer = null;
    const ending = open;
    open = null;
    if (!ending) return;
    keep(ending.tally);
    const seesSomeone = ending.last.categories.length > 0 || ending.last.objects.length > 0;
    if (carry && seesSomeone && !closed && options.enabled())
      startMinute(minuteStart(options.now()), ending.last);
  }

  const hear = (report: AudienceReport) => {
    if (closed) return;
    if (!options.enabled()) return void (open = null);
    const minuteMs = minuteStart(options.now());
    if (open && open.at !== minuteMs) endMinute(false);
    if (!open) return startMinute(minuteMs, report);
    open = { ...open, tally: addReading(open.tally, report), last: report };
  };

  const stopListening = listenForAudienceReports(options.events, hear);
  return {
    flush() {
      if (outbox && !closed) outbox.flush().catch(onError);
    },
    close() {
      if (closed) return;
      stopListening();
      endMinute(false);
      closed = true;
      outbox?.close();
    },
  };
}
