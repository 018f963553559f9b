import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playableContentSchema } from '../model/index.js';
import { addDays, transitionDates, WallClockOracle } from '../testing/wallClockOracle.js';
import { compileProgram } from './compile.js';
import { localMidnightAfter, localParts, localToInstant } from './localTime.js';
import { Planner } from './planner.js';

// Zones with every kind of change: an hour either way, both hemispheres, half-hour and
// 45-minute offsets, a 30-minute and a 2-hour DST, changes at midnight, Ramadan pauses, and
// zones whose rules changed in recent history (DST abolished or reinstated).
const ZONES = [
  'UTC',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Helsinki',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/St_Johns',
  'America/Havana',
  'America/Santiago',
  'America/Asuncion',
  'America/Sao_Paulo',
  'America/Mexico_City',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Australia/Sydney',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Antarctica/Troll',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tehran',
  'Asia/Jerusalem',
  'Asia/Beirut',
  'Africa/Cairo',
  'Africa/Casablanca',
  'Pacific/Apia',
] as const;

const oracles = new Map<string, WallClockOracle>();
/** The oracle for the days around `date` (cached: reading 6,000 minutes takes a few ms). */
function oracleFor(timeZone: string, date: string): WallClockOracle {
  const key = `${timeZone}|${date}`;
  let oracle = oracles.get(key);
  if (!oracle) {
    oracle = new WallClockOracle(timeZone, addDays(date, -1), addDays(date, 2));
    oracles.set(key, oracle);
  }
  return oracle;
}

const ymd = (date: string) => date.split('-').map(Number) as [number, number, number];
const QUARTERS = Array.from({ length: 97 }, (_, i) => i * 900);

describe('local time against a minute-by-minute Intl oracle, 2026–2027', () => {
  const cases = ZONES.flatMap((zone) => {
    const dates = transitionDates(zone);
    // Zones without changes are still checked on two ordinary days.
    return (dates.length ? dates : ['2026-03-29', '2027-10-31']).map((date) => ({ zone, date }));
  });

  it('covers at least 30 zones and every DST change in them', () => {
    expect(new Set(cases.map((c) => c.zone)).size).toBeGreaterThanOrEqual(30);
    expect(cases.filter((c) => c.zone === 'Europe/Berlin').map((c) => c.date)).toEqual([
      '2026-03-29',
      '2026-10-25',
      '2027-03-28',
      '2027-10-31',
    ]);
  });

  it.each(cases)('$zone on $date: wall times to instants, and local midnight', ({ zone, date }) => {
    const oracle = oracleFor(zone, date);
    const [y, m, d] = ymd(date);
    for (const second of QUARTERS.slice(0, 96)) {
      expect([second, localToInstant(zone, y, m, d, second)]).toEqual([
        second,
        oracle.instant(date, second),
      ]);
    }
    const first = oracle.minutesOf(date)[0]!.t;
    expect(localMidnightAfter(zone, first)).toBe(oracle.instant(addDays(date, 1), 0));
    expect(localMidnightAfter(zone, first, 0)).toBe(oracle.instant(date, 0));
  });

  it.each(cases)('$zone on $date: the clock an instant has reached', ({ zone, date }) => {
    const oracle = oracleFor(zone, date);
    const boundaries = QUARTERS.map((second) => [second, oracle.instant(date, second)] as const);
    for (const minute of oracle.minutesOf(date)) {
      const at = localParts(zone, minute.t);
      expect(at.date).toBe(date);
      // A rule boundary at `second` has passed exactly when the oracle's instant has.
      for (const [second, instant] of boundaries) {
        if (at.secondOfDay >= second !== minute.t >= instant)
          expect({ t: new Date(minute.t).toISOString(), second, at }).toBe('consistent');
      }
    }
  });
});

const hm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

type RuleCase =
  { kind: 'time-range' | 'schedule'; start: number; end: number } | { kind: 'date-range' };

/** Content whose one item plays exactly when the rule says (minutes are local minutes of day). */
function contentFor(rule: RuleCase, date: string) {
  const scene = {
    _id: 's',
    name: 's',
    type: 'image',
    duration: 600,
    sceneItems: [
      {
        _id: 'x',
        start: 0,
        end: 1,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type: 'image', fileId: 'f' },
      },
    ],
  };
  const timingRulesV2 =
    rule.kind === 'time-range'
      ? [{ mode: 'always', timeRangesV2: [{ start: hm(rule.start), end: hm(rule.end - 1) }] }]
      : rule.kind === 'date-range'
        ? [{ mode: 'always', dateRangesV2: [{ start: date, end: date }] }]
        : undefined;
  const playlist = {
    _id: 'p',
    name: 'p',
    playlistItems: [{ _id: 'i', type: 'scene-inline', zoneId: 0, timingRulesV2, scene }],
  };
  const schedules =
    rule.kind === 'schedule'
      ? [
          {
            _id: 'sch',
            playlistTimings: [
              { _id: 't', timeFrom: hm(rule.start), timeTo: hm(rule.end - 1), playlistId: 'p' },
            ],
          },
        ]
      : [];
  return playableContentSchema.parse({
    collectionName: rule.kind === 'schedule' ? 'schedule' : 'playlist',
    entityId: rule.kind === 'schedule' ? 'sch' : 'p',
    content: { playlists: [playlist], files: [{ _id: 'f' }], schedules },
  });
}

