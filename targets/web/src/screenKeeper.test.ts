import { describe, expect, it } from 'vitest';
import { keepScreenAwake } from './screenKeeper.js';

function fakePage() {
  const listeners = new Map<string, (() => void)[]>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    fullscreenElement: null as Element | null,
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    fire: (type: string) => listeners.get(type)?.forEach((l) => l()),
    fullscreenRequests: 0,
    documentElement: {
      requestFullscreen: async () => {
        page.fullscreenRequests++;
        page.fullscreenElement = {} as Element;
      },
    },
  };
  const locks: string[] = [];
  const wakeLock = {
    request: async (type: 'screen') => (locks.push(type), {} as WakeLockSentinel),
  };
  return { page, locks, wakeLock };
}

describe('keepScreenAwake', () => {
  it('holds a screen wake lock and takes it again when the page is shown again', () => {
    const { page, locks, wakeLock } = fakePage();
    keepScreenAwake({ document: page as never, wakeLock });
    expect(locks).toEqual(['screen']);
    page.visibilityState = 'hidden';
    page.fire('visibilitychange');
    expect(locks).toHaveLength(1);
    page.visibilityState = 'visible';
    page.fire('visibilitychange');
    expect(locks).toEqual(['screen', 'screen']);
  });

  it('goes full screen on the first key or click, once', async () => {
    const { page } = fakePage();
    keepScreenAwake({ document: page as never });
    page.fire('keydown');
    await Promise.resolve();
    page.fire('click');
    expect(page.fullscreenRequests).toBe(1);
  });
});
