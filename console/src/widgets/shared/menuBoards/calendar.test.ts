import { describe, expect, it } from 'vitest';
import { addMonths, isSelectableDay, monthLabel, monthWeeks } from './calendar';

describe('menu board calendar month', () => {
  it('starts weeks on Monday and pads with the neighbouring months', () => {
    // November 2026 begins on a Sunday and ends on a Monday.
    const weeks = monthWeeks(new Date(2026, 10, 25, 12));
    expect(weeks[0]!.map((d) => d.date)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(weeks[0]!.map((d) => d.inMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(weeks).toHaveLength(6);
    expect(weeks[5]![0]).toEqual({ date: '2026-11-30', dayOfMonth: 30, inMonth: true });
    expect(weeks[5]![6]).toEqual({ date: '2026-12-06', dayOfMonth: 6, inMonth: false });
  });

  it('needs no leading days when the month starts on a Monday', () => {
    const weeks = monthWeeks(new Date(2027, 1, 10)); // February 2027: Monday 1st to Sunday 28th
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((d) => d.inMonth)).toBe(true);
  });

  it('moves a month at a time across years, and names the month', () => {
    const november = new Date(2026, 10, 25);
    expect(monthLabel(addMonths(november, 1))).toBe('December 2026');
    expect(monthLabel(addMonths(november, 2))).toBe('January 2027');
    expect(monthLabel(addMonths(new Date(2027, 0, 31), -1))).toBe('December 2026');
  });

  it('lets only days of the month shown be chosen', () => {
    const today = new Date(2026, 10, 25);
    expect(isSelectableDay('2026-11-01', today)).toBe(true);
    expect(isSelectableDay('2026-12-01', today)).toBe(false);
    expect(isSelectableDay('2025-11-01', today)).toBe(false);
    expect(isSelectableDay('nonsense', today)).toBe(false);
  });
});
