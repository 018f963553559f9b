import { describe, expect, it } from 'vitest';
import {
  LAYOUT_PRESET_IDS,
  LAYOUT_PRESETS,
  ZONE_COLOURS,
  layoutZones,
  parseContent,
  playableContentSchema,
  playlistSchema,
  playQuotaSchema,
  scheduleSchema,
  timedAudienceReportsSchema,
} from './index.js';

const scene = { _id: 's', name: 's', type: 'image', sceneItems: [] };

/** A playlist as an older console stored it: V1 rules, legacy V2 ranges, upper-case mode, nulls. */
const oldDocument = {
  _id: 'old',
  name: 'Old playlist',
  playlistItems: [
    {
      _id: 'a',
      type: 'scene-inline',
      scene,
      timingRules: {
        weekDays: { mon: true, fri: true },
        timeRange: { start: '08:00', end: '12:30' },
      },
      timingRulesV2: null,
      triggerRules: null,
    },
    {
      _id: 'b',
      type: 'scene-inline',
      scene,
      timingRulesV2: [
        {
          mode: 'WEEKLY',
          weekDays: { sat: true },
          dateRanges: [{ from: '2026-01-01', to: '2026-01-31' }],
          timeRanges: [{ from: '09:00', to: '10:00:30' }],
          isPriority: true,
        },
      ],
    },
  ],
};

describe('timing and trigger rules in the model', () => {
  it('loads an old document and normalises its legacy ranges into V2', () => {
    const r = parseContent(playlistSchema, oldDocument);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [a, b] = r.value.playlistItems;
    expect(a?.timingRules?.timeRange).toEqual({ start: '08:00', end: '12:30' });
    expect(b?.timingRulesV2?.[0]).toEqual({
      mode: 'weekly',
      weekDays: { sat: true },
      dateRangesV2: [{ start: '2026-01-01', end: '2026-01-31' }],
      timeRangesV2: [{ start: '09:00', end: '10:00:30' }],
      isPriority: true,
    });
  });

  it('names the exact path of a bad rule field', () => {
    const bad = structuredClone(oldDocument);
    (bad.playlistItems[1]!.timingRulesV2![0]!.timeRanges[0] as { to: string }).to = '25:00';
    const r = parseContent(playlistSchema, bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path).join(' ')).toContain(
      '$.playlistItems[1].timingRulesV2[0].timeRanges[0]',
    );
  });

  it('validates trigger rules and playback settings, with defaults', () => {
    const item = {
      _id: 't',
      type: 'scene-inline',
      scene,
      triggerRules: { type: 'object-detection', objectDetectionTarget: { labelName: 'car' } },
      triggerPlaybackSettings: { playWhen: 'only-when-triggered' },
    };
    const r = parseContent(playlistSchema, { _id: 'p', name: 'p', playlistItems: [item] });
    expect(r.ok && r.value.playlistItems[0]?.triggerPlaybackSettings).toEqual({
      playWhen: 'only-when-triggered',
      playUntil: 'until-content-ends',
      priority: 1,
    });
    const wrong = { ...item, triggerPlaybackSettings: { interruptionMode: 'sometimes' } };
    const w = parseContent(playlistSchema, { _id: 'p', name: 'p', playlistItems: [wrong] });
    expect(!w.ok && w.errors[0]?.path).toBe(
      '$.playlistItems[0].triggerPlaybackSettings.interruptionMode',
    );
    const noLabel = {
      ...item,
      triggerRules: { type: 'object-detection', objectDetectionTarget: {} },
    };
    const n = parseContent(playlistSchema, { _id: 'p', name: 'p', playlistItems: [noLabel] });
    expect(!n.ok && n.errors[0]?.path).toBe(
      '$.playlistItems[0].triggerRules.objectDetectionTarget.labelName',
    );
  });

  it('reads play quotas, schedules, audience reports and playable content', () => {
    expect(playQuotaSchema.parse({ count: null })).toEqual({ count: null, period: 'all-time' });
    expect(parseContent(playQuotaSchema, { count: 5, period: 'daily' }).ok).toBe(false);
    const schedule = parseContent(scheduleSchema, {
      _id: 'sch',
      playlistTimings: [{ _id: 't', timeFrom: '08:00', timeTo: 'never', playlistId: 'p' }],
    });
    expect(!schedule.ok && schedule.errors[0]?.path).toBe('$.playlistTimings[0].timeTo');
    const reports = parseContent(timedAudienceReportsSchema, [
      {
        t: '2026-11-16T09:00:00Z',
        categories: [{ gender: 'female', ageRange: { min: 20, max: 30 }, count: 1 }],
      },
    ]);
    expect(reports.ok && reports.value[0]?.objects).toEqual([]);
    const content = parseContent(playableContentSchema, {
      collectionName: 'playlist',
      entityId: 'p',
      content: {
        playlists: [oldDocument],
        files: [{ _id: 'f', playQuota: { count: 3, period: 'weekly' } }],
      },
    });
    expect(content.ok).toBe(true);
  });
});

describe('layout presets', () => {
  it('has all 19 presets, each zone inside the screen, and five zone colours', () => {
    expect(LAYOUT_PRESET_IDS).toHaveLength(19);
    expect(ZONE_COLOURS).toHaveLength(5);
    for (const id of LAYOUT_PRESET_IDS) {
      const zones = LAYOUT_PRESETS[id];
      const area = zones.reduce((sum, z) => sum + z.w * z.h, 0);
      expect(area, id).toBe(100 * 100);
      for (const z of zones) expect(z.x + z.w <= 100 && z.y + z.h <= 100, id).toBe(true);
    }
    expect(LAYOUT_PRESETS.mf20).toEqual([
      { x: 0, y: 0, w: 100, h: 80 },
      { x: 0, y: 80, w: 100, h: 20 },
    ]);
    expect(layoutZones({ presetId: 'l30m70' })[1]).toEqual({ x: 0, y: 0, w: 30, h: 100 });
    expect(layoutZones(null)).toEqual([{ x: 0, y: 0, w: 100, h: 100 }]);
  });
});
