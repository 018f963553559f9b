import { describe, expect, it } from 'vitest';
import {
  bytesText,
  errorCountText,
  keptContentText,
  lastSeenText,
  versionText,
} from './DeviceTableText';

describe('the screens list health texts', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how long ago a screen was seen', () => {
    expect(lastSeenText(null, now)).toBe('Never seen');
    expect(lastSeenText(before(20_000), now)).toBe('Seen just now');
    expect(lastSeenText(before(2 * 60_000 + 5_000), now)).toBe('Seen 2 min ago');
    expect(lastSeenText(before(3 * 3_600_000), now)).toBe('Seen 3 h ago');
    expect(lastSeenText(before(26 * 3_600_000), now)).toBe('Seen 1 day ago');
    expect(lastSeenText(before(5 * 86_400_000), now)).toBe('Seen 5 days ago');
  });

  it('names storage, kept content, errors and the player', () => {
    expect(bytesText(512_000_000)).toBe('512 MB');
    expect(bytesText(2_140_000_000)).toBe('2.1 GB');
    expect(bytesText(900)).toBe('900 bytes');
    expect(keptContentText({ state: 'allKept', kept: 7, total: 7 })).toBe('All content kept');
    expect(keptContentText({ state: 'downloading', kept: 3, total: 10 })).toBe(
      'Downloading 3 of 10',
    );
    expect(keptContentText({ state: 'storageFull', kept: 4, total: 9 })).toBe('Storage full');
    expect(errorCountText(0)).toBe('No errors');
    expect(errorCountText(1)).toBe('1 error');
    expect(errorCountText(12)).toBe('12 errors');
    expect(versionText('2.4.1')).toBe('Version 2.4.1');
    expect(versionText(null)).toBeNull();
  });
});
