import { bootPlayer, defaultWidgets } from '@marquee/sdk';
import { beatWhileDrawn } from '@marquee/sdk/shell';
import type { PalmServiceBridge } from './luna.js';
import { scapFromGlobals } from './scapApi.js';
import { createWebosHost } from './webosHost.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;
declare const PalmServiceBridge: new () => PalmServiceBridge;

const fetch = (input: string, init?: RequestInit) => window.fetch(input, init);

void createWebosHost({
  newBridge: () => new PalmServiceBridge(),
  scap: scapFromGlobals(window),
  storage: window.localStorage,
  fetch,
  // Kept files are hashed from a streamed body where the engine has one, else read through SCAP.
  localFetch: typeof Response === 'function' && 'body' in Response.prototype ? fetch : null,
  screen: { width: window.screen.width, height: window.screen.height },
})
  .then((host) =>
    bootPlayer({ host, widgets: defaultWidgets, builtInServerUrl: __MARQUEE_SERVER_URL__, window }),
  )
  // The loader's watchdog restarts the page when these beats do not come.
  .then(() => beatWhileDrawn(window))
  .catch((error: unknown) => console.error('Marquee could not start the player', error));
