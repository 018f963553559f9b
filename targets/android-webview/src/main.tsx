import { defaultWidgets, PlayerApp } from '@marquee/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAndroidHost } from './androidHost.js';
import { beatToShell } from './heartbeat.js';
import { showNoBridge } from './noBridge.js';
import { injectedTransport } from './transport.js';

/** Replaced at build time (MARQUEE_SERVER_URL); local state `serverUrl` overrides it on a box. */
declare const __MARQUEE_SERVER_URL__: string;

async function start() {
  const container = document.getElementById('player');
  if (!container) throw new Error('The page has no #player element');
  const transport = injectedTransport(window);
  if (!transport) {
    showNoBridge(container);
    throw new Error('Not in the Marquee Android shell: no MarqueeHost bridge');
  }
  const host = await createAndroidHost(transport);
  const stored = await host.localState.get<string>('serverUrl');
  const server = (typeof stored === 'string' && stored) || __MARQUEE_SERVER_URL__;
  createRoot(container).render(
    <StrictMode>
      <PlayerApp
        host={host}
        widgets={defaultWidgets}
        apiUrl={`${server.replace(/\/$/, '')}/graphql`}
      />
    </StrictMode>,
  );
  // The shell's watchdog starts the player again in a new WebView when these beats stop.
  beatToShell(window, transport);
}

void start();
