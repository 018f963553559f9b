/**
 * The packaged shell's first script (index.html loads only this): updates the player code from
 * the server (/api/current-version?target=webos) into the app's storage (webOS storage service),
 * then starts the installed version, or the packaged js/player.js when none is installed or it
 * cannot load.
 */
import { startPackagedShell } from '@marquee/sdk';
import type { PalmServiceBridge } from './luna.js';
import { createWebosHost } from './webosHost.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;
declare const PalmServiceBridge: new () => PalmServiceBridge;

void startPackagedShell({
  target: 'webos',
  host: createWebosHost({
    newBridge: () => new PalmServiceBridge(),
    storage: window.localStorage,
    fetch: (input, init) => window.fetch(input, init),
    screen: { width: window.screen.width, height: window.screen.height },
  }),
  builtInServerUrl: __MARQUEE_SERVER_URL__,
  window,
});
