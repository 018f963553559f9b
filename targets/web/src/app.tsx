import {
  createStageInspector,
  lazyDefaultWidgets,
  PlayerApp,
  provisionTokenOf,
} from '@marquee/sdk';
import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseHost } from './chooseHost.js';
import type { KeptFakeStores } from './keptFakeStores.js';
import { beatToFrame } from './frameHeartbeat.js';
import { installQaClock } from './qaClock.js';
import { QaLog } from './qaLog.js';
import { dropServiceWorker, registerServiceWorker } from './registerServiceWorker.js';
import { keepScreenAwake } from './screenKeeper.js';
import { OptionalPart } from './optionalPart.js';

// The bundle is split: each widget's renderer loads when content first uses it, and the QA
// panel after the player, so a reboot parses what its first frame draws and little more.
const widgets = lazyDefaultWidgets;
const QaPanel = lazy(() =>
  afterBoot()
    .then(() => import('./qaPanel.js'))
    .then(({ QaPanel }) => ({ default: QaPanel })),
);

/** How long after start the QA panel's code waits, at least, before it loads. */
const QA_PANEL_AFTER_MS = 1_000;

/**
 * Resolves once the player has had its start to itself: a while after start, then when the page
 * is next idle. The QA panel's code and first render then do not compete with a boot's first
 * frame (a TV, whose path the kept fake host stands for, has no panel).
 */
function afterBoot(): Promise<void> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout: QA_PANEL_AFTER_MS });
      else resolve();
    }, QA_PANEL_AFTER_MS),
  );
}

/** Starts the player on the page's host; `keptStores`: the kept fake host's stores, if opening. */
export async function start(keptStores?: Promise<KeptFakeStores>) {
  const choice = await chooseHost(location.search, window, keptStores);
  const container = document.getElementById('player');
  if (!container) throw new Error('The page has no #player element');
  const apiUrl = `${location.origin}/graphql`;
  // A display provisioned without pairing (e.g. Sony BRAVIA kitting) opens /player/?provision=…
  const provisionToken = provisionTokenOf(location.search);
  if (choice.kind === 'fake') {
    // QA: an in-memory device with a panel to steer it; with keep=1 it keeps media as a TV does.
    const log = new QaLog();
    log.listen(window);
    const clock = installQaClock();
    // The panel shows each zone's live state through XState's inspection of the stage.
    const inspector = createStageInspector();
    createRoot(container).render(
      <StrictMode>
        <PlayerApp
          host={choice.host}
          widgets={widgets}
          apiUrl={apiUrl}
          logger={log}
          inspect={inspector.inspect}
          keepMedia={choice.keep}
          provisionToken={provisionToken}
        />
        <OptionalPart>
          <QaPanel
            host={choice.host}
            log={log}
            clock={clock}
            events={window}
            inspector={inspector}
          />
        </OptionalPart>
      </StrictMode>,
    );
    return;
  }
  // Inside the TV frame the parent page owns the screen; alone, the page keeps it lit.
  if (choice.kind === 'web') keepScreenAwake({ document, wakeLock: navigator.wakeLock });
  // The frame restarts a player that stops beating (tvFrame.ts).
  if (choice.kind === 'frame') beatToFrame(window, location.search);
  const parent = new URLSearchParams(location.search).get('parent');
  if (choice.kind === 'frame' && parent !== null && parent !== location.origin) dropServiceWorker();
  else registerServiceWorker();
  createRoot(container).render(
    <StrictMode>
      {/* The service worker keeps media here (mediaCache.ts, the same policy); in the TV frame,
          kept files' local URLs would belong to the parent page. */}
      <PlayerApp
        host={choice.host}
        widgets={widgets}
        apiUrl={apiUrl}
        keepMedia={false}
        provisionToken={provisionToken}
      />
    </StrictMode>,
  );
}
