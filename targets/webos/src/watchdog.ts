/**
 * The webOS shell's watchdog settings. The watchdog and the player's heartbeat are the sdk's
 * (`startLoaderWatchdog`, `beatWhileDrawn` in `@marquee/sdk/shell`), with the same timing as on
 * Tizen (a beat every 10 s, checked every 5 s, a stall after 60 s, a paused page not counted).
 */
import { HEARTBEAT_EVERY_MS } from '@marquee/sdk/shell';

export { HEARTBEAT_GLOBAL } from '@marquee/sdk/shell';

/** How often the player beats: the sdk's default. */
export const BEAT_EVERY_MS = HEARTBEAT_EVERY_MS;

/**
 * Time allowed from boot to the first beat: the update wait (20 s) plus a slow player start.
 * Only webOS has this deadline: its shell refuses an installed version that never beat
 * (REFUSED_PLAYER_KEY in webosShell.ts), so the restarted page boots the packaged player rather
 * than the same silent one again. The Tizen shell refuses none, so there a deadline would reload
 * the page in a loop, and its watchdog arms at the first beat instead.
 */
export const FIRST_BEAT_WITHIN_MS = 120_000;
