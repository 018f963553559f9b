/**
 * Wall-clock arithmetic in an IANA time zone with the platform's Intl data only: the engine
 * evaluates timing rules in the device's time zone, and needs the next local midnight or time
 * of day as an instant to know when rule states change.
 */

/** A moment as the device's wall clock shows it. */
export interface LocalParts {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
  /** 0 = Sunday .. 6 = Saturday. */
  weekday: number;
  /** Seconds since local midnight (fraction kept). */
  secondOfDay: number;
  /** "YYYY-MM-DD", comparable as text. */
  date: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws a RangeError naming the zone when it is not a valid IANA time zone. */
export function assertTimeZone(timeZone: string): void {
  formatter(timeZone);
}

/** Offset of the zone from UTC at an instant, in ms (local = utc + offset). */
export function zoneOffsetMs(timeZone: string, t: number): number {
  const wholeSecond = Math.floor(t / 1000) * 1000;
  const p = rawParts(timeZone, wholeSecond);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - wholeSecond;
}

function rawParts(timeZone: string, t: number) {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatter(timeZone).formatToParts(t)) {
    if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  }
  return out;
}

export function localParts(timeZone: string, t: number): LocalParts {
  const local = t + zoneOffsetMs(timeZone, t);
  const d = new Date(local);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  const midnight = Date.UTC(year, month - 1, day);
  return {
    year,
    month,
    day,
    weekday: d.getUTCDay(),
    secondOfDay: (local - midnight) / 1000,
    date: `${year}-${pad(month)}-${pad(day)}`,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant the wall clock shows a local date and second of day (for a time skipped by a
 * DST jump, the instant just after the jump).
 */
export function localToInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  secondOfDay: number,
): number {
  const wall = Date.UTC(year, month - 1, day) + secondOfDay * 1000;
  let guess = wall - zoneOffsetMs(timeZone, wall);
  const second = wall - zoneOffsetMs(timeZone, guess);
  if (second !== guess) guess = Math.max(guess, second);
  return guess;
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
