import { CAPABILITIES, createBridgedHost, FakeHost, type HostAPI } from '@marquee/sdk';
import { openKeptFakeStores, type KeptFakeStores } from './keptFakeStores.js';
import { modernScreenshotRenderer, pageCapture, type PageRenderer } from './pageCapture.js';
import { createWebHost } from './webHost.js';

type HostChoice =
  | { kind: 'web'; host: HostAPI }
  | { kind: 'frame'; host: HostAPI }
  | { kind: 'fake'; host: FakeHost; keep: boolean };

/**
 * Which host the page runs on, from its query:
 * - `?host=fake`: an in-memory FakeHost with the QA panel (a fresh, unpaired screen per load);
 *   with `&keep=1` its state and kept files survive reloads, and the player keeps its media
 *   through it as a TV does; its screenshots draw the page as the web host's do;
 * - `?host=frame&parent=<origin>`: inside the TV frame, the parent page's host over postMessage;
 * - otherwise the browser's own host.
 */
export async function chooseHost(
  search: string,
  win: Window = window,
  /** The kept fake host's stores, already opening (the page's entry starts them early). */
  keptStores?: Promise<KeptFakeStores>,
  /** Draws the page for the fake host's screenshots; tests in jsdom pass a stub. */
  renderPage: PageRenderer = modernScreenshotRenderer,
): Promise<HostChoice> {
  const params = new URLSearchParams(search);
  const kind = params.get('host');
  if (kind === 'fake') {
    const fetch = (input: string, init?: RequestInit) => win.fetch(input, init);
    const page = pageCapture(() => win.document, renderPage);
    const capture = () => page.capture();
    if (params.get('keep') !== '1')
      return { kind, host: new FakeHost({ fetch, capture }), keep: false };
    const stores = await (keptStores ?? openKeptFakeStores(win.indexedDB));
    // Kept media is tried on what the browser really plays: the page's own video element, not
    // the fake platform player (which draws nothing).
    const capabilities = CAPABILITIES.filter((c) => c !== 'video-preparation');
    return { kind, host: new FakeHost({ fetch, capabilities, capture, ...stores }), keep: true };
  }
  if (kind === 'frame' && win.parent !== win) {
    const origin = params.get('parent') ?? win.location.origin;
    return { kind, host: await createBridgedHost(win.parent, { origin }) };
  }
  return { kind: 'web', host: createWebHost() };
}
