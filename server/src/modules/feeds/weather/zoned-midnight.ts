/**
 * The first instant of a calendar date in an IANA time zone: its midnight, or, where the clocks
 * jump over midnight (Santiago, Havana), the first time the date's clock shows. The offset is
 * the date's own, so a day after a daylight-saving change still starts at its real midnight.
 */
export function zonedMidnight(
  year: number,
  month: number,
  day: number,
  timeZone: string,
): number | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null; // not a zone this runtime knows
  }
  /** The wall clock at `t` in the zone, read as if it were UTC. */
  const wallAsUtc = (t: number) => {
    const part = Object.fromEntries(
      format.formatToParts(t).map(({ type, value }) => [type, Number(value)]),
    ) as Record<string, number>;
    return Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute, part.second);
  };
  const target = Date.UTC(year, month - 1, day);
  // Two passes settle the offset at the date's midnight (the first guess uses the offset at
  // UTC midnight, which may be the other side of a change).
  let t = target - (wallAsUtc(target) - target);
  t = target - (wallAsUtc(t) - t);
  // In a gap (no midnight that day) the wall clock at t is the day before: move to the jump.
  if (wallAsUtc(t) < target) {
    let low = t;
    let high = t + 3 * 3_600_000;
    while (high - low > 1000) {
      const mid = Math.floor((low + high) / 2);
      if (wallAsUtc(mid) < target) low = mid;
      else high = mid;
    }
    t = high - (high % 1000);
  }
  return t;
}
