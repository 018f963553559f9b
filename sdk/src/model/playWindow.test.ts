import { describe, expect, it } from 'vitest';
import { playableFileSchema } from './playableContent.js';
import { parseLocalDateTime, playWindowProblem } from './playWindow.js';

describe('play window texts', () => {
  it('reads real calendar days and times only', () => {
    expect(parseLocalDateTime('2028-02-29T23:59')).toEqual({
      year: 2028,
      month: 2,
      day: 29,
      hour: 23,
      minute: 59,
    });
    for (const bad of ['2027-02-29T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01'])
      expect(parseLocalDateTime(bad)).toBeNull();
  });

  it('puts the problem beside the field it belongs to', () => {
    expect(
      playWindowProblem({ validFrom: '2026-12-24T18:00', validUntil: '2026-12-24T18:00' }),
    ).toEqual({ field: 'validUntil', message: 'Show until must be later than show from' });
    expect(playWindowProblem({ validFrom: 'soon', validUntil: null })).toEqual({
      field: 'validFrom',
      message: 'Enter a date and time',
    });
    expect(playWindowProblem({ validFrom: null, validUntil: '2026-12-24T18:00' })).toBeNull();
  });

  it('refuses content whose file has a window that is not a date', () => {
    const file = { _id: 'f', validFrom: '2026-12-01T09:00', validUntil: '2026-12-01 10:00' };
    expect(playableFileSchema.safeParse(file).success).toBe(false);
    expect(playableFileSchema.parse({ ...file, validUntil: null, muted: true })).toMatchObject({
      validFrom: '2026-12-01T09:00',
      muted: true,
    });
  });
});
