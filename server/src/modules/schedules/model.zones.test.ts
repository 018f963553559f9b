import { afterEach, describe, expect, it, vi } from 'vitest';
import { editableScheduleSchema } from './model.js';

// Whether a one-off timing ends after it starts does not depend on the zone the server runs in:
// a date-time without a zone is each screen's wall clock, compared as written. The check reads
// no zone argument, so the test sets the process's zone (Node reads TZ again when it changes).

afterEach(() => {
  vi.unstubAllEnvs();
});

const refusals = (timeFrom: string, timeTo: string) => {
  const parsed = editableScheduleSchema.safeParse({
    _id: 's',
    name: 'Launch',
    playlistTimings: [{ _id: 't', timeFrom, timeTo, playlistId: 'p' }],
  });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

const SERVER_ZONES = ['UTC', 'America/Los_Angeles', 'Australia/Sydney'];

describe('a one-off schedule timing, on a server in any zone', () => {
  it.each(SERVER_ZONES)('accepts a start in the hour clocks skip, before its end (%s)', (zone) => {
    vi.stubEnv('TZ', zone);
    // Los Angeles skips 02:00-03:00 on 2026-03-08, Sydney on 2026-10-04.
    expect(refusals('2026-03-08T02:30', '2026-03-08T03:15')).toEqual([]);
    expect(refusals('2026-10-04T02:30', '2026-10-04T03:15')).toEqual([]);
  });

  it.each(SERVER_ZONES)('refuses an end before its start, in words (%s)', (zone) => {
    vi.stubEnv('TZ', zone);
    // 01:45 to 01:10 on the night Los Angeles repeats 01:00-02:00 ends before it starts.
    expect(refusals('2026-11-01T01:45', '2026-11-01T01:10')).toEqual([
      'playlistTimings.0.timeTo: Start time must be before end time',
    ]);
    expect(refusals('2026-10-04T03:15', '2026-10-04T02:30')).toEqual([
      'playlistTimings.0.timeTo: Start time must be before end time',
    ]);
  });

  it('still compares date-times written with a zone as instants', () => {
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(refusals('2026-03-08T09:00-08:00', '2026-03-08T17:30Z')).toEqual([]);
    expect(refusals('2026-03-08T09:00-07:00', '2026-03-08T15:30Z')).toEqual([
      'playlistTimings.0.timeTo: Start time must be before end time',
    ]);
  });
});
