import { ROTATIONS } from './scene.js';

// A screen's device settings: its speaker volume, the rotation of its picture and the week of
// periods its display is on. The server validates them with these rules and the console shows
// the same words beside each field, so the two never disagree.
//
// A period is a day and two wall-clock times read in the screen's own time zone. An end earlier
// than the start crosses midnight into the next day (Fri 22:00–02:00 ends Saturday 02:00);
// "24:00" ends at the next midnight. Periods may touch but not overlap: an overlap is almost
// always a typing mistake, and refusing it keeps what the form shows equal to what the screen
// does. No period at all means the display is always on.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Clockwise rotation of the screen's picture, in degrees (the rotations a scene item has too). */
export type ScreenRotation = (typeof ROTATIONS)[number];

/** One period the display is on: from `start` on `day` to `end` ("HH:mm", the screen's zone). */
export interface DisplayPeriod {
  day: Weekday;
  start: string;
  end: string;
}

export interface DeviceSettingsDocument {
  /** 0–100; null leaves the screen's own volume alone (every screen before this setting). */
  volume: number | null;
  rotation: ScreenRotation;
  /** Null or empty: the display is always on. */
  displaySchedule: readonly DisplayPeriod[] | null;
}

export const DEFAULT_DEVICE_SETTINGS: DeviceSettingsDocument = {
  volume: null,
  rotation: 0,
  displaySchedule: null,
};

/** Four periods a day, every day of the week. */
export const MAX_DISPLAY_PERIODS = 28;

export const DEVICE_SETTINGS_MESSAGES = {
  volume: 'Volume is a whole number from 0 to 100',
  rotation: 'Choose 0, 90, 180 or 270 degrees',
  day: 'Choose a day of the week',
  time: 'Enter a time like 07:30',
  startAtMidnightEnd: 'A period starts at 23:59 at the latest',
  emptyPeriod:
    'The period ends when it starts. For the whole day, use 00:00 to 24:00; an end before the start runs past midnight',
  tooManyPeriods: `At most ${MAX_DISPLAY_PERIODS} periods a week`,
} as const;

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** Minutes since midnight of an "HH:mm" time (24:00 is 1440); null when it is not one. */
export function minuteOfDay(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > 1440 ? null : minutes;
}

/** Whether the period runs past midnight into the next day. */
export function crossesMidnight(period: DisplayPeriod): boolean {
  const start = minuteOfDay(period.start);
  const end = minuteOfDay(period.end);
  return start !== null && end !== null && end < start;
}

const WEEK_MINUTES = 7 * 1440;

/** The period as minutes of the week from Monday 00:00: [from, to), `to` may pass the week's end. */
function weekSpan(period: DisplayPeriod): [number, number] {
  const start = minuteOfDay(period.start)!;
  const end = minuteOfDay(period.end)!;
  const from = WEEKDAYS.indexOf(period.day) * 1440 + start;
  return [from, from + (end > start ? end - start : end + 1440 - start)];
}

function spansOverlap([a0, a1]: [number, number], [b0, b1]: [number, number]): boolean {
  // Sunday's period may run into Monday: compare with the other one a week earlier and later.
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some((shift) => a0 < b1 + shift && b0 + shift < a1);
}

export const describeDisplayPeriod = (p: DisplayPeriod) =>
  `${WEEKDAY_NAMES[p.day]} ${p.start}–${p.end}`;

export interface SettingsFieldError {
  /** E.g. "volume", "displaySchedule.2.end". */
  path: string;
  message: string;
}

