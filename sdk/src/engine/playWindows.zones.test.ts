import { describe, expect, it } from 'vitest';
import { playableContentSchema } from '../model/index.js';
import { compileProgram } from './compile.js';
import { Planner } from './planner.js';
import { windowInstants } from './playWindows.js';

// "Show from" and "Show until" a person picks in the console are wall-clock times each screen
// reads in its own zone. Far from Europe, across a DST change, they still start and end at the
// instant the clock on that screen's wall shows them: a window across the change lasts 23 or 25
// hours, a time inside the skipped hour starts at the jump, a time in the repeated hour at its
// first pass. The zone is the rule's argument, so the test does not depend on the process's zone.

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('a play window read in a zone far from Europe, across its DST change', () => {
  it('Los Angeles, clocks forward on 2026-03-08 (02:00 PST becomes 03:00 PDT)', () => {
    const zone = 'America/Los_Angeles';
    const w = windowInstants(zone, {
      validFrom: '2026-03-07T09:00',
      validUntil: '2026-03-08T09:00',
    });
    expect(w).toEqual({ from: at('2026-03-07T17:00Z'), until: at('2026-03-08T16:00Z') });
    expect(w.until - w.from).toBe(23 * HOUR);
    // Just before the change, and a time the clock never shows: the window opens at the jump.
    expect(windowInstants(zone, { validFrom: '2026-03-08T01:59', validUntil: null }).from).toBe(
      at('2026-03-08T09:59Z'),
    );
    expect(windowInstants(zone, { validFrom: '2026-03-08T02:30', validUntil: null }).from).toBe(
      at('2026-03-08T10:00Z'),
    );
    expect(windowInstants(zone, { validFrom: '2026-03-08T03:00', validUntil: null }).from).toBe(
      at('2026-03-08T10:00Z'),
    );
  });

  it('Los Angeles, clocks back on 2026-11-01 (02:00 PDT becomes 01:00 PST)', () => {
    const zone = 'America/Los_Angeles';
    const w = windowInstants(zone, {
      validFrom: '2026-10-31T09:00',
      validUntil: '2026-11-01T09:00',
    });
    expect(w).toEqual({ from: at('2026-10-31T16:00Z'), until: at('2026-11-01T17:00Z') });
    expect(w.until - w.from).toBe(25 * HOUR);
    // 01:30 comes twice that night: "Show until 01:30" ends at its first pass, PDT.
    expect(windowInstants(zone, { validFrom: null, validUntil: '2026-11-01T01:30' }).until).toBe(
      at('2026-11-01T08:30Z'),
    );
    expect(windowInstants(zone, { validFrom: '2026-11-01T02:00', validUntil: null }).from).toBe(
      at('2026-11-01T10:00Z'),
    );
  });

  it('Sydney, clocks forward on 2026-10-04 (02:00 AEST becomes 03:00 AEDT)', () => {
    const zone = 'Australia/Sydney';
    const w = windowInstants(zone, {
      validFrom: '2026-10-03T09:00',
      validUntil: '2026-10-04T09:00',
    });
    expect(w).toEqual({ from: at('2026-10-02T23:00Z'), until: at('2026-10-03T22:00Z') });
    expect(w.until - w.from).toBe(23 * HOUR);
    expect(windowInstants(zone, { validFrom: '2026-10-04T02:30', validUntil: null }).from).toBe(
      at('2026-10-03T16:00Z'),
    );
  });

  it('is the same wall-clock time on every screen, a different instant in each zone', () => {
    const window = { validFrom: null, validUntil: '2026-12-24T18:00' };
    expect(windowInstants('UTC', window).until).toBe(at('2026-12-24T18:00Z'));
    expect(windowInstants('America/Los_Angeles', window).until).toBe(at('2026-12-25T02:00Z'));
    expect(windowInstants('Australia/Sydney', window).until).toBe(at('2026-12-24T07:00Z'));
  });
});

const imageScene = (id: string, fileId: string) => ({
  _id: id,
  name: id,
  type: 'image',
  duration: 10,
  sceneItems: [
    {
      _id: `${id}-item`,
      ...{ start: 0, end: 10, x: 0, y: 0, w: 100, h: 100, rotation: 0 },
      item: { type: 'image', fileId },
    },
  ],
});

describe('a screen in Los Angeles with a promotion from 09:00 on the day clocks go forward', () => {
  it('leaves it out until 09:00 PDT and plays it from then', () => {
    const program = compileProgram(
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
                { _id: 'menu', type: 'scene-inline', scene: imageScene('s-menu', 'f-menu') },
              ],
            },
          ],
          files: [
            { _id: 'f-promo', mimetype: 'image/png', url: '/p', validFrom: '2026-03-08T09:00' },
            { _id: 'f-menu', mimetype: 'image/png', url: '/m' },
          ],
        },
      }),
    );
    const planner = new Planner(program, {
      timeZone: 'America/Los_Angeles',
      startedAt: at('2026-03-08T15:00Z'),
    });
    const shown = (t: number) => planner.plan(t)[0]?.current?.entry.itemId;
    // Every second of the hour before (08:00 to 08:59:59 PDT), only the menu.
    const before = new Set<string | undefined>();
    for (let t = at('2026-03-08T15:00Z'); t < at('2026-03-08T16:00Z'); t += 1000)
      before.add(shown(t));
    expect(before).toEqual(new Set(['menu']));
    // 09:00 PDT is 16:00Z: the promotion joins at that very moment.
    expect(shown(at('2026-03-08T16:00Z'))).toBe('promo');
  });
});
