import { describe, expect, it } from 'vitest';
import { playableContentSchema } from '../model/index.js';
import { compileProgram } from './compile.js';
import { Planner } from './planner.js';

// "Show from" and "Show until" of a file, read in the screen's time zone: the planner drops a
// scene showing the file outside them and takes it back in at the very moment its window opens.

const imageScene = (id: string, fileId: string, duration = 10) => ({
  _id: id,
  name: id,
  type: 'image',
  duration,
  sceneItems: [
    {
      _id: `${id}-item`,
      start: 0,
      end: duration,
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      rotation: 0,
      item: { type: 'image', fileId },
    },
  ],
});

interface Window {
  validFrom?: string | null;
  validUntil?: string | null;
}

/** A playlist of a promotion (with its window) and a regular image, 10 s each. */
function promoProgram(promo: Window, regular: Window = {}) {
  return compileProgram(
    playableContentSchema.parse({
      collectionName: 'playlist',
      entityId: 'p',
      content: {
        playlists: [
          {
            _id: 'p',
            name: 'p',
            playlistItems: [
              { _id: 'promo', type: 'scene-inline', scene: imageScene('s-promo', 'f-promo') },
              { _id: 'regular', type: 'scene-inline', scene: imageScene('s-regular', 'f-regular') },
            ],
          },
        ],
        files: [
          { _id: 'f-promo', name: 'Promo.png', mimetype: 'image/png', url: '/p', ...promo },
          { _id: 'f-regular', name: 'Menu.png', mimetype: 'image/png', url: '/m', ...regular },
        ],
      },
    }),
  );
}

/** Which items a zone shows over `span` ms from t, one look per second (virtual time). */
function itemsPlayed(planner: Planner, t: number, span: number): Set<string> {
  const seen = new Set<string>();
  for (let at = t; at < t + span; at += 1000) {
    const current = planner.plan(at)[0]?.current;
    seen.add(current ? current.entry.itemId : 'nothing');
  }
  return seen;
}

const at = (iso: string) => Date.parse(iso);

