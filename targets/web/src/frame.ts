import { exposeHost } from '@marquee/sdk';
import { createWebHost } from './webHost.js';

/**
 * The TV frame host page (/player/frame.html): it owns the HostAPI (here the browser's; a TV
 * shell would pass its platform host) and exposes it over the sdk's postMessage bridge to the
 * player in an iframe, which runs with `?host=frame`. `?player=<url>` points the frame at a
 * player on another origin.
 */
function mountTvFrame(doc: Document, search: string): HTMLIFrameElement {
  const playerUrl = new URL(new URLSearchParams(search).get('player') ?? './', doc.baseURI);
  playerUrl.searchParams.set('host', 'frame');
  playerUrl.searchParams.set('parent', doc.location.origin);
  const iframe = doc.createElement('iframe');
  iframe.src = playerUrl.href;
  iframe.allow = 'autoplay; fullscreen; screen-wake-lock';
  iframe.setAttribute('data-testid', 'player-frame');
  doc.body.appendChild(iframe);
  // Listening before the frame can run a script, so its first request is answered.
  exposeHost(createWebHost(), iframe.contentWindow!, { origin: playerUrl.origin });
  return iframe;
}

mountTvFrame(document, location.search);
