import { describe, expect, it } from 'vitest';
import {
  playableContentSchema,
  type AudienceReport,
  type PlayQuotaCounter,
} from '../model/index.js';
import { compileProgram } from './compile.js';
import { Planner, type PlannerOptions } from './planner.js';
import type { UncountedPlay } from './quotas.js';
import { traceWindow } from './trace.js';

/** Monday 16 November 2026, 09:00 UTC. */
const T0 = Date.parse('2026-11-16T09:00:00Z');
const HOUR = 3_600_000;

const imageScene = (id: string, fileId: string, durationS: number) => ({
  _id: id,
  name: id,
  type: 'image',
  duration: durationS,
  sceneItems: [
    {
      _id: `${id}-i`,
      start: 0,
      end: durationS,
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      item: { type: 'image', fileId },
    },
  ],
});
const file = (id: string, playQuota: unknown = null) => ({
  _id: id,
  name: `${id}.png`,
  mimetype: 'image/png',
  url: `/blobs/${id}.png`,
  playQuota,
});

/** "ad" (a file with 3 plays a week) and "filler", 10 s each, back to back. */
function quotaProgram(playQuotaCounters: PlayQuotaCounter[] = []) {
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
              { _id: 'ad', type: 'scene-inline', scene: imageScene('s-ad', 'f-ad', 10) },
              { _id: 'filler', type: 'scene-inline', scene: imageScene('s-fill', 'f-fill', 10) },
            ],
          },
        ],
        files: [file('f-ad', { count: 3, period: 'weekly' }), file('f-fill')],
        playQuotaCounters,
      },
    }),
  );
}

/** How often the ad starts in the hour after T0. */
function adStarts(counters: PlayQuotaCounter[], uncounted: UncountedPlay[] = []) {
  let starts = 0;
  traceWindow(
    quotaProgram(counters),
    { from: T0, to: T0 + HOUR },
    { timeZone: 'UTC', uncountedPlays: uncounted },
    (e) => {
      if (e.event === 'item-started' && e.occurrence.entry.itemId === 'ad') starts++;
    },
  );
  return starts;
}

const counter = (count: number, periodStart = '2026-11-16T00:00:00.000Z'): PlayQuotaCounter => ({
  fileId: 'f-ad',
  period: 'weekly',
  periodStart,
  count,
});

describe('play quotas across reboots and content updates', () => {
  it('starts a period from the plays the server already counted in it', () => {
    expect(adStarts([])).toBe(3);
    expect(adStarts([counter(2)])).toBe(1);
    expect(adStarts([counter(3)])).toBe(0);
  });

  it('adds this device’s plays the server has not received yet', () => {
    const unsent = (at: number): UncountedPlay => ({ fileIds: ['f-ad'], startedAt: at });
    expect(adStarts([counter(1)], [unsent(T0 - HOUR)])).toBe(1);
    expect(adStarts([counter(1)], [unsent(T0 - HOUR), unsent(T0 - 2 * HOUR)])).toBe(0);
    // A play of last week (before Monday 00:00) is not this week's.
    expect(adStarts([], [unsent(Date.parse('2026-11-15T23:59:00Z'))])).toBe(3);
    // Unsent plays of another file do not count.
    expect(adStarts([], [{ fileIds: ['f-fill'], startedAt: T0 - HOUR }])).toBe(3);
  });

  it("ignores a counter of another period (last week's, or the quota's period changed)", () => {
    expect(adStarts([counter(3, '2026-11-09T00:00:00.000Z')])).toBe(3);
    expect(adStarts([{ ...counter(3), period: 'monthly' }])).toBe(3);
  });

  it('keeps the counter when the device is ahead of UTC (its week starts on the same date)', () => {
    // Tokyo, Monday 09:00 local: the server's period starts on the same date, 2026-11-16.
    let starts = 0;
    traceWindow(
      quotaProgram([counter(3)]),
      { from: Date.parse('2026-11-16T00:00:00Z'), to: Date.parse('2026-11-16T01:00:00Z') },
      { timeZone: 'Asia/Tokyo' },
      (e) => {
        if (e.event === 'item-started' && e.occurrence.entry.itemId === 'ad') starts++;
      },
    );
    expect(starts).toBe(0);
  });
});

