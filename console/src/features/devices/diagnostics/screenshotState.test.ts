import { describe, expect, it } from 'vitest';
import { canTakeScreenshots, screenshotFailure, takenLabel } from './screenshotState';

describe('screenshot words', () => {
  it('trusts a player that reports no capabilities, and one that lists screenshot', () => {
    expect(canTakeScreenshots({})).toBe(true);
    expect(canTakeScreenshots(null)).toBe(true);
    expect(canTakeScreenshots({ capabilities: ['screenshot'] })).toBe(true);
    expect(canTakeScreenshots({ capabilities: ['reboot'] })).toBe(false);
  });

  it('says why a screenshot did not come without a code', () => {
    expect(screenshotFailure('METHOD_NOT_AVAILABLE')).toBe('This screen cannot take screenshots.');
    expect(screenshotFailure('PLATFORM_ERROR')).toBe(
      'The screen could not take a screenshot. The screen could not do it.',
    );
    expect(screenshotFailure(null)).toBe('The screen could not take a screenshot.');
  });

  it('gives the time alone today and the date before, in the viewer locale and zone', () => {
    const where = {
      locale: 'en-GB',
      timeZone: 'Europe/Prague',
      now: new Date('2026-11-28T15:00:00Z'),
    };
    expect(takenLabel('2026-11-28T11:04:31Z', where)).toBe('Taken 12:04:31');
    expect(takenLabel('2026-11-27T11:04:31Z', where)).toBe('Taken 27 Nov 2026, 12:04:31');
  });
});
