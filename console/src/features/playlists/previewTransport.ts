import { evaluateRules, localParts, type CompiledEntry, type Program } from '@marquee/sdk';

/**
 * Play/pause/seek of the player preview. Position is playlist time: how far playback has gone
 * since the preview started, kept whole (not wrapped) so every zone loops by its own length as on a
 * screen; what the control bar shows is that position within one loop.
 */
export interface Transport {
  playing: boolean;
  /** Position when it last changed (play, pause, seek), in ms. */
  positionMs: number;
  /** Clock time of that change, in ms. */
  since: number;
}

export const stoppedTransport = (): Transport => ({ playing: false, positionMs: 0, since: 0 });

export const positionOf = (t: Transport, now: number): number =>
  t.playing ? t.positionMs + Math.max(0, now - t.since) : t.positionMs;

export const play = (t: Transport, now: number): Transport =>
  t.playing ? t : { playing: true, positionMs: t.positionMs, since: now };

export const pause = (t: Transport, now: number): Transport =>
  t.playing ? { playing: false, positionMs: positionOf(t, now), since: now } : t;

export const seek = (t: Transport, positionMs: number, now: number): Transport => ({
  ...t,
  positionMs: Math.max(0, positionMs),
  since: now,
});

/** Where in one loop of `totalMs` a position is. */
export const loopPosition = (positionMs: number, totalMs: number): number =>
  totalMs > 0 ? positionMs % totalMs : 0;

/** "m:ss", or "h:mm:ss" from an hour on; whole seconds, rounded down as players count. */
export function formatClock(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The length of one loop of the root playlist at moment t: the longest zone, counting the items
 * its timing rules let play then (only the priority ones when there are any) and leaving out
 * items that play only when triggered, as the engine's planner does.
 */
export function loopDurationMs(program: Program, timeZone: string, t: number): number {
  const root = program.rootPlaylistId ? program.playlists.get(program.rootPlaylistId) : undefined;
  if (!root) return 0;
  const at = localParts(timeZone, t);
  let longest = 0;
  for (const zone of root.zones) {
    const normal: CompiledEntry[] = [];
    const priority: CompiledEntry[] = [];
    for (const entry of zone.entries) {
      let status: 'on' | 'off' | 'priority' = 'on';
      for (const rules of entry.rules) {
        const s = evaluateRules(rules, at);
        if (s === 'off') status = 'off';
        else if (s === 'priority' && status !== 'off') status = 'priority';
      }
      if (status === 'off') continue;
      if (entry.trigger?.settings.playWhen === 'only-when-triggered') continue;
      (status === 'priority' ? priority : normal).push(entry);
    }
    const playing = priority.length ? priority : normal;
    longest = Math.max(
      longest,
      playing.reduce((sum, e) => sum + (e.durationMs > 0 ? e.durationMs : 0), 0),
    );
  }
  return longest;
}
