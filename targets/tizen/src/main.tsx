import { bootPlayer, defaultWidgets } from '@marquee/sdk';
import { beatWhileDrawn } from '@marquee/sdk/shell';
import { createTizenHost } from './tizenHost.js';
import { tizenPlatformOf } from './tizenPlatform.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;

const host = createTizenHost({
  platform: tizenPlatformOf(window),
  storage: window.localStorage,
  fetch: (input, init) => window.fetch(input, init),
});

// The loader's watchdog restarts the page when the beats stop (beatWhileDrawn).
void bootPlayer({
  host,
  widgets: defaultWidgets,
  builtInServerUrl: __MARQUEE_SERVER_URL__,
  window,
}).then(() => beatWhileDrawn(window));
