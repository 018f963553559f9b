import { bootPlayer, defaultWidgets } from '@marquee/sdk';
import type { PalmServiceBridge } from './luna.js';
import { createWebosHost } from './webosHost.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;
declare const PalmServiceBridge: new () => PalmServiceBridge;

const host = createWebosHost({
  newBridge: () => new PalmServiceBridge(),
  storage: window.localStorage,
  fetch: (input, init) => window.fetch(input, init),
  screen: { width: window.screen.width, height: window.screen.height },
});

void bootPlayer({
  host,
  widgets: defaultWidgets,
  builtInServerUrl: __MARQUEE_SERVER_URL__,
  window,
});
