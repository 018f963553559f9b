import { Observable, type Subscription } from 'rxjs';
import type { GraphQLClient } from './graphqlClient.js';

/**
 * A client whose requests and subscriptions wait until `ready` resolves, then go as they would
 * have; a subscription dropped before then never opens.
 */
export function heldClient(client: GraphQLClient, ready: Promise<void>): GraphQLClient {
  return {
    request: (document, variables, options) =>
      ready.then(() => client.request(document, variables, options)),
    subscribe: (document, variables, options) =>
      new Observable((subscriber) => {
        let inner: Subscription | undefined;
        let dropped = false;
        void ready.then(() => {
          if (!dropped)
            inner = client.subscribe(document, variables, options).subscribe(subscriber);
        });
        return () => {
          dropped = true;
          inner?.unsubscribe();
        };
      }),
    // Not held: before `ready` no socket is open, so it answers undefined and the caller asks
    // over HTTP (held above).
    requestOverSocket: (document, variables, options) =>
      client.requestOverSocket?.(document, variables, options),
    dispose: () => client.dispose(),
  };
}

/**
 * The longest the server link waits for kept content to reach the screen: a kept file that
 * cannot be drawn must not keep the player from the server that can replace it.
 */
export const LINK_AFTER_BOOT_MAX_MS = 1_000;

type IdleScheduler = (run: () => void, options: { timeout: number }) => unknown;

/**
 * When the player may first talk to the server. The requests and the socket of a boot (server
 * time, the device, its subscriptions) would otherwise run beside the first frame of kept
 * content and delay it; offline they all fail. So with kept content restored, the link opens
 * at the page's first idle moment after the stage shows it (LINK_AFTER_BOOT_MAX_MS after the
 * boot at most); with nothing kept to show, or where the engine has no idle callback, as soon
 * as the boot is done.
 */
export function bootLink(idle: IdleScheduler | undefined = pageIdle()) {
  let open: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (open = resolve));
  let booted = false;
  let asked = false;
  let cap: ReturnType<typeof setTimeout> | undefined;
  const openOnce = (when: 'now' | 'idle') => {
    if (asked) return;
    asked = true;
    clearTimeout(cap);
    if (when === 'idle' && idle) idle(() => open(), { timeout: LINK_AFTER_BOOT_MAX_MS });
    else open();
  };
  const openWhenIdle = () => openOnce('idle');
  return {
    ready,
    /** The boot has its first content; `showing`: kept content that the stage is to draw. */
    bootDone(showing: boolean) {
      if (booted) return;
      booted = true;
      if (showing && idle) cap = setTimeout(openWhenIdle, LINK_AFTER_BOOT_MAX_MS);
      else openOnce('now');
    },
    /** The stage shows content. */
    stageShown: openWhenIdle,
    /** The player stops: no timer stays behind. */
    stop: () => clearTimeout(cap),
  };
}

export type BootLink = ReturnType<typeof bootLink>;

/** The page's requestIdleCallback, bound to the page; undefined where there is none. */
function pageIdle(): IdleScheduler | undefined {
  const page = globalThis as { requestIdleCallback?: IdleScheduler };
  return typeof page.requestIdleCallback === 'function'
    ? (run, options) => page.requestIdleCallback?.(run, options)
    : undefined;
}
