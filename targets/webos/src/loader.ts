/**
 * The packaged shell's first script (index.html loads only this): updates the player code from
 * the server (/api/current-version?target=webos) into the app's storage (webOS storage service),
 * then starts the installed version, or the packaged js/player.js when none is installed or it
 * cannot load. It takes only files and local state from the platform, and only
 * `@marquee/sdk/shell` from the sdk (the build resolves `@marquee/sdk` in webosFiles and luna to
 * it too): small, so it always loads.
 */
import { startPackagedShell, storageLocalState } from '@marquee/sdk/shell';
import { lunaCaller, type PalmServiceBridge } from './luna.js';
import { signageFiles } from './webosFiles.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;
declare const PalmServiceBridge: new () => PalmServiceBridge;

const localState = storageLocalState(window.localStorage);

void startPackagedShell({
  target: 'webos',
  host: {
    fetch: (input, init) => window.fetch(input, init),
    files: signageFiles(
      lunaCaller(() => new PalmServiceBridge()),
      localState,
    ),
    localState,
  },
  builtInServerUrl: __MARQUEE_SERVER_URL__,
  window,
});
