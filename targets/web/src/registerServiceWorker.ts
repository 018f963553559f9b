/**
 * Registers the player's service worker (dist/sw.js, served at /player/sw.js) so that a paired
 * player boots and plays its cached content offline. Insecure origins have no service workers;
 * the player then simply needs the network.
 */
export function registerServiceWorker(nav: Navigator = navigator): void {
  if (!('serviceWorker' in nav)) return;
  nav.serviceWorker.register('./sw.js', { scope: './' }).catch((error: unknown) => {
    console.warn('The offline cache could not be set up', error);
  });
}

/**
 * A player in a TV frame of another site has no service worker, and drops one an earlier
 * version left. That frame restarts a hung player in a new iframe, and Chromium puts a new
 * document of a site whose worker still runs into the worker's process: the hung one, so the
 * restarted player would not load until the worker idles out (about 30 s). Offline it loses
 * its cached shell and media; its content queries and state go through the frame's host either
 * way, so keeping them offline is the frame's part.
 */
export function dropServiceWorker(nav: Navigator = navigator): void {
  if (!('serviceWorker' in nav)) return;
  nav.serviceWorker
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
    .catch(() => undefined);
}
