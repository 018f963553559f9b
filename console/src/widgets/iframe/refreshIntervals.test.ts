import { describe, expect, it } from 'vitest';
import { refreshIntervalChoices, refreshIntervalLabel } from './refreshIntervals';

describe('refresh intervals in words', () => {
  it('names each interval in its largest whole unit', () => {
    expect([1, 5, 60, 90, 720, 1440, 2880].map(refreshIntervalLabel)).toEqual([
      '1 minute',
      '5 minutes',
      '1 hour',
      '90 minutes',
      '12 hours',
      '1 day',
      '2 days',
    ]);
  });

  it('adds a stored interval that is not offered, in order', () => {
    expect(refreshIntervalChoices(1440)).toEqual([1, 5, 15, 30, 60, 720, 1440]);
    expect(refreshIntervalChoices(120)).toEqual([1, 5, 15, 30, 60, 120, 720, 1440]);
  });
});
