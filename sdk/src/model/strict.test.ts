import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  audienceReportSchema,
  calendarDateSchema,
  isCalendarDate,
  parseContent,
  playableContentSchema,
  playlistSchema,
  playQuotaStateSchema,
  scheduleSchema,
  timeOfDaySchema,
  type FieldError,
} from './index.js';

const sceneItem = {
  _id: 'si',
  start: 0,
  end: 10,
  x: 0,
  y: 0,
  w: 100,
  h: 100,
  item: { type: 'image' },
};
const scene = { _id: 's', name: 's', type: 'image', sceneItems: [sceneItem] };
const item = (extra: Record<string, unknown> = {}) => ({
  _id: 'a',
  type: 'scene-inline',
  scene,
  ...extra,
});
const playlist = (items: unknown[], extra: Record<string, unknown> = {}) => ({
  _id: 'p',
  name: 'p',
  playlistItems: items,
  ...extra,
});
const content = (playlists: unknown[], extra: Record<string, unknown> = {}) => ({
  collectionName: 'playlist',
  entityId: 'p',
  content: { playlists },
  ...extra,
});

/** The errors of content that must be refused. */
function errorsOf(schema: Parameters<typeof parseContent>[0], input: unknown): FieldError[] {
  const result = parseContent(schema, input);
  if (result.ok) throw new Error('expected the input to be refused');
  return result.errors;
}

describe('strict content: each bad input is refused with its path and a clear reason', () => {
  it('refuses a date that is not on the calendar', () => {
    const rule = { mode: 'always', dateRangesV2: [{ start: '2026-02-01', end: '2026-02-30' }] };
    expect(errorsOf(playlistSchema, playlist([item({ timingRulesV2: [rule] })]))).toEqual([
      {
        path: '$.playlistItems[0].timingRulesV2[0].dateRangesV2[0].end',
        message: '"2026-02-30" is not a calendar date',
      },
    ]);
  });

  it('refuses a misspelt weekday key instead of dropping it', () => {
    const rule = { mode: 'weekly', weekDays: { monday: true } };
    expect(errorsOf(playlistSchema, playlist([item({ timingRulesV2: [rule] })]))).toEqual([
      {
        path: '$.playlistItems[0].timingRulesV2[0].weekDays',
        message: 'Unknown key "monday"; expected one of sun, mon, tue, wed, thu, fri, sat',
      },
    ]);
  });

  it('refuses unknown top-level content keys', () => {
    expect(errorsOf(playableContentSchema, content([], { publishedAtt: 'x' }))).toEqual([
      {
        path: '$',
        message:
          'Unknown key "publishedAtt"; expected one of collectionName, entityId, publishedAt, content',
      },
    ]);
  });

  it("reports a negative scene item start in the spec's words", () => {
    const bad = { ...scene, sceneItems: [{ ...sceneItem, start: -5 }] };
    expect(errorsOf(playableContentSchema, content([playlist([item({ scene: bad })])]))).toEqual([
      {
        path: '$.content.playlists[0].playlistItems[0].scene.sceneItems[0].start',
        message: 'Start time must be positive',
      },
    ]);
    const late = { ...scene, sceneItems: [{ ...sceneItem, start: 12 }] };
    expect(errorsOf(playlistSchema, playlist([item({ scene: late })]))[0]?.message).toBe(
      'Start time must be before end time',
    );
  });

  it('refuses times of day out of range and names what it expected', () => {
    const rule = { timeRangesV2: [{ start: '24:00', end: '09:60' }] };
    expect(errorsOf(playlistSchema, playlist([item({ timingRulesV2: [rule] })]))).toEqual([
      {
        path: '$.playlistItems[0].timingRulesV2[0].timeRangesV2[0].start',
        message: '"24:00" is not a time of day HH:mm or HH:mm:ss (00:00 to 23:59:59)',
      },
      {
        path: '$.playlistItems[0].timingRulesV2[0].timeRangesV2[0].end',
        message: '"09:60" is not a time of day HH:mm or HH:mm:ss (00:00 to 23:59:59)',
      },
    ]);
  });

  it('checks every enum, naming the allowed values', () => {
    const errors = errorsOf(playlistSchema, playlist([item()], { mediaFit: 'fill' }));
    expect(errors).toEqual([
      { path: '$.mediaFit', message: '"fill" is not one of contain, cover, stretch' },
    ]);
    const rule = { mode: 'monthly' };
    expect(errorsOf(playlistSchema, playlist([item({ timingRulesV2: [rule] })]))[0]).toEqual({
      path: '$.playlistItems[0].timingRulesV2[0].mode',
      message: '"monthly" is not one of always, weekly',
    });
    expect(errorsOf(playlistSchema, playlist([{ ...item(), type: 'scene-copy' }]))[0]).toEqual({
      path: '$.playlistItems[0].type',
      message: '"scene-copy" is not one of scene-inline, scene-reference, playlist-reference',
    });
  });

  it('refuses schedule timings on days that do not exist', () => {
    const schedule = {
      _id: 'sch',
      playlistTimings: [
        { _id: 't', timeFrom: '2026-02-29T08:00:00Z', timeTo: '2026-03-01T08:00', playlistId: 'p' },
      ],
    };
    expect(errorsOf(scheduleSchema, schedule)).toEqual([
      { path: '$.playlistTimings[0].timeFrom', message: '"2026-02-29" is not a calendar date' },
    ]);
  });

  it('refuses unknown keys and bad values in audience reports and quota state', () => {
    expect(errorsOf(audienceReportSchema, { categories: [{ count: 1, sex: 'male' }] })).toEqual([
      {
        path: '$.categories[0]',
        message: 'Unknown key "sex"; expected one of gender, ageRange, count, dwellSeconds',
      },
    ]);
    expect(
      errorsOf(playQuotaStateSchema, { f: { used: 1, periodStart: '2027-02-29T00:00:00Z' } }),
    ).toEqual([
      {
        path: '$.f.periodStart',
        message: '"2027-02-29T00:00:00Z" is not an ISO date-time with a real date',
      },
    ]);
    expect(errorsOf(playQuotaStateSchema, { 'file 1': { used: -1, periodStart: null } })).toEqual([
      { path: '$["file 1"].used', message: '-1 must be at least 0' },
      { path: '$["file 1"].periodStart', message: 'Expected a text, got null' },
    ]);
  });
});

