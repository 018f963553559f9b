import { ZONE_COLOURS } from '@marquee/sdk/model';

// The arithmetic of the fleet timeline, without React: where a segment sits on the track, the
// local-time ticks of each screen's zone (which move in UTC when daylight saving changes), the
// words a segment and a zone change are read as, and each label's colour.

export interface Window {
  /** Epoch ms; `to` is exclusive. */
  from: number;
  to: number;
}

/** Where [start, end) sits on the track, in percent of its width, clipped to the window. */
export function placeOf(window: Window, start: number, end: number) {
  const span = window.to - window.from;
  const left = Math.max(0, (start - window.from) / span);
  const right = Math.min(1, (end - window.from) / span);
  return { left: left * 100, width: Math.max(0, right - left) * 100 };
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', ...options });
    formats.set(key, f);
  }
  return f;
}

/** The wall clock of `timeZone` at t: hour, minute and the day, as numbers. */
function wall(timeZone: string, t: number) {
  const parts = format(timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(t);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { day: part('day'), hour: part('hour') % 24, minute: part('minute') };
}

/** "Sat 30 Mar, 08:00" in the zone. */
export const localDateTime = (timeZone: string, t: number) =>
  format(timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(t);

/** "08:00" in the zone. */
export const localTime = (timeZone: string, t: number) =>
  format(timeZone, { hour: '2-digit', minute: '2-digit' }).format(t);

/** The zone's short name at t: "CET", "EDT", "GMT+1", "UTC". */
export function zoneName(timeZone: string, t: number): string {
  const parts = format(timeZone, { timeZoneName: 'short' }).formatToParts(t);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * A screen's zone as its row shows it: the IANA name and its short name at t ("Europe/Berlin ·
 * CEST"), or the name once where the two are the same ("UTC", not "UTC · UTC").
 */
export function zoneLabel(timeZone: string, t: number): string {
  const short = zoneName(timeZone, t);
  return short === timeZone ? timeZone : `${timeZone} · ${short}`;
}

export interface Tick {
  t: number;
  label: string;
  /** A local midnight: drawn stronger, labelled with the day. */
  midnight: boolean;
}

const MINUTE_MS = 60_000;

/**
 * Local-time ticks of the zone inside the window: its start ("10:00"), each local midnight
 * (labelled "Sat 30"), and every `everyHours` local hours as well ("06:00"). Found by walking
 * the window a quarter of an hour at a time, so a daylight-saving day of 23 or 25 hours gets its
 * ticks where its clocks show them.
 */
export function localTicks(timeZone: string, window: Window, everyHours: number): Tick[] {
  const ticks: Tick[] = [];
  const step = 15 * MINUTE_MS;
  let before = wall(timeZone, window.from);
  for (let t = Math.ceil(window.from / step) * step; t < window.to; t += step) {
    const now = wall(timeZone, t);
    const newDay = now.day !== before.day;
    const newHour = now.hour !== before.hour && now.minute === 0;
    if (t > window.from && newDay)
      ticks.push({
        t,
        midnight: true,
        label: format(timeZone, { weekday: 'short', day: 'numeric' }).format(t),
      });
    else if (t > window.from && newHour && everyHours > 0 && now.hour % everyHours === 0)
      ticks.push({ t, midnight: false, label: localTime(timeZone, t) });
    before = now;
  }
  // The window's start, labelled in the zone, unless a tick already sits close to it.
  const first = ticks[0];
  if (!first || (first.t - window.from) / (window.to - window.from) > 0.1)
    ticks.unshift({ t: window.from, midnight: false, label: localTime(timeZone, window.from) });
  return ticks;
}

/** "+01:00" for 60 minutes east of UTC. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "Clocks go forward an hour on Sun 28 Mar at 02:00 (CET → CEST)" for a zone's offset change. */
export function offsetChangeText(
  timeZone: string,
  change: { at: number; offsetBefore: number; offsetAfter: number },
): string {
  const diff = change.offsetAfter - change.offsetBefore;
  const amount = Math.abs(diff) === 60 ? 'an hour' : `${Math.abs(diff)} minutes`;
  const way = diff > 0 ? 'forward' : 'back';
  // The wall time at which it happens is read on the old clock: 02:00 in spring, 03:00 in autumn.
  const wallAt = localTime(timeZone, change.at - MINUTE_MS);
  const day = format(timeZone, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    change.at,
  );
  const names = `${zoneName(timeZone, change.at - 1)} → ${zoneName(timeZone, change.at)}`;
  return `Clocks go ${way} ${amount} on ${day} at ${nextMinute(wallAt)} (${names})`;
}

function nextMinute(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const total = (h * 60 + m + 1) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** "Breakfast, Sat 30 Mar, 08:00 – 12:00 (CET)" in the screen's zone. */
export function segmentText(
  timeZone: string,
  segment: { start: number; end: number; label: string },
): string {
  const day = (t: number) =>
    format(timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' }).format(t);
  const sameDay = day(segment.start) === day(segment.end - 1);
  const end = sameDay ? localTime(timeZone, segment.end) : localDateTime(timeZone, segment.end);
  return `${segment.label}, ${localDateTime(timeZone, segment.start)} – ${end} (${zoneName(timeZone, segment.start)})`;
}

/** Each label's colour, in the order labels first appear: the same label, the same colour. */
export function coloursOf(labels: readonly string[]): Map<string, string> {
  const colours = new Map<string, string>();
  for (const label of labels)
    if (!colours.has(label))
      colours.set(label, ZONE_COLOURS[colours.size % ZONE_COLOURS.length] ?? ZONE_COLOURS[0]);
  return colours;
}
