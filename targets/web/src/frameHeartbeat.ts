import { DEFAULT_HEARTBEAT_MS, sendHeartbeats, type WatchdogOptions } from '@marquee/sdk';

/**
 * The player's side of the TV frame's watchdog: a heartbeat to the parent page every
 * `?heartbeat=` ms (5 s by default). The beats run on the player's thread, so a thread stuck in
 * a loop stops them; a player whose React tree came down after an error (an empty `#player`)
 * runs but shows nothing, and stops beating too.
 */
export function beatToFrame(
  win: Window,
  search: string,
  scheduler?: WatchdogOptions['scheduler'],
): { unsubscribe(): void } {
  const params = new URLSearchParams(search);
  const origin = params.get('parent') ?? win.location.origin;
  const period = Number(params.get('heartbeat')) || DEFAULT_HEARTBEAT_MS;
  return sendHeartbeats(
    (beat) => {
      const player = win.document.getElementById('player');
      if (player && player.childElementCount === 0) return;
      win.parent.postMessage(beat, origin);
    },
    period,
    scheduler,
  );
}
