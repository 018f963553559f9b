/** The parts of the page's APIs the screen keeper uses (absent ones are skipped). */
interface ScreenKeeperDeps {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'fullscreenElement'> & {
    documentElement: Pick<HTMLElement, 'requestFullscreen'>;
  };
  wakeLock?: Pick<WakeLock, 'request'>;
}

/**
 * Keeps a signage screen lit and full: a screen Wake Lock, taken again whenever the page comes
 * back into view (browsers drop it when hidden), and full screen on the first key or click,
 * since browsers allow it only after a user gesture (kiosk browsers start full screen anyway).
 */
export function keepScreenAwake(deps: ScreenKeeperDeps): void {
  const { document: doc, wakeLock } = deps;
  const lock = () => {
    if (!wakeLock || doc.visibilityState !== 'visible') return;
    wakeLock.request('screen').catch(() => {
      // Denied (battery saver, no permission): the display's own settings decide.
    });
  };
  lock();
  doc.addEventListener('visibilitychange', lock);
  const goFullscreen = () => {
    if (doc.fullscreenElement || !doc.documentElement.requestFullscreen) return;
    doc.documentElement.requestFullscreen().catch(() => undefined);
  };
  doc.addEventListener('click', goFullscreen);
  doc.addEventListener('keydown', goFullscreen);
}
