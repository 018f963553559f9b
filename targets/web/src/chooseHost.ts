import { createBridgedHost, FakeHost, type HostAPI } from '@marquee/sdk';
import { createWebHost } from './webHost.js';

export type HostChoice =
  | { kind: 'web'; host: HostAPI }
  | { kind: 'frame'; host: HostAPI }
  | { kind: 'fake'; host: FakeHost };

/**
 * Which host the page runs on, from its query:
 * - `?host=fake`: an in-memory FakeHost with the QA panel (a fresh, unpaired screen per load);
 * - `?host=frame&parent=<origin>`: inside the TV frame, the parent page's host over postMessage;
 * - otherwise the browser's own host.
 */
export async function chooseHost(search: string, win: Window = window): Promise<HostChoice> {
  const params = new URLSearchParams(search);
  const kind = params.get('host');
  if (kind === 'fake')
    return { kind, host: new FakeHost({ fetch: (input, init) => win.fetch(input, init) }) };
  if (kind === 'frame' && win.parent !== win) {
    const origin = params.get('parent') ?? win.location.origin;
    return { kind, host: await createBridgedHost(win.parent, { origin }) };
  }
  return { kind: 'web', host: createWebHost() };
}
