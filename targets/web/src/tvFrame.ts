import {
  DEFAULT_HEARTBEAT_MS,
  DEFAULT_SILENCE_MS,
  exposeHost,
  heartbeatsFrom,
  watchHeartbeats,
  type ExposedHost,
  type WatchdogOptions,
} from '@marquee/sdk';
import { createWebHost, type WebHost } from './webHost.js';

export interface TvFrame {
  readonly host: WebHost;
  /** The player's iframe now: a restart replaces it. */
  iframe(): HTMLIFrameElement;
  /** How many times the watchdog has restarted the player. */
  restarts(): number;
  stop(): void;
}

export interface TvFrameOptions {
  scheduler?: WatchdogOptions['scheduler'];
  makeHost?: typeof createWebHost;
}

/** The beat the player is asked for: every 5 s, or often enough for a shorter silence limit. */
const heartbeatFor = (silenceMs: number) =>
  Math.max(100, Math.min(DEFAULT_HEARTBEAT_MS, Math.floor(silenceMs / 6)));

/** `?watchdog=<seconds>` of silence before a restart (30 by default); `off` for a debugger. */
function silenceLimit(params: URLSearchParams): number | undefined {
  const asked = params.get('watchdog');
  if (asked === 'off') return undefined;
  const seconds = Number(asked);
  return asked && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_SILENCE_MS;
}

/**
 * The TV frame: the page that owns the HostAPI (here the browser's; a TV shell would pass its
 * platform host) and lends it over the sdk's postMessage bridge to the player in an iframe,
 * which runs with `?host=frame`. `?player=<url>` points it at a player on another origin.
 *
 * It also watches the player: the player beats every few seconds, and after `?watchdog=` seconds
 * of silence the frame replaces its iframe with a new one (backing off when that one stays
 * silent too). A new iframe rather than a reload of the old one: a navigation waits on the old
 * document, which never answers when its thread is stuck in a loop.
 *
 * Screenshots and volume reach the player's document only when it is on this page's origin;
 * with a player elsewhere the host says it lacks them.
 */
export function mountTvFrame(doc: Document, search: string, options: TvFrameOptions = {}): TvFrame {
  const params = new URLSearchParams(search);
  const silenceMs = silenceLimit(params);
  const playerUrl = new URL(params.get('player') ?? './', doc.baseURI);
  playerUrl.searchParams.set('host', 'frame');
  playerUrl.searchParams.set('parent', doc.location.origin);
  if (silenceMs) playerUrl.searchParams.set('heartbeat', String(heartbeatFor(silenceMs)));
  const sameOrigin = playerUrl.origin === doc.location.origin;

  let iframe: HTMLIFrameElement | undefined;
  let exposed: ExposedHost | undefined;
  const host = (options.makeHost ?? createWebHost)({
    playerDocument: sameOrigin ? () => iframe?.contentDocument ?? undefined : null,
  });
  const mount = () => {
    const iframe = doc.createElement('iframe');
    iframe.src = playerUrl.href;
    iframe.allow = 'autoplay; fullscreen; screen-wake-lock';
    iframe.setAttribute('data-testid', 'player-frame');
    if (sameOrigin)
      iframe.addEventListener('load', () => {
        if (iframe.contentDocument) host.pageVolume?.follow(iframe.contentDocument);
      });
    doc.body.appendChild(iframe);
    // Listening before the frame can run a script, so its first request is answered.
    exposed = exposeHost(host, iframe.contentWindow!, { origin: playerUrl.origin });
    return iframe;
  };
  iframe = mount();

  let restarts = 0;
  const watching = silenceMs
    ? watchHeartbeats(
        heartbeatsFrom(doc.defaultView!, () => iframe?.contentWindow, playerUrl.origin),
        {
          silenceMs,
          scheduler: options.scheduler,
        },
      ).subscribe(({ count, silentMs }) => {
        restarts = count;
        exposed?.close();
        iframe?.remove();
        iframe = mount();
        doc.body.setAttribute('data-player-restarts', String(count));
        console.warn(
          `TV frame: no heartbeat from the player for ${silentMs} ms; restarted it (${count})`,
        );
      })
    : undefined;

  return {
    host,
    iframe: () => iframe!,
    restarts: () => restarts,
    stop() {
      watching?.unsubscribe();
      exposed?.close();
    },
  };
}
