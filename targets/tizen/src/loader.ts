/**
 * The packaged shell's first script (index.html loads only this): updates the player code from
 * the server (/api/current-version?target=tizen) into the app's private storage, then starts the
 * installed version, or the packaged js/player.js when none is installed or it cannot load.
 * It takes only files and local state from the platform, and only `@marquee/sdk/shell` from the
 * sdk (the build resolves `@marquee/sdk` in tizenFiles to it too): small, so it always loads.
 */
import { startPackagedShell, storageLocalState } from '@marquee/sdk/shell';
import { tizenFiles } from './tizenFiles.js';
import { tizenPlatformOf } from './tizenPlatform.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;

const localState = storageLocalState(window.localStorage);

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
