import { transitionBetween, zoneOffsetMs } from './zoneOffset.js';

export { assertTimeZone, zoneOffsetMs } from './zoneOffset.js';

/**
 * Wall-clock arithmetic in an IANA time zone: the engine evaluates timing rules in the
 * device's time zone and needs local midnights and times of day as instants.
 *
 * One rule maps wall times to instants everywhere (rules, midnights, quotas, schedules): a wall
 * time on a date is the FIRST instant at which that date's wall clock shows it or a later time.
 * So a time inside a DST gap maps to the instant of the jump, and an ambiguous time (the hour
 * repeated when clocks go back) to its first occurrence. `secondOfDay` is the same rule seen
 * from the other side: the latest second of the day the wall clock has reached, so during a
 * repeated hour it stays at the end of that hour, and a range that covers the repeated hour
 * covers both passes while a range ending inside it ends at its first pass.
 */

/** A moment as the device's wall clock shows it. */
export interface LocalParts {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
  /** 0 = Sunday .. 6 = Saturday. */
  weekday: number;
  /** Seconds of the day the wall clock has reached (fraction kept); see the module comment. */
  secondOfDay: number;
  /** "YYYY-MM-DD", comparable as text. */
  date: string;
}

/** Far enough either side of a wall time to see the offsets before and after any transition. */
const AROUND_MS = 36 * 3_600_000;
/** The last representable moment of a day, for a clock that ran past midnight and came back. */
const END_OF_DAY_S = 86_400 - 0.001;

interface DayFacts {
  /** The instant the day begins. */
  start: number;
  startOffset: number;
  /** When the clock went back during the day: the instant, and the wall second reached before. */
  fallBack?: { at: number; reachedSecond: number } | null;
}

const dayCache = new Map<string, DayFacts>();

function dayFacts(timeZone: string, year: number, month: number, day: number): DayFacts {
  const key = `${timeZone}|${year}-${month}-${day}`;
  let facts = dayCache.get(key);
  if (!facts) {
    if (dayCache.size > 256) dayCache.clear();
    const start = localToInstant(timeZone, year, month, day, 0);
    facts = { start, startOffset: zoneOffsetMs(timeZone, start) };
    dayCache.set(key, facts);
  }
  return facts;
}

export function localParts(timeZone: string, t: number): LocalParts {
  const offset = zoneOffsetMs(timeZone, t);
  const d = new Date(t + offset);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  const wallMidnight = Date.UTC(year, month - 1, day);
  let secondOfDay = (t + offset - wallMidnight) / 1000;
  const facts = dayFacts(timeZone, year, month, day);
  if (offset < facts.startOffset && t > facts.start) {
    // The clock went back since midnight: it has already shown later times today.
    if (facts.fallBack === undefined) {
      const at = transitionBetween(timeZone, facts.start, t, facts.startOffset);
      const reached = (at - 1 + facts.startOffset - wallMidnight) / 1000;
      facts.fallBack = { at, reachedSecond: Math.min(reached, END_OF_DAY_S) };
    }
    if (facts.fallBack && t >= facts.fallBack.at)
      secondOfDay = Math.max(secondOfDay, facts.fallBack.reachedSecond);
  }
  return {
    year,
    month,
    day,
    weekday: d.getUTCDay(),
    secondOfDay,
    date: `${year}-${pad(month)}-${pad(day)}`,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first instant at which the wall clock shows this date and second of day, or a later time
 * of that date: inside a DST gap, the instant of the jump; when ambiguous, the first occurrence.
 */
export function localToInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  secondOfDay: number,
): number {
  const wall = Date.UTC(year, month - 1, day) + secondOfDay * 1000;
  const before = zoneOffsetMs(timeZone, wall - AROUND_MS);
  const after = zoneOffsetMs(timeZone, wall + AROUND_MS);
  const early = wall - Math.max(before, after);
  const late = wall - Math.min(before, after);
  const shows = (t: number) => zoneOffsetMs(timeZone, t) === wall - t;
  if (shows(early)) return early;
  if (shows(late)) return late;
  // A gap: no instant shows this wall time; the day goes on from the jump.
  return transitionBetween(timeZone, early, late, zoneOffsetMs(timeZone, early));
}

/** The instant of local midnight `days` days after the local date of t. */
export function localMidnightAfter(timeZone: string, t: number, days = 1): number {
  const p = localParts(timeZone, t);
  const next = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return localToInstant(
    timeZone,
    next.getUTCFullYear(),
    next.getUTCMonth() + 1,
    next.getUTCDate(),
    0,
  );
}

/** Parses "HH:mm" or "HH:mm:ss" into seconds of the day and its resolution (60 or 1). */
export function parseTimeOfDay(text: string): { seconds: number; resolution: number } {
  const [h = 0, m = 0, s] = text.split(':').map(Number);
  return { seconds: h * 3600 + m * 60 + (s ?? 0), resolution: s === undefined ? 60 : 1 };
}
