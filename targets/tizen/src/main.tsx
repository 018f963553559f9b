import { PlayerApp, SHELL_INFO_GLOBAL, type ShellInfo } from '@marquee/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createTizenHost } from './tizenHost.js';
import { tizenPlatformOf } from './tizenPlatform.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a set. */
declare const __MARQUEE_SERVER_URL__: string;

const host = createTizenHost({
  platform: tizenPlatformOf(window),
  storage: window.localStorage,
  fetch: (input, init) => window.fetch(input, init),
});

/** Starts the player against the server stored on this set, else the loader's, else the build's. */
const startPlayer = (stored: string | undefined) => {
  // An installed (downloaded) bundle was built by the server, not for this set: the loader's
  // server, from the packaged configuration, is the one to talk to.
  const shell = (window as unknown as Record<string, ShellInfo | undefined>)[SHELL_INFO_GLOBAL];
  const server =
    (typeof stored === 'string' && stored) || shell?.serverUrl || __MARQUEE_SERVER_URL__;
  const container = document.getElementById('player');
  if (!container) throw new Error('The page has no #player element');
  createRoot(container).render(
    <StrictMode>
      <PlayerApp host={host} apiUrl={`${server.replace(/\/$/, '')}/graphql`} />
    </StrictMode>,
  );
};

// Local state that cannot be read must not leave the screen black: start with the packaged
// server instead, which is also where the set's settings can be fixed from.
host.localState.get<string>('serverUrl').then(startPlayer, (error: unknown) => {
  console.error('Reading the stored server URL failed; using the packaged one.', error);
  startPlayer(undefined);
});
