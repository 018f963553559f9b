import { describe, expect, it } from 'vitest';
import { screenStateText, startQuestion, startText, unlistedText } from './broadcastText';

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
});
