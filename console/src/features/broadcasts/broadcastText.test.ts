import { describe, expect, it } from 'vitest';
import {
  onAirText,
  screenStateText,
  startQuestion,
  startText,
  takeoverText,
  unlistedText,
} from './broadcastText';

describe('broadcast words', () => {
  it('say where each screen stands, and why one does not show it yet', () => {
    const offline = { onlineStatus: 'offline', lastSeenAt: '2026-11-30T08:00:00Z' };
    expect(screenStateText('2026-11-30T09:00:00Z', offline)).toMatch(/^Showing it since Nov 30/);
    expect(screenStateText(null, { onlineStatus: 'online' })).toBe('Not showing it yet');
    expect(screenStateText(null, offline)).toMatch(/^Not yet: offline since Nov 30, 2026/);
    expect(screenStateText(null, { onlineStatus: 'offline', lastSeenAt: null })).toBe(
      'Not yet: it has never connected',
    );
  });

  it('say what the list leaves out', () => {
    expect(unlistedText(3, 3, 3)).toBeNull();
    expect(unlistedText(200, 250, 250)).toBe('Not listed: 50 more screens of this space.');
    expect(unlistedText(2, 2, 3)).toBe('Not listed: 1 screen in other spaces.');
  });

  it('tell a broadcast on air from one set for later', () => {
    const now = Date.parse('2026-11-30T10:00:00Z');
    expect(startText({ startsAt: '2026-11-30T09:00:00Z' }, now)).toMatch(/^Since /);
    expect(startText({ startsAt: '2026-12-01T09:00:00Z' }, now)).toMatch(/^From .*, not yet$/);
    expect(startQuestion(0)).toBe('Take over every screen with this broadcast now?');
    expect(startQuestion(2, '2026-12-01T09:00:00Z')).toMatch(
      /^Take over the screens of these 2 groups with this broadcast at Dec 1, 2026, /,
    );
  });

  it('say how many screens it takes over, and how many of them are offline', () => {
    const reach = (screens: number, offline: number) => ({ screens, offline });
    expect(takeoverText(reach(48, 3), false)).toBe(
      'This takes over 48 screens now. 3 are offline and will show it when they reconnect.',
    );
    expect(takeoverText(reach(1, 1), false)).toBe(
      'This takes over 1 screen now. 1 is offline and will show it when it reconnects.',
    );
    expect(takeoverText(reach(12, 0), false)).toBe(
      'This takes over 12 screens now. All of them are online.',
    );
    expect(takeoverText(reach(48, 3), true)).toBe(
      'When it starts, this takes over 48 screens (as of now). 3 are offline now and will show it when they reconnect.',
    );
    expect(takeoverText(reach(0, 0), false)).toBe(
      'There is no screen to take over now; screens added while it is on will show it.',
    );
  });

  it('say on how many screens it is on air, and since when', () => {
    const now = new Date(2026, 10, 30, 10, 0).getTime();
    const b = (startsAt: Date) => ({ screenCount: 48, startsAt: startsAt.toISOString() });
    // \s: the time's space is a narrow no-break space in newer ICU data.
    expect(onAirText(b(new Date(2026, 10, 30, 9, 5)), now)).toMatch(
      /^Emergency broadcast on air on 48 screens since 9:05\sAM$/,
    );
    expect(onAirText(b(new Date(2026, 10, 29, 21, 5)), now)).toMatch(
      /^Emergency broadcast on air on 48 screens since Nov 29, 2026, 9:05\sPM$/,
    );
  });
});
