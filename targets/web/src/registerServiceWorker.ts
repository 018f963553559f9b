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
