import { describe, expect, it } from 'vitest';
import type { DisplayPeriod } from '../model/index.js';
import { displayStateAt } from './displaySchedule.js';

const at = (iso: string) => Date.parse(iso);
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

// Mon–Fri 07:00–22:00, Sat 09:00–18:00, Sunday off.
const SHOP: DisplayPeriod[] = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    start: '07:00',
    end: '22:00',
  })),
  { day: 'sat', start: '09:00', end: '18:00' },
];

const state = (periods: DisplayPeriod[] | null, zone: string, when: string) => {
  const s = displayStateAt(periods, zone, at(when));
  return { on: s.on, next: iso(s.nextChangeAt) };
};

describe('displayStateAt', () => {
  it('is always on without a schedule', () => {
    expect(state(null, 'Europe/Prague', '2026-03-29T12:00:00Z')).toEqual({ on: true, next: null });
    expect(state([], 'Europe/Prague', '2026-03-29T12:00:00Z')).toEqual({ on: true, next: null });
  });

  it('reads the periods in the screen time zone', () => {
    // Monday 2026-03-02 06:30 in Prague (UTC+1) is 05:30Z: off until 07:00 local.
    expect(state(SHOP, 'Europe/Prague', '2026-03-02T05:30:00Z')).toEqual({
      on: false,
      next: '2026-03-02T06:00:00.000Z',
    });
    expect(state(SHOP, 'America/New_York', '2026-03-02T05:30:00Z')).toEqual({
      on: false,
      next: '2026-03-02T12:00:00.000Z',
    });
  });

  it('keeps wall-clock times across the spring change in Prague (2026-03-29)', () => {
    // Saturday evening before the change, UTC+1: off until Monday 07:00, which is UTC+2.
    expect(state(SHOP, 'Europe/Prague', '2026-03-28T19:00:00Z')).toEqual({
      on: false,
      next: '2026-03-30T05:00:00.000Z',
    });
    // Saturday 09:00 local is 08:00Z (still winter time): on until 18:00 local = 17:00Z.
    expect(state(SHOP, 'Europe/Prague', '2026-03-28T08:00:00Z')).toEqual({
      on: true,
      next: '2026-03-28T17:00:00.000Z',
    });
  });

  it('keeps wall-clock times across the autumn change in Prague (2026-10-25)', () => {
    // Friday 2026-10-23 22:00 is UTC+2 (20:00Z); Monday 07:00 is UTC+1 (06:00Z).
    expect(state(SHOP, 'Europe/Prague', '2026-10-23T12:00:00Z')).toEqual({
      on: true,
      next: '2026-10-23T20:00:00.000Z',
    });
    expect(state(SHOP, 'Europe/Prague', '2026-10-25T12:00:00Z')).toEqual({
      on: false,
      next: '2026-10-26T06:00:00.000Z',
    });
  });

  it('keeps wall-clock times across both changes in New York', () => {
    // Spring: Sunday 2026-03-08 02:00 EST -> 03:00 EDT. Monday 07:00 EDT is 11:00Z.
    expect(state(SHOP, 'America/New_York', '2026-03-08T12:00:00Z')).toEqual({
      on: false,
      next: '2026-03-09T11:00:00.000Z',
    });
    // Autumn: Sunday 2026-11-01 02:00 EDT -> 01:00 EST. Monday 07:00 EST is 12:00Z.
    expect(state(SHOP, 'America/New_York', '2026-11-01T12:00:00Z')).toEqual({
      on: false,
      next: '2026-11-02T12:00:00.000Z',
    });
  });

  it('runs a period past midnight into the next day', () => {
    const late: DisplayPeriod[] = [{ day: 'fri', start: '22:00', end: '02:00' }];
    // Friday 2026-03-06 23:30 in Prague (22:30Z): on until Saturday 02:00 (01:00Z).
    expect(state(late, 'Europe/Prague', '2026-03-06T22:30:00Z')).toEqual({
      on: true,
      next: '2026-03-07T01:00:00.000Z',
    });
    // Saturday 01:30: still Friday's period.
    expect(state(late, 'Europe/Prague', '2026-03-07T00:30:00Z').on).toBe(true);
    // Saturday 03:00: off until next Friday 22:00.
    expect(state(late, 'Europe/Prague', '2026-03-07T02:00:00Z')).toEqual({
      on: false,
      next: '2026-03-13T21:00:00.000Z',
    });
  });

  it('runs a period past midnight over a DST change', () => {
    // Saturday 22:00 to Sunday 04:00 in Prague, over both changes of 2026.
    const night: DisplayPeriod[] = [{ day: 'sat', start: '22:00', end: '04:00' }];
    // Spring: 22:00 CET (21:00Z) to 04:00 CEST (02:00Z): five hours of wall clock, five real.
    expect(state(night, 'Europe/Prague', '2026-03-28T21:00:00Z')).toEqual({
      on: true,
      next: '2026-03-29T02:00:00.000Z',
    });
    // Autumn: 22:00 CEST (20:00Z) to 04:00 CET (03:00Z).
    expect(state(night, 'Europe/Prague', '2026-10-24T20:00:00Z')).toEqual({
      on: true,
      next: '2026-10-25T03:00:00.000Z',
    });
    expect(state(night, 'Europe/Prague', '2026-10-25T02:59:59Z').on).toBe(true);
    expect(state(night, 'Europe/Prague', '2026-10-25T03:00:00Z').on).toBe(false);
  });

  it('starts a period that begins in the skipped hour at the jump', () => {
    // 02:30 does not exist in Prague on 2026-03-29: the period starts at 03:00 CEST (01:00Z).
    const gap: DisplayPeriod[] = [{ day: 'sun', start: '02:30', end: '05:00' }];
    expect(state(gap, 'Europe/Prague', '2026-03-29T00:30:00Z')).toEqual({
      on: false,
      next: '2026-03-29T01:00:00.000Z',
    });
  });

  it('joins a period ending at midnight with the next one starting then', () => {
    const joined: DisplayPeriod[] = [
      { day: 'mon', start: '18:00', end: '24:00' },
      { day: 'tue', start: '00:00', end: '02:00' },
    ];
    // Monday 2026-03-02 20:00 in Prague: one stretch until Tuesday 02:00 (01:00Z).
    expect(state(joined, 'Europe/Prague', '2026-03-02T19:00:00Z')).toEqual({
      on: true,
      next: '2026-03-03T01:00:00.000Z',
    });
  });

  it('runs a Sunday period into Monday morning', () => {
    const sunday: DisplayPeriod[] = [{ day: 'sun', start: '23:00', end: '01:00' }];
    // Monday 2026-03-02 00:30 Prague (2026-03-01T23:30Z): still Sunday's period.
    expect(state(sunday, 'Europe/Prague', '2026-03-01T23:30:00Z')).toEqual({
      on: true,
      next: '2026-03-02T00:00:00.000Z',
    });
  });
});
