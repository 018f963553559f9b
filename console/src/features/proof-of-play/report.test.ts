import { describe, expect, it } from 'vitest';
import {
  dayParam,
  formatDuration,
  isEntityType,
  playsByDay,
  playsByScreen,
  reportPath,
  subjectFromQuery,
} from './report';

describe('proof of play report helpers', () => {
  it('formats durations the way a person reads them', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(3725)).toBe('1 h 2 min 5 s');
    expect(formatDuration(7200)).toBe('2 h');
  });

  it('knows the kinds of content a report can be about', () => {
    expect(isEntityType('playlist')).toBe(true);
    expect(isEntityType('folder')).toBe(false);
  });

  it('reads the subject from playlistId, fileId or deviceId in the address', () => {
    expect(subjectFromQuery(new URLSearchParams('playlistId=p-1'))).toEqual({
      entityType: 'playlist',
      entityId: 'p-1',
    });
    expect(subjectFromQuery(new URLSearchParams('fileId=f-1&from=2026-11-01'))).toEqual({
      entityType: 'file',
      entityId: 'f-1',
    });
    expect(subjectFromQuery(new URLSearchParams('deviceId=d-1'))).toEqual({
      entityType: 'device',
      entityId: 'd-1',
    });
    expect(subjectFromQuery(new URLSearchParams('deviceId=%20&from=2026-11-01'))).toBeNull();
  });

  it('builds the report address with its day range', () => {
    expect(reportPath({ entityType: 'playlist', entityId: 'p 1' })).toBe(
      '/data-integrations/proof-of-play/playlist/p%201',
    );
    expect(
      reportPath({ entityType: 'device', entityId: 'd-1' }, { from: '2026-11-01', to: '' }),
    ).toBe('/data-integrations/proof-of-play/device/d-1?from=2026-11-01');
    expect(dayParam('2026-11-01')).toBe('2026-11-01');
    expect(dayParam('yesterday')).toBe('');
    expect(dayParam(null)).toBe('');
  });

  it('sums plays per day, oldest first, and per screen, most played first', () => {
    const rows = [
      { deviceId: 'd-2', deviceName: 'Lobby', day: '2026-11-02', plays: 4 },
      { deviceId: 'd-1', deviceName: 'Entrance', day: '2026-11-02', plays: 3 },
      { deviceId: 'd-1', deviceName: 'Entrance', day: '2026-11-01', plays: 5 },
      { deviceId: 'd-3', deviceName: null, day: '2026-11-01', plays: 1 },
    ];
    expect(playsByDay(rows)).toEqual([
      { day: '2026-11-01', plays: 6 },
      { day: '2026-11-02', plays: 7 },
    ]);
    expect(playsByScreen(rows)).toEqual([
      { deviceId: 'd-1', screen: 'Entrance', plays: 8 },
      { deviceId: 'd-2', screen: 'Lobby', plays: 4 },
      { deviceId: 'd-3', screen: 'd-3', plays: 1 },
    ]);
  });
});
