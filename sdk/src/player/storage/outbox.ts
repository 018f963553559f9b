import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import type { LocalState } from '../../host/index.js';
import { playbackEventSchema, type PlaybackEvent } from '../../model/index.js';
import { OUTBOX_KEY, OutboxStore, type EntrySchema, type OutboxEntry } from './outboxStore.js';
import { randomUuid } from '../uuid.js';

/** A playback event as the player records it; the outbox gives it its id. */
export type NewPlaybackEvent = Omit<PlaybackEvent, 'id'>;

/**
 * Sends one batch to the server. The server answers with the ids it has recorded (including
 * ones it had already recorded: resending is how a lost answer is recovered, so the server
 * counts each id once). Throwing, or acknowledging none, means "try again later".
 */
export type DeliverPlaybackEvents = DeliverEntries<PlaybackEvent>;

/** Sends one batch of any outbox; the same contract as DeliverPlaybackEvents. */
export type DeliverEntries<T> = (entries: T[]) => Promise<{ acknowledgedIds: readonly string[] }>;

export interface OutboxOptions<T extends OutboxEntry = PlaybackEvent> {
  /** Where the events wait; the HostAPI's local state, so they survive a restart. */
  state: LocalState;
  deliver: DeliverEntries<T>;
  /** Scheduler of the batching and retry waits; a virtual one in tests. */
  scheduler?: SchedulerLike;
  maxBatchSize?: number;
  /** Wait after a new event before sending, so that events travel together. */
  batchDelayMs?: number;
  /** Retry waits double from the first to the longest after each failed attempt. */
  retry?: { firstDelayMs: number; maxDelayMs: number };
  /** Most events kept while the server is unreachable; the oldest go first beyond it. */
  maxEvents?: number;
  newId?: () => string;
  key?: string;
  /** Told about failed deliveries (logging); the outbox retries by itself. */
  onDeliveryError?: (error: unknown, failures: number) => void;
  /** Wait before sending what a previous run left; 0 (default): at once. */
  openDelayMs?: number;
}

export const OUTBOX_DEFAULTS = {
  maxBatchSize: 50,
  batchDelayMs: 1000,
  retry: { firstDelayMs: 5000, maxDelayMs: 5 * 60 * 1000 },
  maxEvents: 10_000,
} as const;

/**
 * The device's outbox: entries are persisted the moment they are recorded, leave in batches,
 * and are removed only once the server has acknowledged their ids. Ids never change, so a batch
 * resent after a lost answer cannot count twice. Proof of play and audience minutes each keep
 * one, under their own key.
 */
export class Outbox<T extends OutboxEntry> {
  private events: T[] = [];
  private failures = 0;
  private sending = false;
  private closed = false;
  private timer: { subscription: Subscription; dueAt: number } | null = null;
  private readonly store: OutboxStore<T>;
  private readonly scheduler: SchedulerLike;
  private readonly settings: Required<
    Pick<OutboxOptions, 'maxBatchSize' | 'batchDelayMs' | 'retry' | 'maxEvents' | 'newId'>
  >;

  private constructor(
    private readonly options: OutboxOptions<T>,
    private readonly schema: EntrySchema<T>,
  ) {
    this.store = new OutboxStore(options.state, options.key ?? OUTBOX_KEY, schema);
    this.scheduler = options.scheduler ?? asyncScheduler;
    this.settings = {
      maxBatchSize: options.maxBatchSize ?? OUTBOX_DEFAULTS.maxBatchSize,
      batchDelayMs: options.batchDelayMs ?? OUTBOX_DEFAULTS.batchDelayMs,
      retry: options.retry ?? OUTBOX_DEFAULTS.retry,
      maxEvents: options.maxEvents ?? OUTBOX_DEFAULTS.maxEvents,
      newId: options.newId ?? randomUuid,
    };
  }

  /** Opens the outbox over its stored entries and starts sending any left from before a restart. */
  static async openWith<T extends OutboxEntry>(
    schema: EntrySchema<T>,
    options: OutboxOptions<T>,
  ): Promise<Outbox<T>> {
    const outbox = new Outbox(options, schema);
    outbox.events = await outbox.store.load();
    if (outbox.events.length > 0) outbox.scheduleAttempt(options.openDelayMs ?? 0);
    return outbox;
  }

  /** Events not yet acknowledged, oldest first. */
  get pending(): readonly T[] {
    return this.events;
  }

  /**
   * Records an event: it has its id and is stored by the time this resolves. Throws (a zod
   * error) for an entry that does not match its schema.
   */
  async add(event: Omit<T, 'id'>): Promise<T> {
    // A malformed event is the caller's bug: refuse it here rather than let the server refuse
    // its whole batch later, again and again.
    const recorded = this.schema.parse({ ...event, id: this.settings.newId() });
    this.events = [...this.events, recorded].slice(-this.settings.maxEvents);
    await this.store.save(this.events);
    this.scheduleAttempt(this.settings.batchDelayMs);
    return recorded;
  }

  /** Sends now, skipping any batching or retry wait (e.g. when the connection is back). */
  async flush(): Promise<void> {
    this.cancelTimer();
    await this.attempt();
  }

  /** Stops sending; stored events stay for the next outbox over the same state. */
  close(): void {
    this.closed = true;
    this.cancelTimer();
  }

  private scheduleAttempt(delayMs: number): void {
    if (this.closed) return;
    const dueAt = this.scheduler.now() + delayMs;
    // A retry wait is not cut short by new events; an earlier attempt already planned stands.
    if (this.timer && (this.failures > 0 || this.timer.dueAt <= dueAt)) return;
    this.cancelTimer();
    const subscription = this.scheduler.schedule(() => {
      this.timer = null;
      void this.attempt();
    }, delayMs);
    this.timer = { subscription, dueAt };
  }

  private cancelTimer(): void {
    this.timer?.subscription.unsubscribe();
    this.timer = null;
  }

  private async attempt(): Promise<void> {
    if (this.sending || this.closed) return;
    const batch = this.events.slice(0, this.settings.maxBatchSize);
    if (batch.length === 0) return;
    this.sending = true;
    try {
      const { acknowledgedIds } = await this.options.deliver(batch);
      const sent = new Set(batch.map((event) => event.id));
      const acknowledged = new Set(acknowledgedIds.filter((id) => sent.has(id)));
      if (acknowledged.size === 0) throw new Error('The server acknowledged none of the batch');
      this.events = this.events.filter((event) => !acknowledged.has(event.id));
      this.failures = 0;
      await this.store.save(this.events);
    } catch (error) {
      this.failures++;
      this.options.onDeliveryError?.(error, this.failures);
    } finally {
      this.sending = false;
    }
    if (this.events.length === 0 || this.closed) return;
    if (this.failures === 0) this.scheduleAttempt(0);
    else {
      const { firstDelayMs, maxDelayMs } = this.settings.retry;
      this.cancelTimer();
      this.scheduleAttempt(Math.min(maxDelayMs, firstDelayMs * 2 ** (this.failures - 1)));
    }
  }
}

/** The proof-of-play outbox: playback events under OUTBOX_KEY. */
export type PlaybackOutbox = Outbox<PlaybackEvent>;
export const PlaybackOutbox = {
  open: (options: OutboxOptions<PlaybackEvent>): Promise<PlaybackOutbox> =>
    Outbox.openWith(playbackEventSchema, options),
};
