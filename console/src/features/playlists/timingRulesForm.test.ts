import { timingRulesV2Schema } from '@marquee/sdk/model';
import { describe, expect, it } from 'vitest';
import {
  newRuleDraft,
  ruleDraftsOf,
  rulesOf,
  TIMING_MESSAGES,
  validateTimingForm,
  type RuleDraft,
} from './timingRulesForm';

const withTimes = (start: string, end: string): RuleDraft => ({
  ...newRuleDraft(),
  timeRanges: [{ start, end }],
});

describe('timing rules form', () => {
  it('uses the timing form messages, verbatim', () => {
    expect(TIMING_MESSAGES).toEqual({
      order: 'Start time must be before end time',
      startNegative: 'Start time must be positive',
      endNegative: 'End time must be positive',
    });
    expect(validateTimingForm(3600, 1800)).toEqual({ end: TIMING_MESSAGES.order });
    expect(validateTimingForm(3600, 3600)).toEqual({ end: TIMING_MESSAGES.order });
    expect(validateTimingForm(-1, 10)).toEqual({ start: TIMING_MESSAGES.startNegative });
    expect(validateTimingForm(0, -5)).toEqual({ end: TIMING_MESSAGES.endNegative });
    expect(validateTimingForm(0, 10)).toEqual({});
  });

  it('refuses bad ranges with their message and saves nothing', () => {
    const cases: [RuleDraft, { start?: string; end?: string }][] = [
      [withTimes('10:00', '09:00'), { end: TIMING_MESSAGES.order }],
      [withTimes('-01:00', '09:00'), { start: TIMING_MESSAGES.startNegative }],
      [withTimes('08:00', '-00:30'), { end: TIMING_MESSAGES.endNegative }],
      [withTimes('', '09:00'), { start: 'Required' }],
      [
        withTimes('25:00', '26:00'),
        {
          start: '"25:00" is not a time of day HH:mm or HH:mm:ss (00:00 to 23:59:59)',
          end: '"26:00" is not a time of day HH:mm or HH:mm:ss (00:00 to 23:59:59)',
        },
      ],
      [
        { ...newRuleDraft(), dateRanges: [{ start: '2028-02-29', end: '2027-02-29' }] },
        { end: '"2027-02-29" is not a calendar date' },
      ],
      [
        { ...newRuleDraft(), dateRanges: [{ start: '2026-05-02', end: '2026-05-01' }] },
        { end: 'Start date must not be after end date' },
      ],
    ];
    for (const [draft, expected] of cases) {
      const result = rulesOf([draft]);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      const errors = [...result.errors[0]!.timeRanges, ...result.errors[0]!.dateRanges];
      expect(errors).toEqual([expected]);
    }
  });

  it('writes rules the sdk schema reads back unchanged', () => {
    const draft: RuleDraft = {
      mode: 'weekly',
      weekDays: {
        sun: false,
        mon: true,
        tue: false,
        wed: true,
        thu: false,
        fri: false,
        sat: false,
      },
      dateRanges: [{ start: '2026-01-01', end: '2026-01-01' }],
      timeRanges: [{ start: '9:00', end: '17:30:15' }],
      isPlaying: false,
      isPriority: true,
    };
    const result = rulesOf([draft, newRuleDraft()]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rules[0]).toEqual({
      mode: 'weekly',
      weekDays: draft.weekDays,
      dateRangesV2: [{ start: '2026-01-01', end: '2026-01-01' }],
      timeRangesV2: [{ start: '09:00', end: '17:30:15' }],
      isPlaying: false,
      isPriority: true,
    });
    expect(timingRulesV2Schema.parse(result.rules)).toEqual(result.rules);
    expect(ruleDraftsOf(result.rules)).toEqual([
      { ...draft, timeRanges: [{ start: '09:00', end: '17:30:15' }] },
      newRuleDraft(),
    ]);
  });

  it('reads legacy range lists into the form', () => {
    const drafts = ruleDraftsOf([
      { mode: 'WEEKLY', weekDays: { fri: true }, timeRanges: [{ from: '08:00', to: '09:00' }] },
    ]);
    expect(drafts[0]?.mode).toBe('weekly');
    expect(drafts[0]?.weekDays.fri).toBe(true);
    expect(drafts[0]?.weekDays.mon).toBe(false);
    expect(drafts[0]?.timeRanges).toEqual([{ start: '08:00', end: '09:00' }]);
  });
});
