import { describe, expect, it } from 'vitest';
import { initialDraft, normaliseCount, quotaChip, quotaToSave, setUnlimited } from './playQuota';

describe('play quota modal rules', () => {
  it('opens unlimited with all-time when the file has no quota, else with its quota', () => {
    expect(initialDraft(null)).toMatchObject({ count: null, period: 'all-time' });
    expect(initialDraft({ count: 5, period: 'weekly' })).toMatchObject({
      count: 5,
      period: 'weekly',
    });
  });

  it('unticking Unlimited sets 1000; ticking it clears the count', () => {
    const limited = setUnlimited(initialDraft(null), false);
    expect(limited.count).toBe(1000);
    expect(setUnlimited(limited, true).count).toBeNull();
  });

  it('turns a non-number or a value below 1 into 1000 on blur', () => {
    const draft = setUnlimited(initialDraft(null), false);
    expect(normaliseCount({ ...draft, countText: 'abc' }).count).toBe(1000);
    expect(normaliseCount({ ...draft, countText: '0' }).count).toBe(1000);
    expect(normaliseCount({ ...draft, countText: '12' }).count).toBe(12);
  });

  it('saves no quota when the playback-limiting feature is off', () => {
    const draft = { count: 10, period: 'monthly' as const, countText: '10' };
    expect(quotaToSave(draft, false)).toBeNull();
    expect(quotaToSave(draft, true)).toEqual({ count: 10, period: 'monthly' });
  });

  it('labels chips with the period suffix', () => {
    expect(quotaChip({ count: 1000, period: 'weekly' })).toBe('1000 / week');
    expect(quotaChip({ count: 3, period: 'all-time' })).toBe('3 total');
  });
});
