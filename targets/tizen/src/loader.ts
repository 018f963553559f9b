/**
 * The packaged shell's first script (index.html loads only this): updates the player code from
 * the server (/api/current-version?target=tizen) into the app's private storage, then starts the
 * installed version, or the packaged js/player.js when none is installed or it cannot load.
 * It takes only files and local state from the platform, and only `@marquee/sdk/shell` from the
 * sdk (the build resolves `@marquee/sdk` in tizenFiles to it too): small, so it always loads.
 * It also keeps the watchdog: a player whose heartbeat stops is restarted by reloading the page.
 */
import {
  HEARTBEAT_GLOBAL,
  startLoaderWatchdog,
  startPackagedShell,
  storageLocalState,
} from '@marquee/sdk/shell';
import { tizenFiles } from './tizenFiles.js';
import { tizenPlatformOf } from './tizenPlatform.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;

const localState = storageLocalState(window.localStorage);

// The sdk's defaults: no first-beat deadline. This shell refuses no installed version, so a
// reload boots the same one again, and restarting a player that never beat (one older than the
// heartbeat, or one that never gets to draw) would reload the page in a loop.
const watchdog = startLoaderWatchdog({
  now: () => Date.now(),
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  onStall: (_reason, silentMs) => {
    console.error(`Marquee: no heartbeat from the player for ${silentMs} ms; restarting it`);
    window.location.reload();
  },
});
(window as unknown as Record<string, () => void>)[HEARTBEAT_GLOBAL] = () => watchdog.beat();

void startPackagedShell({
  target: 'tizen',
  host: {
    fetch: (input, init) => window.fetch(input, init),
    files: tizenFiles(tizenPlatformOf(window).tizen, localState),
    localState,
  },
  builtInServerUrl: __MARQUEE_SERVER_URL__,
  window,
});
