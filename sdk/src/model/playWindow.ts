import { z } from 'zod';

// A file's play window: the dates between which it may be shown ("Show from", "Show until").
// Both are wall-clock date-times without a zone, because each screen reads them in its own time
// zone, the way schedules and timing rules are read: "Show until 2027-01-01T00:00" ends at
// midnight in Prague on a screen in Prague and at midnight in London on one in London.

/** A wall-clock date and time, "YYYY-MM-DDTHH:mm", read in the screen's time zone. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The parts of a "YYYY-MM-DDTHH:mm" text naming a real calendar day and time; else null. */
export function parseLocalDateTime(text: string): LocalDateTime | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDay =
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  if (!realDay || hour > 23 || minute > 59) return null;
  return { year, month, day, hour, minute };
}

export const localDateTimeSchema = z
  .string()
  .refine((text) => parseLocalDateTime(text) !== null, 'A date and time as YYYY-MM-DDTHH:mm');

/** The words a person reads when a play window is wrong (the console and the server agree). */
export const PLAY_WINDOW_MESSAGES = {
  notADate: 'Enter a date and time',
  untilNotAfterFrom: 'Show until must be later than show from',
} as const;

/**
 * What is wrong with a play window, by field, or null when nothing is. Null ends are open; the
 * texts compare as dates because the format is fixed-width.
 */
export function playWindowProblem(window: {
  validFrom: string | null;
  validUntil: string | null;
}): { field: 'validFrom' | 'validUntil'; message: string } | null {
  const { validFrom, validUntil } = window;
  if (validFrom !== null && !parseLocalDateTime(validFrom))
    return { field: 'validFrom', message: PLAY_WINDOW_MESSAGES.notADate };
  if (validUntil !== null && !parseLocalDateTime(validUntil))
    return { field: 'validUntil', message: PLAY_WINDOW_MESSAGES.notADate };
  if (validFrom !== null && validUntil !== null && validUntil <= validFrom)
    return { field: 'validUntil', message: PLAY_WINDOW_MESSAGES.untilNotAfterFrom };
  return null;
}
