import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateText, dateTimeText, longDateText, timeText } from './dates';

const AT = '2026-12-02T15:14:37Z';

describe('days and moments', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are written in the browser language, without seconds', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(dateTimeText(AT)).toMatch(/^Dec 2, 2026, \d{1,2}:14\s(AM|PM)$/);
    expect(dateText(AT)).toBe('Dec 2, 2026');
    expect(longDateText(AT)).toBe('December 2, 2026');
    expect(timeText(AT)).toMatch(/^\d{1,2}:14\s(AM|PM)$/);
  });

  it('follow a British browser: day first and a 24-hour clock', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(dateText(AT)).toBe('2 Dec 2026');
    expect(longDateText(AT)).toBe('2 December 2026');
    expect(dateTimeText(AT)).toMatch(/^2 Dec 2026, \d{2}:14$/);
  });
});
