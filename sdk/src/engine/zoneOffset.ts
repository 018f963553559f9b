/**
 * A time zone's offset from UTC at an instant, read from the platform's Intl data only. The
 * parsing uses `format()` with `hour12: false` rather than `formatToParts` and `hourCycle`,
 * which the TV engines (Chromium 53–56) lack; they may print midnight as "24".
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour12: false,
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

const WALL = /(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)/;

/** Offset of the zone from UTC at an instant, in ms (local = utc + offset). */
export function zoneOffsetMs(timeZone: string, t: number): number {
  const wholeSecond = Math.floor(t / 1000) * 1000;
  const m = WALL.exec(formatter(timeZone).format(wholeSecond));
  if (!m) throw new RangeError(`Cannot read the wall clock of ${timeZone}`);
  const [, month = 1, day = 1, year = 1970, hour = 0, minute = 0, second = 0] = m.map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour % 24, minute, second);
  return asUtc - wholeSecond;
}

/**
 * The first whole second in (from, to] at which the offset is no longer `before`: the instant of
 * the transition between them. Transitions fall on whole seconds (in practice whole minutes).
 */
export function transitionBetween(
  timeZone: string,
  from: number,
  to: number,
  before: number,
): number {
  let lo = Math.floor(from / 1000);
  let hi = Math.ceil(to / 1000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (zoneOffsetMs(timeZone, mid * 1000) === before) lo = mid;
    else hi = mid;
  }
  return hi * 1000;
}
