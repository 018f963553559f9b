import { WEEKDAYS, minuteOfDay, type DisplayPeriod } from '../model/index.js';
import { localParts, localToInstant } from './localTime.js';

/** Whether the display should be on now, and when that next changes (null: never, as planned). */
export interface DisplayState {
  on: boolean;
  nextChangeAt: number | null;
}

/** Days either side of now whose periods can matter: yesterday's may run past midnight. */
const DAYS_BEFORE = 1;
const DAYS_AFTER = 8;

/**
 * The display's state at instant `t` for a week of on-periods read in `timeZone`. Each period
 * becomes an interval of instants through the engine's one wall-time rule (localToInstant): a
 * time inside a DST gap starts or ends at the jump, and a repeated hour is read at its first
 * pass. So 07:00–22:00 stays 07:00–22:00 on the wall clock across both changes, and a day with
 * a skipped hour simply has one hour less of display. No periods: always on.
 */
export function displayStateAt(
  periods: readonly DisplayPeriod[] | null,
  timeZone: string,
  t: number,
): DisplayState {
  if (!periods || periods.length === 0) return { on: true, nextChangeAt: null };
  const intervals = mergeIntervals(onIntervals(periods, timeZone, t));
  const inside = intervals.find(([from, to]) => from <= t && t < to);
  if (inside) return { on: true, nextChangeAt: inside[1] };
  const next = intervals.find(([from]) => from > t);
  return { on: false, nextChangeAt: next ? next[0] : null };
}

/** The periods' on-intervals from the day before t's local date to eight days after it. */
function onIntervals(
  periods: readonly DisplayPeriod[],
  timeZone: string,
  t: number,
): [number, number][] {
  const today = localParts(timeZone, t);
  const intervals: [number, number][] = [];
  for (let offset = -DAYS_BEFORE; offset <= DAYS_AFTER; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    // WEEKDAYS starts on Monday; getUTCDay on Sunday.
    const weekday = WEEKDAYS[(date.getUTCDay() + 6) % 7];
    for (const period of periods) {
      if (period.day !== weekday) continue;
      const start = minuteOfDay(period.start);
      const end = minuteOfDay(period.end);
      if (start === null || end === null || start === end) continue;
      const at = (dayOffset: number, minute: number) =>
        localToInstant(
          timeZone,
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate() + dayOffset + Math.floor(minute / 1440),
          (minute % 1440) * 60,
        );
      const from = at(0, start);
      const to = at(end < start ? 1 : 0, end);
      if (to > from) intervals.push([from, to]);
    }
  }
  return intervals;
}

/** Sorted, with touching or overlapping intervals joined: Mon 18:00–24:00 and Tue 00:00–02:00 is one. */
function mergeIntervals(intervals: [number, number][]): [number, number][] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