/** Every problem of a settings document, each on the field a person fixes; empty when valid. */
export function deviceSettingsErrors(settings: {
  volume?: number | null;
  rotation?: number | null;
  displaySchedule?: readonly DisplayPeriod[] | null;
}): SettingsFieldError[] {
  const errors: SettingsFieldError[] = [];
  const { volume, rotation, displaySchedule } = settings;
  if (volume != null && !(Number.isInteger(volume) && volume >= 0 && volume <= 100))
    errors.push({ path: 'volume', message: DEVICE_SETTINGS_MESSAGES.volume });
  if (rotation != null && !(ROTATIONS as readonly number[]).includes(rotation))
    errors.push({ path: 'rotation', message: DEVICE_SETTINGS_MESSAGES.rotation });
  if (!displaySchedule) return errors;
  if (displaySchedule.length > MAX_DISPLAY_PERIODS) {
    errors.push({ path: 'displaySchedule', message: DEVICE_SETTINGS_MESSAGES.tooManyPeriods });
    return errors;
  }
  const valid: { index: number; period: DisplayPeriod }[] = [];
  displaySchedule.forEach((period, index) => {
    const problems = periodErrors(period, `displaySchedule.${index}`);
    errors.push(...problems);
    if (problems.length > 0) return;
    const earlier = valid.find((other) => spansOverlap(weekSpan(other.period), weekSpan(period)));
    if (earlier)
      errors.push({
        path: `displaySchedule.${index}.start`,
        message: `Overlaps ${describeDisplayPeriod(earlier.period)}; join them into one period`,
      });
    else valid.push({ index, period });
  });
  return errors;
}

function periodErrors(period: DisplayPeriod, path: string): SettingsFieldError[] {
  const errors: SettingsFieldError[] = [];
  if (!(WEEKDAYS as readonly string[]).includes(period.day))
    errors.push({ path: `${path}.day`, message: DEVICE_SETTINGS_MESSAGES.day });
  const start = minuteOfDay(period.start);
  const end = minuteOfDay(period.end);
  if (start === null)
    errors.push({ path: `${path}.start`, message: DEVICE_SETTINGS_MESSAGES.time });
  else if (start === 1440)
    errors.push({ path: `${path}.start`, message: DEVICE_SETTINGS_MESSAGES.startAtMidnightEnd });
  if (end === null) errors.push({ path: `${path}.end`, message: DEVICE_SETTINGS_MESSAGES.time });
  if (errors.length === 0 && (start === end || (start === 0 && end === 0)))
    errors.push({ path: `${path}.end`, message: DEVICE_SETTINGS_MESSAGES.emptyPeriod });
  return errors;
}

/** The schedule in week order (Monday first, then by start), as it is stored and shown. */
export function sortDisplaySchedule(periods: readonly DisplayPeriod[]): DisplayPeriod[] {
  return [...periods].sort((a, b) => weekSpan(a)[0] - weekSpan(b)[0]);
}

/** Screenshots on a timer: at most one every 5 minutes, at least one a day. */
export const SCREENSHOT_INTERVAL_BOUNDS = { min: 5, max: 1440 } as const;

/** Long enough for every IANA name (the longest is about 32 characters). */
export const MAX_TIME_ZONE_LENGTH = 64;

export const EXTRA_SETTINGS_MESSAGES = {
  timeZone: 'Choose a time zone by its name, such as Europe/Paris',
  screenshotInterval: `Take a screenshot every ${SCREENSHOT_INTERVAL_BOUNDS.min} to ${SCREENSHOT_INTERVAL_BOUNDS.max} minutes (a day)`,
} as const;

/**
 * Whether the text names an IANA time zone this runtime knows ("Europe/Paris", "UTC"). Offsets
 * ("+01:00") are refused: a zone name follows summer time, a fixed offset does not.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > MAX_TIME_ZONE_LENGTH) return false;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The problems of the time zone and screenshot interval, each on its field; empty when valid. */
export function extraSettingsErrors(settings: {
  timeZone?: string | null;
  screenshotIntervalMinutes?: number | null;
}): SettingsFieldError[] {
  const errors: SettingsFieldError[] = [];
  const { timeZone, screenshotIntervalMinutes: minutes } = settings;
  if (timeZone != null && !isIanaTimeZone(timeZone))
    errors.push({ path: 'timeZone', message: EXTRA_SETTINGS_MESSAGES.timeZone });
  const { min, max } = SCREENSHOT_INTERVAL_BOUNDS;
  if (minutes != null && !(Number.isInteger(minutes) && minutes >= min && minutes <= max))
    errors.push({
      path: 'screenshotIntervalMinutes',
      message: EXTRA_SETTINGS_MESSAGES.screenshotInterval,
    });
  return errors;
}
