import { FakeHost, PlayerApp, type HostAPI } from '@marquee/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWebHost } from './webHost.js';

/** `?host=fake` runs the player on an in-memory host (QA: a fresh, unpaired screen per load). */
function chooseHost(search: string): HostAPI {
  if (new URLSearchParams(search).get('host') === 'fake') {
    return new FakeHost({ fetch: (input, init) => window.fetch(input, init) });
  }
  return createWebHost();
}

const host = chooseHost(location.search);
const container = document.getElementById('player');
if (!container) throw new Error('The page has no #player element');
createRoot(container).render(
  <StrictMode>
    <PlayerApp host={host} apiUrl={`${location.origin}/graphql`} />
  </StrictMode>,
);