/** Where the oracle says the rule plays, as [from, to) instants, around `date`. */
function oracleIntervals(rule: RuleCase, date: string, oracle: WallClockOracle) {
  const out: Array<[number, number]> = [];
  // The day before yesterday's overnight range may still run into the window (it is clipped).
  for (const day of [addDays(date, -2), addDays(date, -1), date, addDays(date, 1)]) {
    if (rule.kind === 'date-range') {
      if (day === date) out.push([oracle.instant(day, 0), oracle.instant(addDays(day, 1), 0)]);
      continue;
    }
    const from = oracle.instant(day, rule.start * 60);
    const to =
      rule.end > rule.start
        ? oracle.instant(day, rule.end * 60)
        : oracle.instant(addDays(day, 1), rule.end * 60);
    if (to > from) out.push([from, to]);
  }
  // Back-to-back days of an all-day range join up.
  return out.reduce<Array<[number, number]>>((merged, [from, to]) => {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
    return merged;
  }, []);
}

/** Where the planner plays the item, as [from, to) instants, following its own events. */
function plannerIntervals(rule: RuleCase, date: string, zone: string, window: [number, number]) {
  const planner = new Planner(compileProgram(contentFor(rule, date)), { timeZone: zone });
  const out: Array<[number, number]> = [];
  let since: number | null = null;
  const look = (t: number) => {
    const on = planner.plan(t).some((z) => z.current !== null);
    if (on && since === null) since = t;
    if (!on && since !== null) {
      out.push([since, t]);
      since = null;
    }
  };
  look(window[0]);
  for (let t = planner.nextChange(); t < window[1]; t = planner.nextChange()) look(t);
  if (since !== null) out.push([since, window[1]]);
  return out;
}

describe('rule boundaries the planner computes agree with the oracle', () => {
  const dstDays = ZONES.flatMap((zone) => transitionDates(zone).map((date) => ({ zone, date })));
  // Quarter hours, so starts and ends land inside 30- and 45-minute gaps too.
  const minuteArb = fc.integer({ min: 0, max: 95 }).map((q) => q * 15);
  const ruleArb: fc.Arbitrary<RuleCase> = fc.oneof(
    fc
      .record({ start: minuteArb, length: fc.integer({ min: 1, max: 96 }) })
      .map(({ start, length }) => ({
        kind: 'time-range' as const,
        start,
        end: (start + length * 15) % 1440 || 1440,
      })),
    fc
      .record({ start: minuteArb, length: fc.integer({ min: 1, max: 95 }) })
      .map(({ start, length }) => ({
        kind: 'schedule' as const,
        start,
        end: (start + length * 15) % 1440 || 1440,
      })),
    fc.constant({ kind: 'date-range' as const }),
  );

  it('for time ranges, overnight ranges, date ranges and schedule timings on DST days', () => {
    fc.assert(
      fc.property(fc.constantFrom(...dstDays), ruleArb, ({ zone, date }, rule) => {
        const oracle = oracleFor(zone, date);
        const window: [number, number] = [
          oracle.instant(date, 0) - 3_600_000,
          oracle.instant(addDays(date, 1), 0) + 3_600_000,
        ];
        const clip = (intervals: Array<[number, number]>) =>
          intervals
            .map(([a, b]): [number, number] => [Math.max(a, window[0]), Math.min(b, window[1])])
            .filter(([a, b]) => b > a);
        expect(plannerIntervals(rule, date, zone, window)).toEqual(
          clip(oracleIntervals(rule, date, oracle)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('Europe/Berlin: the fall-back day, rule from 01:00 and a range ending at 01:30', () => {
    const date = '2026-10-25';
    const window: [number, number] = [
      Date.parse('2026-10-24T21:00:00Z'),
      Date.parse('2026-10-25T23:00:00Z'),
    ];
    // 01:00 CEST is 23:00 UTC the day before; "until 01:30" ends at 01:31 CEST.
    expect(
      plannerIntervals({ kind: 'time-range', start: 60, end: 91 }, date, 'Europe/Berlin', window),
    ).toEqual([[Date.parse('2026-10-24T23:00:00Z'), Date.parse('2026-10-24T23:31:00Z')]]);
    // A range over the repeated hour (02:00–02:59) plays through both passes of it.
    expect(
      plannerIntervals({ kind: 'time-range', start: 120, end: 180 }, date, 'Europe/Berlin', window),
    ).toEqual([[Date.parse('2026-10-25T00:00:00Z'), Date.parse('2026-10-25T02:00:00Z')]]);
  });

  it('Europe/Berlin: the spring day, a range starting inside the skipped hour starts at the jump', () => {
    const window: [number, number] = [
      Date.parse('2026-03-28T22:00:00Z'),
      Date.parse('2026-03-29T22:00:00Z'),
    ];
    expect(
      plannerIntervals(
        { kind: 'time-range', start: 150, end: 240 },
        '2026-03-29',
        'Europe/Berlin',
        window,
      ),
    ).toEqual([[Date.parse('2026-03-29T01:00:00Z'), Date.parse('2026-03-29T02:00:00Z')]]);
  });
});
