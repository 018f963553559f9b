/**
 * The packaged shell's first script (index.html loads only this): updates the player code from
 * the server (/api/current-version?target=tizen) into the app's private storage, then starts the
 * installed version, or the packaged js/player.js when none is installed or it cannot load.
 */
import { startPackagedShell } from '@marquee/sdk';
import { createTizenHost } from './tizenHost.js';
import { tizenPlatformOf } from './tizenPlatform.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;

void startPackagedShell({
  target: 'tizen',
  host: createTizenHost({
    platform: tizenPlatformOf(window),
    storage: window.localStorage,
    fetch: (input, init) => window.fetch(input, init),
  }),
  builtInServerUrl: __MARQUEE_SERVER_URL__,
  window,
});
