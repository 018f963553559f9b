import { describe, expect, it } from 'vitest';
import { playableContentSchema } from '../model/index.js';
import { compileProgram, dateTimeInstant } from './compile.js';
import { Planner } from './planner.js';

// A schedule timing written as a date-time without a zone ("2026-03-08T09:00") is a wall-clock
// time, read in the screen's zone like every other time the engine reads: a screen in Los
// Angeles plays it from 09:00 on its own clock, whatever zone the JavaScript runtime is in (on a
// TV it need not be the zone the device reports; in this test process it is UTC). One written
// with a zone is that instant on every screen.

const at = (iso: string) => Date.parse(iso);

const scene = {
  _id: 's',
  name: 's',
  type: 'image',
  duration: 10,
  sceneItems: [
    {
      _id: 'si',
      ...{ start: 0, end: 10, x: 0, y: 0, w: 100, h: 100, rotation: 0 },
      item: { type: 'image', fileId: 'f' },
    },
  ],
};

/** A screen in `timeZone` with a schedule of one timing, and what it shows at a moment. */
function screenIn(timeZone: string, timeFrom: string, timeTo: string, startedAt: number) {
  const program = compileProgram(
    playableContentSchema.parse({
      collectionName: 'schedule',
      entityId: 'sch',
      content: {
        playlists: [
          {
            _id: 'p',
            name: 'p',
            playlistItems: [{ _id: 'promo', type: 'scene-inline', scene }],
          },
        ],
        files: [{ _id: 'f' }],
        schedules: [
          { _id: 'sch', playlistTimings: [{ _id: 't', timeFrom, timeTo, playlistId: 'p' }] },
        ],
      },
    }),
  );
  const planner = new Planner(program, { timeZone, startedAt });
  return (t: number) => planner.plan(t)[0]?.current?.entry.itemId ?? 'nothing';
}

describe('a schedule date-time without a zone, on a screen far from Europe', () => {
  it('Los Angeles, the day clocks go forward: 09:00 to 17:00 PDT, end inclusive', () => {
    const shows = screenIn(
      'America/Los_Angeles',
      '2026-03-08T09:00',
      '2026-03-08T17:00',
      at('2026-03-08T08:00Z'),
    );
    // 01:00 to 09:00 PST/PDT is what reading it as UTC used to play: nothing there now.
    expect(shows(at('2026-03-08T12:00Z'))).toBe('nothing');
    expect(shows(at('2026-03-08T15:59:59Z'))).toBe('nothing');
    expect(shows(at('2026-03-08T16:00Z'))).toBe('promo');
    expect(shows(at('2026-03-09T00:00:00Z'))).toBe('promo');
    expect(shows(at('2026-03-09T00:00:01Z'))).toBe('nothing');
  });

  it('Sydney, overnight across the change on 2026-10-04: 22:00 AEST to 06:00 AEDT', () => {
    const shows = screenIn(
      'Australia/Sydney',
      '2026-10-03T22:00',
      '2026-10-04T06:00',
      at('2026-10-03T10:00Z'),
    );
    expect(shows(at('2026-10-03T11:59:59Z'))).toBe('nothing');
    expect(shows(at('2026-10-03T12:00Z'))).toBe('promo');
    expect(shows(at('2026-10-03T19:00:00Z'))).toBe('promo');
    expect(shows(at('2026-10-03T19:00:01Z'))).toBe('nothing');
  });

  it('reads a time the clock skips as the jump, and one it repeats as its first pass', () => {
    // Los Angeles: 02:30 on 2026-03-08 never shows; the day goes on from 03:00 PDT (10:00Z).
    expect(dateTimeInstant('America/Los_Angeles', '2026-03-08T02:30')).toBe(
      at('2026-03-08T10:00Z'),
    );
    // Los Angeles: 01:30 on 2026-11-01 shows twice; the first is PDT (08:30Z).
    expect(dateTimeInstant('America/Los_Angeles', '2026-11-01T01:30:00')).toBe(
      at('2026-11-01T08:30Z'),
    );
    // Sydney: 02:30 on 2026-10-04 never shows; the day goes on from 03:00 AEDT (16:00Z).
    expect(dateTimeInstant('Australia/Sydney', '2026-10-04T02:30')).toBe(at('2026-10-03T16:00Z'));
  });

  it('takes one written with a zone as that instant on every screen', () => {
    for (const zone of ['America/Los_Angeles', 'Australia/Sydney', 'UTC'])
      expect(dateTimeInstant(zone, '2026-03-08T16:00:00.000Z')).toBe(at('2026-03-08T16:00Z'));
    expect(dateTimeInstant('Australia/Sydney', '2026-03-08T09:00-08:00')).toBe(
      at('2026-03-08T17:00Z'),
    );
  });
});
