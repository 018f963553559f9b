// Notices of what an action did ("Playlist saved", "Reboot sent to Counter") shown in the shell's
// corner, the one way every save, publish and command tells its outcome. Pages call notify(); the
// shell mounts Fluent's toaster (AppToaster, with its motion: about 10 kB gzip) only once the
// first notice is asked for, so no page loads it just to be ready. A notice asked for before
// the toaster is up waits here and shows when it is.

type NoticeIntent = 'success' | 'info' | 'warning' | 'error';

/**
 * How a screen reader hears a notice: an outcome the person asked for waits its turn (polite);
 * only what went wrong interrupts (assertive). Fluent's own default interrupts for success too.
 */
export type NoticePoliteness = 'polite' | 'assertive';

interface Notice {
  title: string;
  intent: NoticeIntent;
  politeness: NoticePoliteness;
}

const politenessOf = (intent: NoticeIntent): NoticePoliteness =>
  intent === 'error' || intent === 'warning' ? 'assertive' : 'polite';

type Show = (notice: Notice) => void;

let show: Show | undefined;
const waiting: Notice[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Shows a short notice in the corner of the console. */
export function notify(title: string, intent: NoticeIntent = 'success'): void {
  const notice = { title, intent, politeness: politenessOf(intent) };
  if (show) {
    show(notice);
    return;
  }
  waiting.push(notice);
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
}

/** For useSyncExternalStore: whether the shell should mount the toaster. */
export const toasterWanted = {
  subscribe: (listener: () => void): (() => void) => {
    wantedListeners.add(listener);
    return () => wantedListeners.delete(listener);
  },
  get: (): boolean => wanted,
};

/** The mounted toaster takes over: what waited shows now, the rest as it comes. */
export function attachToaster(display: Show): () => void {
  show = display;
  for (const notice of waiting.splice(0)) display(notice);
  return () => {
    if (show === display) show = undefined;
  };
}
