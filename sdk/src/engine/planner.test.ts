import { describe, expect, it } from 'vitest';
import { playableContentSchema } from '../model/index.js';
import { compileProgram } from './compile.js';
import { localParts, localToInstant } from './localTime.js';
import { Planner } from './planner.js';
import { quotaPeriod } from './quotas.js';

const scene = (id: string, duration: number) => ({
  _id: id,
  name: id,
  type: 'image',
  duration,
  sceneItems: [],
});
const content = (items: unknown[], extra: Record<string, unknown> = {}) =>
  playableContentSchema.parse({
    collectionName: 'playlist',
    entityId: 'p',
    content: { playlists: [{ _id: 'p', name: 'p', playlistItems: items }], ...extra },
  });
const T0 = Date.parse('2026-11-16T09:00:00Z');

describe('planner', () => {
  const program = compileProgram(
    content([
      { _id: 'a', type: 'scene-inline', scene: scene('sa', 10) },
      { _id: 'b', type: 'scene-inline', scene: scene('sb', 20) },
      { _id: 'c', type: 'scene-inline', scene: scene('sc', 30) },
    ]),
  );

  it('preloads per strategy: disabled, before start within N s, all', () => {
    const at = (preload: ConstructorParameters<typeof Planner>[1]['preload'], t: number) =>
      new Planner(program, { timeZone: 'UTC', startedAt: T0, preload }).plan(t)[0]!;
    expect(at({ strategy: 'disabled' }, T0 + 5_000).preload).toEqual([]);
    expect(at(undefined, T0 + 5_000).preload.map((e) => e.itemId)).toEqual(['b']); // 5 s left <= 10 s
    expect(at(undefined, T0 + 10_000).preload).toEqual([]); // b has 20 s left
    expect(at({ strategy: 'preload-before-start', seconds: 3 }, T0 + 5_000).preload).toEqual([]);
    expect(at({ strategy: 'preload-all' }, T0).preload.map((e) => e.itemId)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('answers any time in a segment by position modulo the zone total', () => {
    const planner = new Planner(program, { timeZone: 'UTC', startedAt: T0 });
    const zone = planner.plan(T0 + 60_000 * 7 + 15_000)[0]!;
    expect(zone.current?.entry.itemId).toBe('b');
    expect(zone.current?.startedAt).toBe(T0 + 60_000 * 7 + 10_000);
    expect(zone.next?.itemId).toBe('c');
  });

  it('warns about a loop instead of crashing', () => {
    const looped = compileProgram(
      content([
        { _id: 'self', type: 'playlist-reference', playlistId: 'p' },
        { _id: 'a', type: 'scene-inline', scene: scene('sa', 5) },
      ]),
    );
    expect(looped.warnings).toEqual([expect.objectContaining({ code: 'loop', renderPath: ['p'] })]);
    expect(new Planner(looped, { timeZone: 'UTC' }).plan(T0)[0]?.current?.entry.itemId).toBe('a');
  });
});

describe('local time', () => {
  it('reads wall-clock parts and converts back across a DST change', () => {
    const t = Date.parse('2026-03-29T00:30:00Z'); // Europe/Berlin jumps 02:00 -> 03:00 that night
    expect(localParts('Europe/Berlin', t)).toMatchObject({
      date: '2026-03-29',
      weekday: 0,
      secondOfDay: 5400,
    });
    expect(new Date(localToInstant('Europe/Berlin', 2026, 3, 29, 4 * 3600)).toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
  });

  it('puts quota periods on local calendar boundaries, weeks from Monday', () => {
    const t = Date.parse('2026-11-21T12:00:00Z'); // a Saturday
    const week = quotaPeriod('weekly', 'UTC', t);
    expect(new Date(week.start).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(new Date(week.end).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(quotaPeriod('monthly', 'Asia/Tokyo', t).end).toISOString()).toBe(
      '2026-11-30T15:00:00.000Z',
    );
    expect(quotaPeriod('all-time', 'UTC', t).end).toBe(Infinity);
  });
});
