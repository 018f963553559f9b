/**
 * An independent oracle for wall-clock rules: it reads the wall clock of every minute of a
 * stretch of time with its own Intl formatter and answers from the spec's definition alone,
 * by brute force: a wall time on a date is the first instant at which that date's wall clock
 * shows that time or a later one (a time in a DST gap is the jump; an ambiguous one is its first
 * occurrence). Exact for boundaries on whole minutes, as every zone's transitions are.
 */

const MINUTE = 60_000;
const HOUR = 3_600_000;

export interface WallMinute {
  t: number;
  date: string;
  second: number;
}

function reader(timeZone: string) {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (t: number): WallMinute => {
    const parts: Record<string, string> = {};
    for (const p of f.formatToParts(t)) parts[p.type] = p.value;
    return {
      t,
      date: `${parts.year}-${parts.month}-${parts.day}`,
      second: Number(parts.hour) * 3600 + Number(parts.minute) * 60,
    };
  };
}

/** Every minute from 15 h before `firstDate` (UTC) to 37 h after `lastDate`. */
export class WallClockOracle {
  readonly minutes: WallMinute[] = [];
  private readonly answers = new Map<string, number>();

  constructor(
    readonly timeZone: string,
    firstDate: string,
    lastDate: string,
  ) {
    const read = reader(timeZone);
    const from = Date.parse(`${firstDate}T00:00:00Z`) - 15 * HOUR;
    const to = Date.parse(`${lastDate}T00:00:00Z`) + 37 * HOUR;
    for (let t = from; t <= to; t += MINUTE) this.minutes.push(read(t));
  }

  /** The first instant the wall clock shows `date` at `second` or later (or a later date). */
  instant(date: string, second: number): number {
    const key = `${date} ${second}`;
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    const hit = this.minutes.find((m) => m.date > date || (m.date === date && m.second >= second));
    if (!hit) throw new Error(`${date} ${second}s is outside the oracle's stretch`);
    this.answers.set(key, hit.t);
    return hit.t;
  }

  /** The minutes whose wall clock shows `date`. */
  minutesOf(date: string): WallMinute[] {
    return this.minutes.filter((m) => m.date === date);
  }
}

/** "YYYY-MM-DD" plus n days. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The local dates of 2026–2027 on which the zone's offset changes (both sides of each change),
 * found by sampling every 3 hours.
 */
export function transitionDates(timeZone: string): string[] {
  const read = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    timeZoneName: 'longOffset',
  });
  const offsetAt = (t: number) =>
    read.formatToParts(t).find((p) => p.type === 'timeZoneName')!.value;
  const dateAt = reader(timeZone);
  const dates = new Set<string>();
  const from = Date.parse('2026-01-01T00:00:00Z');
  const to = Date.parse('2028-01-01T00:00:00Z');
  let previous = offsetAt(from);
  for (let t = from + 3 * HOUR; t < to; t += 3 * HOUR) {
    const offset = offsetAt(t);
    if (offset !== previous) {
      dates.add(dateAt(t - 3 * HOUR).date);
      dates.add(dateAt(t).date);
    }
    previous = offset;
  }
  return [...dates].sort();
}
