import type { UncountedPlay } from '../../engine/index.js';
import type { LocalState } from '../../host/index.js';
import {
  PlaybackOutbox,
  type DeliverPlaybackEvents,
  type NewPlaybackEvent,
  type OutboxOptions,
} from '../storage/outbox.js';

/**
 * A delivery that acknowledges nothing: events stay in the persisted outbox, retried with its
 * backoff, and leave once a real delivery function (serverPlaybackDelivery) is passed in.
 */
export const awaitServerDelivery: DeliverPlaybackEvents = async () => ({ acknowledgedIds: [] });

export interface PlaybackRecorder {
  record(event: NewPlaybackEvent): void;
  /** Sends what is kept now instead of at the next backoff step (e.g. when the server is back). */
  flush(): void;
  /** The plays recorded but not acknowledged by the server yet, so not in its quota counters. */
  uncountedPlays(): UncountedPlay[];
  close(): void;
}

/**
 * The stage's playback event sink over the proof-of-play outbox. The outbox opens
 * asynchronously (it reads what a previous run left); events recorded meanwhile wait in order.
 */
export function createPlaybackRecorder(
  state: LocalState,
  deliver: DeliverPlaybackEvents = awaitServerDelivery,
  onError: (error: unknown) => void = () => undefined,
  /** When what a previous run left is first sent (see OutboxOptions). */
  timing: Pick<OutboxOptions, 'openDelayMs'> = {},
): PlaybackRecorder {
  let outbox: PlaybackOutbox | null = null;
  let closed = false;
  const waiting: NewPlaybackEvent[] = [];
  const add = (box: PlaybackOutbox, event: NewPlaybackEvent) => box.add(event).catch(onError);
  PlaybackOutbox.open({ ...timing, state, deliver }).then((opened) => {
    if (closed) return opened.close();
    outbox = opened;
    for (const event of waiting.splice(0)) void add(opened, event);
  }, onError);
  return {
    record(event) {
      if (closed) return;
      if (outbox) void add(outbox, event);
      else waiting.push(event);
    },
    flush() {
      if (outbox && !closed) outbox.flush().catch(onError);
    },
    uncountedPlays() {
      return [...(outbox?.pending ?? []), ...waiting].map((event) => ({
        fileIds: event.fileIds,
        startedAt: Date.parse(event.startTime),
      }));
    },
    close() {
      closed = true;
      outbox?.close();
    },
  };
}
