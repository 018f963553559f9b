import { z } from 'zod';

/**
 * Dates and times of day as content writes them: "YYYY-MM-DD" (a day that exists, leap years
 * counted) and "HH:mm" or "HH:mm:ss" (24 h). Each schema words its own message, so the console's
 * fields and the simulator say the same.
 */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
export const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A date-time as schedules store one: date, "T", hours and minutes, optional seconds and zone. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;

/** True for "YYYY-MM-DD" naming a day that exists (2028-02-29 yes, 2026-02-30 no). */
export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** True for an ISO date-time whose date exists, e.g. "2030-01-07T08:00:00.000Z". */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  return match !== null && isCalendarDate(match[1] ?? '');
}

const text = (check: (value: string) => string | undefined) =>
  z.string().superRefine((value, ctx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  });

export const dateMessage = (value: string) =>
  CALENDAR_DATE.test(value)
    ? `"${value}" is not a calendar date`
    : `"${value}" is not a date YYYY-MM-DD`;

export const timeOfDayMessage = (value: string) =>
  `"${value}" is not a time of day HH:mm or HH:mm:ss (00:00 to 23:59:59)`;

/** "YYYY-MM-DD", a real day. */
export const calendarDateSchema = text((v) => (isCalendarDate(v) ? undefined : dateMessage(v)));

/** "HH:mm" or "HH:mm:ss" within the day. */
export const timeOfDaySchema = text((v) => (TIME_OF_DAY.test(v) ? undefined : timeOfDayMessage(v)));

/** A time of day (every day) or one ISO date-time, as schedule timings hold them. */
export const timeOfDayOrDateTimeSchema = text((v) => {
  if (TIME_OF_DAY.test(v) || isDateTime(v)) return undefined;
  const date = /^(\d{4}-\d{2}-\d{2})T/.exec(v)?.[1];
  if (date && !isCalendarDate(date)) return dateMessage(date);
  return `"${v}" is not a time of day HH:mm or HH:mm:ss, nor an ISO date-time`;
});
