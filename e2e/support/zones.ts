// Wall clocks of real IANA zones, for tests that run on the real clock: the time of day a zone
// reads now, and a zone (with a window of hours around its now) whose window the players' own
// clock is nowhere near, so a schedule row in that window plays only when the zone is set.

/** Real zones with whole-hour offsets far apart, so one always fits whatever the hour. */
export const CANDIDATE_ZONES = [
  'Pacific/Kiritimati',
  'Pacific/Honolulu',
  'Asia/Tokyo',
  'America/New_York',
  'Australia/Brisbane',
  'Asia/Dubai',
  'America/Sao_Paulo',
  'Asia/Shanghai',
  'America/Los_Angeles',
] as const;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** The wall clock of `zone` at `at`: its date-time read as if it were UTC, in whole minutes. */
function wallMs(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'));
}

/** Minutes since midnight on `zone`'s wall clock at `at`. */
export function minuteOfDay(zone: string, at: number): number {
  const d = new Date(wallMs(zone, at));
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** The zone's offset from UTC at `at`, in minutes. */
const offsetMinutes = (zone: string, at: number) =>
  Math.round((wallMs(zone, at) - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);

const pad = (n: number) => String(n).padStart(2, '0');

export interface ZoneWindow {
  zone: string;
  /** The row's start and end, HH:MM on the zone's wall clock: an hour before now to 1:59 after. */
  timeFrom: string;
  timeTo: string;
}

/**
 * A zone whose hour now is 02 to 21, whose window [hour−1:00, hour+1:59] holds none of the next
 * `marginMinutes` of the players' own clock (so the row never plays in the players' zone while the
 * test runs), and whose offset does not change from two hours before now to three after (no
 * daylight-saving change inside the window).
 */
export function zoneAwayFrom(
  playerZone: string,
  at: number = Date.now(),
  marginMinutes = 45,
): ZoneWindow {
  const player = minuteOfDay(playerZone, at);
  for (const zone of CANDIDATE_ZONES) {
    const hour = Math.floor(minuteOfDay(zone, at) / 60);
    if (hour < 2 || hour > 21) continue;
    const offset = offsetMinutes(zone, at);
    if (offset % 60 !== 0) continue;
    const steady = [-2, -1, 1, 2, 3].every(
      (h) => offsetMinutes(zone, at + h * 60 * MINUTE_MS) === offset,
    );
    if (!steady) continue;
    const from = (hour - 1) * 60;
    const to = (hour + 1) * 60 + 59;
    const touches = Array.from(
      { length: marginMinutes + 1 },
      (_, m) => (player + m) % DAY_MINUTES,
    ).some((m) => m >= from && m <= to);
    if (touches) continue;
    return { zone, timeFrom: `${pad(hour - 1)}:00`, timeTo: `${pad(hour + 1)}:59` };
  }
  throw new Error(`no candidate zone is far enough from ${playerZone} now`);
}
