import { DEFAULT_PLAYER_CONFIG } from '@marquee/sdk/model';
import { asyncScheduler, concat, defer, filter, interval, map, of, type Observable } from 'rxjs';

interface PreviewClockState {
  /** The moment the preview's playlist started, in epoch ms (timing rules are read at it). */
  base: number;
  playing: boolean;
  /** Playlist time now, in ms. */
  positionMs: () => number;
}

/**
 * Stage time for the sdk's StagePlayer. The stage anchors a playlist at its first tick, so every
 * new subscription (new content, or a seek) first ticks at the start, then at the position, and
 * from then on at the refresh interval while playing; paused, it does not tick, so the frame holds.
 */
export function previewClock(
  read: () => PreviewClockState,
  { scheduler = asyncScheduler, intervalMs = DEFAULT_PLAYER_CONFIG.refreshIntervalMs } = {},
): Observable<number> {
  return defer(() => {
    const { base, positionMs } = read();
    const position = positionMs();
    const head = position > 0 ? of(base, base + position) : of(base);
    const ticks = interval(intervalMs, scheduler).pipe(
      filter(() => read().playing),
      map(() => read().base + read().positionMs()),
    );
    return concat(head, ticks);
  });
}
