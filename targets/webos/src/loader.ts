/**
 * The packaged shell's first script (index.html loads only this, after LG's SCAP library):
 * updates the player code from the server (/api/current-version?target=webos) into the set's
 * internal storage through SCAP, then starts the installed version from the set's local file
 * server, or the packaged js/player.js when none is installed, it cannot load, or it was refused
 * after it failed to run; and restarts the page when the player's heartbeat stops. It takes only
 * `@marquee/sdk/shell` from the sdk (the build resolves `@marquee/sdk` in the modules it shares
 * with the player to it too): small, so it always loads.
 */
import { methodNotAvailable, storageLocalState, type LocalFiles } from '@marquee/sdk/shell';
import { scapFromGlobals } from './scapApi.js';
import { scapFiles } from './webosFiles.js';
import { startWebosShell } from './webosShell.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;

const localState = storageLocalState(window.localStorage);
const scap = scapFromGlobals(window);
const fetch = (input: string, init?: RequestInit) => window.fetch(input, init);
// Kept files are hashed from a streamed body where the engine has one, else read through SCAP.
const streams = typeof Response === 'function' && 'body' in Response.prototype;
const noFiles = (): LocalFiles => {
  const missing = () => Promise.reject(methodNotAvailable('lg-web-os', 'files'));
  return { download: missing, list: missing, delete: missing, freeSpace: missing };
};

void startWebosShell({
  host: {
    fetch,
    // Without SCAP nothing can be kept: every update attempt fails and the packaged player runs.
    // No source-size probe here (webosHost has one): it would take the loader past its gzip
    // budget, and a full storage then shows as NETWORK_ERROR only where the set removes the
    // partial copy itself.
    files: scap ? scapFiles(scap, streams ? fetch : null, localState) : noFiles(),
    localState,
  },
  builtInServerUrl: __MARQUEE_SERVER_URL__,
  window,
});
