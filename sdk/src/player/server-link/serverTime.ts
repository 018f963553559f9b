import type { GraphQLClient } from './graphqlClient.js';
import { ServerTimeDocument } from '../graphql/generated.js';

/** One exchange with the server: when it left, when the answer came back, what the server said. */
export interface TimeSample {
  sentAt: number;
  receivedAt: number;
  serverTime: number;
}

/**
 * The device clock's offset from the server (add it to device time to get server time), from
 * the sample with the shortest round trip: its answer was read closest to the middle of the
 * exchange, so its error is at most half that round trip. Null without a usable sample.
 */
export function offsetFromSamples(samples: readonly TimeSample[]): number | null {
  let best: TimeSample | null = null;
  for (const sample of samples) {
    if (!Number.isFinite(sample.serverTime) || sample.receivedAt < sample.sentAt) continue;
    if (!best || sample.receivedAt - sample.sentAt < best.receivedAt - best.sentAt) best = sample;
  }
  if (!best) return null;
  return Math.round(best.serverTime - (best.sentAt + best.receivedAt) / 2);
}

/**
 * Asks the server for its time up to `count` times in a row. A failed exchange ends the
 * measurement: offline or an old server, the next ones would fail alike, and an offline boot
 * would spend its first frame's time on them.
 */
export async function measureServerOffset(
  client: Pick<GraphQLClient, 'request'>,
  now: () => number,
  count = 3,
): Promise<number | null> {
  const samples: TimeSample[] = [];
  for (let i = 0; i < count; i++) {
    const sentAt = now();
    try {
      const { serverTime } = await client.request(ServerTimeDocument, {});
      samples.push({ sentAt, receivedAt: now(), serverTime: Date.parse(serverTime) });
    } catch {
      // The last known offset stays, or the one from the exchanges that did answer.
      break;
    }
  }
  return offsetFromSamples(samples);
}

/**
 * How far back a later measurement may move server time. The clock never runs backwards, so a
 * measurement that moved it back by minutes would hold the screen on one item for minutes. Once
 * the first measurement is in, such a jump is not the server's clock but a stale answer (a cache
 * replaying an old one) or a broken exchange; a device clock that itself jumps leaves server time
 * where it was, so it never looks like this.
 */
export const MAX_BACKWARD_CORRECTION_MS = 60_000;

/** The offset to use after a measurement: the measured one, unless it moves time far back. */
export function nextServerOffset(
  current: number | null,
  measured: number | null,
): { offset: number | null; refused: boolean } {
  if (measured === null) return { offset: current, refused: false };
  if (current !== null && current - measured > MAX_BACKWARD_CORRECTION_MS)
    return { offset: current, refused: true };
  return { offset: measured, refused: false };
}
