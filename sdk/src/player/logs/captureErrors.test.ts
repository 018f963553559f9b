import { describe, expect, it } from 'vitest';
import { MemoryLocalState } from '../../host/index.js';
import { VirtualClock } from '../../testing/virtualClock.js';
import { captureCrashes, loggerIntoRing } from './captureErrors.js';
import { LogRing } from './logRing.js';

describe('what the log hears', () => {
  it('keeps uncaught errors and unhandled rejections as crashes, until stopped', async () => {
    const clock = new VirtualClock();
    const ring = new LogRing({ state: new MemoryLocalState(), scheduler: clock.scheduler });
    await ring.ready;
    const page = new EventTarget();
    const stop = captureCrashes(page, ring);
    page.dispatchEvent(Object.assign(new Event('error'), { error: new Error('widget exploded') }));
    page.dispatchEvent(
      Object.assign(new Event('error'), {
        message: 'Script error.',
        filename: 'a.js',
        lineno: 3,
        colno: 7,
      }),
    );
    page.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('fetch failed') }),
    );
    stop();
    page.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after stop') }));
    expect(ring.pending.map((l) => [l.level, l.message.split('\n')[0]])).toEqual([
      ['crash', 'widget exploded'],
      ['crash', 'Script error. (a.js:3:7)'],
      ['crash', 'Unhandled rejection: fetch failed'],
    ]);
  });

  it("keeps the player's warnings with their details and still passes them on", async () => {
    const ring = new LogRing({ state: new MemoryLocalState() });
    await ring.ready;
    const seen: string[] = [];
    const logger = loggerIntoRing({ warn: (message) => seen.push(message) }, ring);
    logger.warn('A playback event could not be recorded', { error: new Error('disk full') });
    expect(seen).toEqual(['A playback event could not be recorded']);
    expect(ring.pending[0]!.level).toBe('warn');
    expect(ring.pending[0]!.message).toMatch(
      /^A playback event could not be recorded error: disk full/,
    );
    ring.close();
  });
});
