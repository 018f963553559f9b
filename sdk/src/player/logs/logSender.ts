import { asyncScheduler, type SchedulerLike, type Subscription } from 'rxjs';
import type { LogLine, LogRing } from './logRing.js';

/**
 * Sends one page of lines; answers the highest number the server has stored. Throwing means
 * "not now" (offline, server down): the lines stay and go later.
 */
export type DeliverLogLines = (
  stream: string,
  lines: readonly LogLine[],
) => Promise<{ acknowledgedSeq: number }>;

export const LOG_SENDER_DEFAULTS = {
  /** Lines per request; the server takes at most 100. */
  pageSize: 100,
  /** Wait after a new line, so that lines travel together. */
  batchDelayMs: 10_000,
  retry: { firstDelayMs: 10_000, maxDelayMs: 5 * 60 * 1000 },
} as const;

export interface LogSenderOptions {
  ring: LogRing;
  deliver: DeliverLogLines;
  scheduler?: SchedulerLike;
  pageSize?: number;
  batchDelayMs?: number;
  retry?: { firstDelayMs: number; maxDelayMs: number };
  /** Wait before the first page after start; 0 (default) sends what is kept at once. */
  startDelayMs?: number;
}

/**
 * Sends the log ring to the server page by page, oldest first. Each page carries its stream and
 * line numbers, so a page sent again after a lost answer is stored once; acknowledged lines leave
 * the ring. A failed page waits, twice as long after each failure, up to the longest wait.
 */
export function startLogSender(options: LogSenderOptions): { flush(): void; stop(): void } {
  const { ring, deliver } = options;
  const scheduler = options.scheduler ?? asyncScheduler;
  const pageSize = options.pageSize ?? LOG_SENDER_DEFAULTS.pageSize;
  const batchDelayMs = options.batchDelayMs ?? LOG_SENDER_DEFAULTS.batchDelayMs;
  const retry = options.retry ?? LOG_SENDER_DEFAULTS.retry;
  let timer: Subscription | null = null;
  let failures = 0;
  let sending = false;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped || timer) return;
    timer = scheduler.schedule(() => {
      timer = null;
      void attempt();
    }, delayMs);
  };

  const attempt = async (): Promise<void> => {
    if (sending || stopped) return;
    await ring.ready;
    const page = ring.pending.slice(0, pageSize);
    if (page.length === 0) return;
    sending = true;
    const stream = ring.streamId;
    try {
      const { acknowledgedSeq } = await deliver(stream, page);
      if (acknowledgedSeq < page[0]!.seq) throw new Error('The server stored none of the page');
      ring.acknowledge(stream, acknowledgedSeq);
      failures = 0;
    } catch {
      failures++;
    } finally {
      sending = false;
    }
    if (ring.pending.length === 0) return;
    if (failures === 0) schedule(0);
    else schedule(Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** (failures - 1)));
  };

  ring.onAppend = () => {
    if (failures === 0) schedule(batchDelayMs);
  };
  schedule(options.startDelayMs ?? 0);
  return {
    /** Sends now (the connection is back), not at the next wait. */
    flush() {
      timer?.unsubscribe();
      timer = null;
      failures = 0;
      void attempt();
    },
    stop() {
      stopped = true;
      timer?.unsubscribe();
      timer = null;
      ring.onAppend = null;
    },
  };
}