describe('play windows in the planner', () => {
  it('plays a file only from its start until its end, and the rest on either side', () => {
    const program = promoProgram({ validFrom: '2026-12-01T09:00', validUntil: '2026-12-24T18:00' });
    const planner = new Planner(program, { timeZone: 'UTC', startedAt: at('2026-12-01T08:00Z') });
    expect(itemsPlayed(planner, at('2026-12-01T08:58Z'), 120_000 - 1000)).toEqual(
      new Set(['regular']),
    );
    // It joins the rotation at 09:00 sharp, between two plays of the other item.
    expect(planner.plan(at('2026-12-01T09:00Z'))[0]?.current?.entry.itemId).toBe('promo');
    expect(itemsPlayed(planner, at('2026-12-01T09:00Z'), 60_000)).toEqual(
      new Set(['promo', 'regular']),
    );
    const later = new Planner(program, { timeZone: 'UTC', startedAt: at('2026-12-24T17:00Z') });
    expect(itemsPlayed(later, at('2026-12-24T17:59Z'), 60_000)).toEqual(
      new Set(['promo', 'regular']),
    );
    // The end is not included: from 18:00 it is gone.
    expect(itemsPlayed(later, at('2026-12-24T18:00Z'), 60_000)).toEqual(new Set(['regular']));
  });

  it('reads the dates in the screen’s time zone', () => {
    const program = promoProgram({ validUntil: '2026-12-24T18:00' });
    const prague = new Planner(program, { timeZone: 'Europe/Prague', startedAt: 0 });
    const london = new Planner(program, { timeZone: 'Europe/London', startedAt: 0 });
    // 17:30 UTC is 18:30 in Prague (over) and 17:30 in London (still on).
    expect(itemsPlayed(prague, at('2026-12-24T17:30Z'), 60_000)).toEqual(new Set(['regular']));
    expect(itemsPlayed(london, at('2026-12-24T17:30Z'), 60_000)).toEqual(
      new Set(['promo', 'regular']),
    );
  });

  it('starts a window inside the spring-forward gap at the jump (Prague, last Sunday of March)', () => {
    // 2027-03-28: clocks go from 02:00 CET to 03:00 CEST (01:00 UTC); 02:30 never shows.
    const program = promoProgram({ validFrom: '2027-03-28T02:30' });
    const planner = new Planner(program, { timeZone: 'Europe/Prague', startedAt: 0 });
    expect(itemsPlayed(planner, at('2027-03-28T00:58Z'), 120_000)).toEqual(new Set(['regular']));
    expect(planner.plan(at('2027-03-28T01:00Z'))[0]?.current?.entry.itemId).toBe('promo');
    // A window starting at 03:00 starts at the same instant: the wall clock shows 03:00 then.
    const three = promoProgram({ validFrom: '2027-03-28T03:00' });
    const other = new Planner(three, { timeZone: 'Europe/Prague', startedAt: 0 });
    expect(other.plan(at('2027-03-28T01:00Z'))[0]?.current?.entry.itemId).toBe('promo');
  });

  it('ends a window in the repeated hour at its first pass (Prague, last Sunday of October)', () => {
    // 2026-10-25: clocks go back from 03:00 CEST to 02:00 CET (01:00 UTC); 02:30 shows twice.
    const program = promoProgram({ validUntil: '2026-10-25T02:30' });
    const planner = new Planner(program, { timeZone: 'Europe/Prague', startedAt: 0 });
    expect(itemsPlayed(planner, at('2026-10-25T00:28Z'), 60_000)).toEqual(
      new Set(['promo', 'regular']),
    );
    // 00:30 UTC is the first 02:30: gone, and it stays gone when 02:30 shows again at 01:30 UTC.
    expect(itemsPlayed(planner, at('2026-10-25T00:30Z'), 60_000)).toEqual(new Set(['regular']));
    expect(itemsPlayed(planner, at('2026-10-25T01:30Z'), 60_000)).toEqual(new Set(['regular']));
  });

  it('counts a day of the autumn change as 25 hours: a window of one local day', () => {
    const program = promoProgram({ validFrom: '2026-10-25T00:00', validUntil: '2026-10-26T00:00' });
    const planner = new Planner(program, { timeZone: 'Europe/Prague', startedAt: 0 });
    // Local midnight is 22:00 UTC before the change and 23:00 UTC after it.
    expect(itemsPlayed(planner, at('2026-10-24T21:59Z'), 60_000)).toEqual(new Set(['regular']));
    expect(planner.plan(at('2026-10-24T22:00Z'))[0]?.current?.entry.itemId).toBe('promo');
    expect(itemsPlayed(planner, at('2026-10-25T22:59Z'), 60_000)).toEqual(
      new Set(['promo', 'regular']),
    );
    expect(itemsPlayed(planner, at('2026-10-25T23:00Z'), 60_000)).toEqual(new Set(['regular']));
  });

  it('plays nothing in a zone whose every file is outside its window, until one opens', () => {
    const program = promoProgram(
      { validFrom: '2026-12-01T09:00' },
      { validUntil: '2026-11-01T00:00' },
    );
    const planner = new Planner(program, { timeZone: 'UTC', startedAt: 0 });
    expect(itemsPlayed(planner, at('2026-11-20T12:00Z'), 10_000)).toEqual(new Set(['nothing']));
    expect(planner.plan(at('2026-12-01T09:00Z'))[0]?.current?.entry.itemId).toBe('promo');
  });

  it('resumes after a reboot where a screen running since publishing would be', () => {
    const program = promoProgram({ validFrom: '2026-12-01T09:00' });
    const published = at('2026-11-30T00:00Z');
    const running = new Planner(program, { timeZone: 'UTC', startedAt: published });
    const t = at('2026-12-01T09:00:25Z');
    for (let x = at('2026-12-01T08:59Z'); x <= t; x += 250) running.plan(x);
    const rebooted = new Planner(program, { timeZone: 'UTC', startedAt: published });
    const zone = (p: Planner) => p.plan(t)[0]?.current;
    expect(zone(rebooted)?.entry.itemId).toBe(zone(running)?.entry.itemId);
    expect(zone(rebooted)?.startedAt).toBe(zone(running)?.startedAt);
  });
});
