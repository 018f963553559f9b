import { useEffect, useState } from 'react';

/**
 * A forecast day starts at midnight at the place. Without the place's time zone it is read at
 * the place's midday instead, whose calendar date is the same in the device's time zone for
 * any screen less than 12 hours away.
 */
const HALF_DAY_MS = 12 * 3_600_000;

/** How to read a forecast day's date: in the place's zone, or the device's at midday. */
interface DayReading {
  at: Date;
  timeZone: string | undefined;
}

function isZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function readingOf(dateTimestamp: number, timeZone: string | null | undefined): DayReading {
  return timeZone && isZone(timeZone)
    ? { at: new Date(dateTimestamp), timeZone }
    : { at: new Date(dateTimestamp + HALF_DAY_MS), timeZone: undefined };
}

/** A calendar day as a comparable number (yyyymmdd), in `timeZone` or the device's. */
function dayNumber({ at, timeZone }: DayReading): number {
  const part = (type: string, parts: Intl.DateTimeFormatPart[]) =>
    Number(parts.find((p) => p.type === type)?.value);
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  return part('year', parts) * 10_000 + part('month', parts) * 100 + part('day', parts);
}

/**
 * Which entry of a forecast is today on the device: the first that is not in the past. Kept
 * data (a screen offline for a day) thus still starts from today, not from the day it was
 * fetched. -1 when every day is past: there is no weather worth showing.
 */
export function todayIndex(
  days: readonly { dateTimestamp: number }[],
  nowMs: number,
  timeZone?: string | null,
): number {
  const today = dayNumber({ at: new Date(nowMs), timeZone: undefined });
  return days.findIndex((day) => dayNumber(readingOf(day.dateTimestamp, timeZone)) >= today);
}

/** A language code Intl knows, else English (an account's code is a plain "cs", "de"...). */
function localeOf(languageCode: string | undefined): string {
  if (!languageCode) return 'en';
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([languageCode])[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** How a day is named: its language, and the place's time zone when known. */
export interface DayNaming {
  languageCode?: string;
  timeZone?: string | null;
}

export function dayName(dateTimestamp: number, naming: DayNaming, short = false): string {
  const { at, timeZone } = readingOf(dateTimestamp, naming.timeZone);
  return at.toLocaleDateString(localeOf(naming.languageCode), {
    timeZone,
    weekday: short ? 'short' : 'long',
  });
}

export function dateLabel(dateTimestamp: number, naming: DayNaming): string {
  const { at, timeZone } = readingOf(dateTimestamp, naming.timeZone);
  return at.toLocaleDateString(localeOf(naming.languageCode), {
    timeZone,
    day: 'numeric',
    month: 'long',
  });
}

/** The device's time, moved on at each local midnight, so "today" turns with the date. */
export function useToday(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const at = new Date(now);
    const nextMidnight = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1).getTime();
    const timer = setTimeout(() => setNow(Date.now()), Math.max(1000, nextMidnight - now));
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
