import { describe, expect, it } from 'vitest';
import { clampPageDuration, pageDurationOf } from './pageDuration';

describe('page duration (slider rule: 10..120 s, whole seconds, clamped on blur)', () => {
  it('clamps into the range and rounds to whole seconds', () => {
    expect(clampPageDuration('5', 20)).toBe(10);
    expect(clampPageDuration('500', 20)).toBe(120);
    expect(clampPageDuration('15.6', 20)).toBe(16);
    expect(clampPageDuration('45', 20)).toBe(45);
  });

  it('keeps the previous value for text that is not a number', () => {
    expect(clampPageDuration('', 20)).toBe(20);
    expect(clampPageDuration('abc', 20)).toBe(20);
  });

  it('reads 10 s per page when the body does not say', () => {
    expect(pageDurationOf({})).toBe(10);
    expect(pageDurationOf({ pageDuration: 30 })).toBe(30);
  });
});