describe('strict content still reads every legitimate form', () => {
  it('reads legacy ranges, upper-case modes, nulls and the old item list name', () => {
    const rule = {
      mode: 'WEEKLY',
      weekDays: { mon: true },
      dateRanges: [{ from: '2028-02-29', to: '2028-03-01' }],
      timeRanges: [{ from: '22:00', to: '06:00' }],
    };
    const old = {
      _id: 'p',
      name: 'p',
      playablePlaylistItems: [item({ timingRules: null, timingRulesV2: [rule] })],
    };
    const result = parseContent(playlistSchema, old);
    expect(result.ok && result.value.playlistItems[0]?.timingRulesV2).toEqual([
      {
        mode: 'weekly',
        weekDays: { mon: true },
        dateRangesV2: [{ start: '2028-02-29', end: '2028-03-01' }],
        timeRangesV2: [{ start: '22:00', end: '06:00' }],
      },
    ]);
  });

  it('reads GraphQL __typename where a client adds it to typed objects', () => {
    const fetched = {
      __typename: 'PlayableContent',
      collectionName: 'playlist',
      entityId: 'p',
      content: {
        __typename: 'PlayableContentGraph',
        playlists: [playlist([item()], { __typename: 'Playlist' })],
        files: [
          {
            __typename: 'PlayableFile',
            _id: 'f',
            playQuota: { __typename: 'PlayQuota', count: 3, period: 'weekly' },
          },
        ],
      },
    };
    expect(parseContent(playableContentSchema, fetched).ok).toBe(true);
    // Documents stored as JSON never carry one: a scene with __typename is refused.
    const typed = item({ scene: { ...scene, __typename: 'Scene' } });
    expect(parseContent(playlistSchema, playlist([typed])).ok).toBe(false);
  });
});

describe('calendar dates and times of day', () => {
  const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');

  it('accepts exactly the days of the calendar, leap years included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${year}-${pad(month)}-${pad(day)}`;
          expect(isCalendarDate(text)).toBe(day <= daysIn(year, month));
          expect(calendarDateSchema.safeParse(text).success).toBe(day <= daysIn(year, month));
        },
      ),
    );
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
  });

  it('accepts HH:mm and HH:mm:ss exactly within the day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 70 }),
        fc.option(fc.integer({ min: 0, max: 70 })),
        (h, m, s) => {
          const text = `${pad(h)}:${pad(m)}${s === null ? '' : `:${pad(s)}`}`;
          const valid = h < 24 && m < 60 && (s === null || s < 60);
          expect(timeOfDaySchema.safeParse(text).success).toBe(valid);
        },
      ),
    );
    expect(timeOfDaySchema.safeParse('9:00').success).toBe(false);
  });
});
