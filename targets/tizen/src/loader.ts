/**
 * The packaged shell's first script (index.html loads only this): updates the player code from
 * the server (/api/current-version?target=tizen) into the app's private storage, then starts the
 * installed version, or the packaged js/player.js when none is installed or it cannot load.
 */
import { bootShell, loadPageScript, SHELL_INFO_GLOBAL, type ShellInfo } from '@marquee/sdk';
import { createTizenHost } from './tizenHost.js';
import { tizenPlatformOf } from './tizenPlatform.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;

const host = createTizenHost({
  platform: tizenPlatformOf(window),
  storage: window.localStorage,
  fetch: (input, init) => window.fetch(input, init),
});
const shellGlobal = window as unknown as Record<string, ShellInfo>;

host.localState
  .get<string>('serverUrl')
  .catch(() => undefined)
  .then((stored) => {
    const serverUrl = (typeof stored === 'string' && stored) || __MARQUEE_SERVER_URL__;
    shellGlobal[SHELL_INFO_GLOBAL] = { serverUrl, source: 'packaged', version: null };
    return bootShell({
      serverUrl,
      target: 'tizen',
      fetch: host.fetch,
      files: host.files,
      state: host.localState,
      packagedEntry: 'js/player.js',
      loadScript: (url) => loadPageScript(document, url),
      setTimeout: (run, ms) => window.setTimeout(run, ms),
    }).then((boot) => {
      shellGlobal[SHELL_INFO_GLOBAL] = { serverUrl, source: boot.source, version: boot.version };
    });
  })
  .catch((error: unknown) => console.error('Marquee could not start the player', error));
