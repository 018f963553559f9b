// Success notices ("Screen … is paired") shown in the shell's corner. Pages call notify(); the
// shell mounts Fluent's toaster (AppToaster, with its motion: about 10 kB gzip) only once the
// first notice is asked for, so no page loads it just to be ready. A notice asked for before
// the toaster is up waits here and shows when it is.

type NoticeIntent = 'success' | 'info' | 'warning' | 'error';

interface Notice {
  title: string;
  intent: NoticeIntent;
}

type Show = (notice: Notice) => void;

let show: Show | undefined;
const waiting: Notice[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Shows a short notice in the corner of the console. */
export function notify(title: string, intent: NoticeIntent = 'success'): void {
  if (show) {
    show({ title, intent });
    return;
  }
  waiting.push({ title, intent });
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
