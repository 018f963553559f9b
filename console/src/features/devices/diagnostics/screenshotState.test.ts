import { describe, expect, it } from 'vitest';
import {
  canTakeScreenshots,
  screenshotFailure,
  screenshotStatus,
  takenLabel,
} from './screenshotState';

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

  it('keeps waiting for a done command until its own picture is read, not an older one', () => {
    const done = {
      _id: 'c2',
      type: 'screenshot',
      status: 'done',
      completedAt: '2026-11-28T12:00:05.000Z',
    } as const;
    const status = (picture: { takenAt: string } | null) =>
      screenshotStatus({ deviceInfo: {}, online: true, commands: [done], picture }).kind;
    // A read that found the command closed before the picture: still waiting, so still asking.
    expect(status(null)).toBe('waiting');
    expect(status({ takenAt: '2026-11-28T11:00:00.000Z' })).toBe('waiting');
    expect(status({ takenAt: '2026-11-28T12:00:05.000Z' })).toBe('idle');
    // A picture of a later command (scheduled, or a live view's) is newer still.
    expect(status({ takenAt: '2026-11-28T12:00:09.000Z' })).toBe('idle');
  });
});
