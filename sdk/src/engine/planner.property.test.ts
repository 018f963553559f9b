import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playableContentSchema } from '../model/index.js';
import { compileProgram } from './compile.js';
import { Planner } from './planner.js';
import { traceByTicks, traceWindow, type TraceEvent } from './trace.js';

const FROM = Date.parse('2026-11-16T08:00:00Z');
const HOUR = 3_600_000;

/** Random content: a few zones, items with whole-second durations, V2 rules on minute marks. */
const contentArb = fc
  .record({
    zones: fc.integer({ min: 1, max: 3 }),
    items: fc.array(
      fc.record({
        zone: fc.integer({ min: 0, max: 2 }),
        seconds: fc.integer({ min: 1, max: 400 }),
        rule: fc.option(
          fc.record({
            startMinute: fc.integer({ min: 8 * 60, max: 10 * 60 }),
            length: fc.integer({ min: 0, max: 60 }),
            isPlaying: fc.boolean(),
            isPriority: fc.boolean(),
          }),
          { nil: undefined },
        ),
        quota: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
  })
  .map(({ zones, items }) => {
    const hm = (m: number) =>
      `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const raw = {
      collectionName: 'playlist',
      entityId: 'p',
      content: {
        playlists: [
          {
            _id: 'p',
            name: 'p',
            playlistItems: items.map((it, i) => ({
              _id: `i${i}`,
              type: 'scene-inline',
              zoneId: it.zone % zones,
              timingRulesV2: it.rule
                ? [
                    {
                      mode: 'always',
                      timeRangesV2: [
                        {
                          start: hm(it.rule.startMinute),
                          end: hm(it.rule.startMinute + it.rule.length),
                        },
                      ],
                      isPlaying: it.rule.isPlaying,
                      isPriority: it.rule.isPriority,
                    },
                  ]
                : undefined,
              scene: {
                _id: `s${i}`,
                name: `s${i}`,
                type: 'image',
                duration: it.seconds,
                sceneItems: [
                  {
                    _id: `x${i}`,
                    start: 0,
                    end: 1,
                    x: 0,
                    y: 0,
                    w: 100,
                    h: 100,
                    item: { type: 'image', fileId: `f${i}` },
                  },
                ],
              },
            })),
          },
        ],
        files: items.map((it, i) => ({
          _id: `f${i}`,
          playQuota: it.quota === undefined ? null : { count: it.quota, period: 'weekly' },
        })),
      },
    };
    return { content: playableContentSchema.parse(raw), items };
  });

const collect = (run: (emit: (e: TraceEvent) => void) => void) => {
  const events: TraceEvent[] = [];
  run((e) => events.push(e));
  return events;
};
const brief = (e: TraceEvent) =>
  `${e.t} ${e.event} ${e.zoneId} ${e.occurrence.entry.itemId} ${e.occurrence.triggered} ${e.interrupted}`;

describe('planner properties', () => {
  it("tiles each zone's time with no gap and no overlap", () => {
    fc.assert(
      fc.property(contentArb, ({ content, items }) => {
        // With an always-playable item in every zone that has items, a zone never goes blank.
        const zones = new Set(content.content.playlists[0]!.playlistItems.map((i) => i.zoneId));
        for (const zone of zones) {
          const open = content.content.playlists[0]!.playlistItems.some(
            (item, i) => item.zoneId === zone && !items[i]!.rule && items[i]!.quota === undefined,
          );
          fc.pre(open);
        }
        const program = compileProgram(content);
        const events = collect((emit) =>
          traceWindow(program, { from: FROM, to: FROM + 3 * HOUR }, { timeZone: 'UTC' }, emit),
        );
        const open = new Map<number, number>();
        for (const e of events) {
          if (e.event === 'item-started') {
            expect(open.has(e.zoneId)).toBe(false);
            open.set(e.zoneId, e.t);
          } else {
            expect(open.get(e.zoneId)).toBeLessThanOrEqual(e.t);
            open.delete(e.zoneId);
          }
        }
        // Every item that ends is followed at once by the next one (no gap).
        for (let i = 0; i < events.length; i++) {
          const e = events[i]!;
          if (e.event !== 'item-ended') continue;
          const next = events[i + 1];
          expect([next?.t, next?.event, next?.zoneId]).toEqual([e.t, 'item-started', e.zoneId]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same trace with 50 ms and 1 s ticks as by jumping (boundaries on the grid)', () => {
    fc.assert(
      fc.property(contentArb, ({ content }) => {
        const program = compileProgram(content);
        const window = { from: FROM, to: FROM + 20 * 60_000 };
        const jump = collect((emit) => traceWindow(program, window, { timeZone: 'UTC' }, emit)).map(
          brief,
        );
        const second = collect((emit) =>
          traceByTicks(program, window, 1000, { timeZone: 'UTC' }, emit),
        ).map(brief);
        const fine = collect((emit) =>
          traceByTicks(program, window, 50, { timeZone: 'UTC' }, emit),
        ).map(brief);
        expect(second).toEqual(jump);
        expect(fine).toEqual(jump);
      }),
      { numRuns: 15 },
    );
  });

  it('never plays an excluded item, a non-priority item beside a priority one, or a spent quota', () => {
    fc.assert(
      fc.property(contentArb, ({ content, items }) => {
        const program = compileProgram(content);
        const starts = new Map<string, number>();
        const events = collect((emit) =>
          traceWindow(program, { from: FROM, to: FROM + 4 * HOUR }, { timeZone: 'UTC' }, emit),
        );
        const minuteOfDay = (t: number) => Math.floor((t % 86_400_000) / 60_000);
        const ruleActive = (i: number, t: number) => {
          const rule = items[i]!.rule;
          if (!rule) return false;
          const m = minuteOfDay(t);
          return m >= rule.startMinute && m <= rule.startMinute + rule.length;
        };
        for (const e of events) {
          if (e.event !== 'item-started') continue;
          const i = Number(e.occurrence.entry.itemId.slice(1));
          const spec = items[i]!;
          // Exclusion: a matching isPlaying false rule; a positive rule must match.
          if (spec.rule) expect(ruleActive(i, e.t)).toBe(spec.rule.isPlaying);
          // Priority: while a priority item of the zone is active, only priority items play.
          const zone = e.zoneId;
          const priorityActive = items.some(
            (other, j) =>
              e.zoneId === zone &&
              content.content.playlists[0]!.playlistItems[j]!.zoneId === zone &&
              other.rule?.isPriority &&
              other.rule.isPlaying &&
              ruleActive(j, e.t) &&
              (other.quota === undefined || (starts.get(`i${j}`) ?? 0) < other.quota),
          );
          if (priorityActive) expect(!!(spec.rule?.isPriority && ruleActive(i, e.t))).toBe(true);
          // Quotas: never more starts than the count within the week.
          const count = (starts.get(e.occurrence.entry.itemId) ?? 0) + 1;
          starts.set(e.occurrence.entry.itemId, count);
          if (spec.quota !== undefined) expect(count).toBeLessThanOrEqual(spec.quota);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('a planner that starts late (a reboot, a second screen)', () => {
  it('plays what a planner running since the publish time plays, at the same moment', () => {
    fc.assert(
      fc.property(
        contentArb,
        fc.integer({ min: 0, max: 3 * 60 }),
        fc.constantFrom('UTC', 'Europe/Berlin', 'Asia/Kolkata'),
        ({ content, items }, lateMinutes, timeZone) => {
          // Quotas are counted per device, so two screens may differ there by design.
          fc.pre(items.every((item) => item.quota === undefined));
          const program = compileProgram(content);
          const publishedAt = FROM - 30 * 60_000;
          const late = FROM + lateMinutes * 60_000 + 1234;
          const running = new Planner(program, { timeZone, startedAt: publishedAt });
          running.plan(publishedAt);
          const rebooted = new Planner(program, { timeZone, startedAt: publishedAt });
          const view = (zones: ReturnType<Planner['plan']>) =>
            zones.map((z) => [z.zoneId, z.current?.entry.key, z.current?.startedAt]);
          // Compared at the reboot and over the next half hour of changes.
          let t = late;
          for (let i = 0; i < 40 && t < late + 30 * 60_000; i++) {
            expect(view(rebooted.plan(t))).toEqual(view(running.plan(t)));
            t = Math.min(rebooted.nextChange(), running.nextChange());
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