/** Two triggered offers of equal priority; `extra` items in front shift every entry's key. */
function triggerProgram(extra: unknown[] = []) {
  const scene = (id: string, durationS: number) => ({
    _id: id,
    name: id,
    type: 'image',
    duration: durationS,
    sceneItems: [],
  });
  const offer = (id: string) => ({
    _id: id,
    type: 'scene-inline',
    scene: scene(`s-${id}`, 20),
    triggerRules: { type: 'audience-sensor', audienceTarget: { gender: 'any' } },
    triggerPlaybackSettings: { playWhen: 'only-when-triggered', playUntil: 'until-content-ends' },
  });
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
              ...extra,
              { _id: 'loop', type: 'scene-inline', scene: scene('s-loop', 10) },
              offer('first'),
              offer('second'),
            ],
          },
        ],
      },
    }),
  );
}

const someone: AudienceReport = { categories: [{ gender: 'male', count: 1 }], objects: [] };

describe('trigger history across a content change', () => {
  /** Plays the first content with someone in front from T0 for 50 s: "first" wins, then "second". */
  function playFirstContent(options: Partial<PlannerOptions> = {}) {
    const planner = new Planner(triggerProgram(), {
      timeZone: 'UTC',
      startedAt: T0,
      audience: [{ t: T0, report: someone }],
      ...options,
    });
    expect(planner.plan(T0)[0]!.current?.entry.itemId).toBe('first');
    expect(planner.plan(T0 + 20_000)[0]!.current?.entry.itemId).toBe('second');
    // Content changes 5 s into "second": "first" has 20 s of history, "second" 5 s.
    planner.plan(T0 + 25_000);
    return planner;
  }

  it('ranks the next trigger from the history of items that remain (stable item ids)', () => {
    const history = playFirstContent().triggerHistory();
    expect(history).toEqual(
      new Map([
        ['first', 20_000],
        ['second', 5_000],
      ]),
    );
    // New content: an item added in front shifts every entry's position, the item ids stay.
    const updated = triggerProgram([
      {
        _id: 'news',
        type: 'scene-inline',
        scene: { _id: 's-news', name: 'n', type: 'image', duration: 5, sceneItems: [] },
      },
    ]);
    const next = new Planner(updated, {
      timeZone: 'UTC',
      audience: [{ t: T0 + 25_000, report: someone }],
      triggerHistory: history,
    });
    // "second" is behind on its share (5 s of 25 s against a half): it plays, not "first".
    expect(next.plan(T0 + 25_000)[0]!.current?.entry.itemId).toBe('second');
    expect(next.triggerHistory()).toEqual(history);

    // An item that is gone leaves the history.
    const withoutFirst = new Planner(
      compileProgram(
        playableContentSchema.parse({
          collectionName: 'playlist',
          entityId: 'p',
          content: {
            playlists: [
              {
                _id: 'p',
                name: 'p',
                playlistItems: updated.playlists
                  .get('p')!
                  .zones[0]!.entries.filter((e) => e.itemId !== 'first')
                  .map((e) => ({ _id: e.itemId, type: 'scene-inline', scene: e.scene })),
              },
            ],
          },
        }),
      ),
      { timeZone: 'UTC', triggerHistory: history },
    );
    expect(withoutFirst.triggerHistory()).toEqual(new Map([['second', 5_000]]));

    const forgetful = new Planner(updated, {
      timeZone: 'UTC',
      audience: [{ t: T0 + 25_000, report: someone }],
    });
    expect(forgetful.plan(T0 + 25_000)[0]!.current?.entry.itemId).toBe('first');
  });

  it('keys nested items by the chain of item ids, so each reference has its own history', () => {
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
                { _id: 'ref1', type: 'playlist-reference', playlistId: 'inner' },
                { _id: 'ref2', type: 'playlist-reference', playlistId: 'inner' },
              ],
            },
            {
              _id: 'inner',
              name: 'inner',
              playlistItems: [
                {
                  _id: 'x',
                  type: 'scene-inline',
                  scene: { _id: 's-x', name: 'x', type: 'image', duration: 5, sceneItems: [] },
                },
              ],
            },
          ],
        },
      }),
    );
    const keys = program.playlists.get('p')!.zones[0]!.entries.map((e) => e.historyKey);
    expect(keys).toEqual(['ref1/x', 'ref2/x']);
  });
});
