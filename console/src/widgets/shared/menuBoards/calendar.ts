// The menu board calendar: a month grid whose weeks start on Monday; the days of the month shown
// can be chosen, and the calendar moves a month back or forward.

export interface CalendarDay {
  /** YYYY-MM-DD, the form of a daily board's menuDate. */
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as YYYY-MM-DD. */
export const isoDay = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The month of a local date as YYYY-MM (what menuBoardDates asks for). */
export const isoMonth = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

/** Monday 0 … Sunday 6. */
const mondayIndex = (d: Date): number => (d.getDay() + 6) % 7;

/** The weeks (Monday to Sunday) covering the month of `today`, with the neighbours' days. */
export function monthWeeks(today: Date): CalendarDay[][] {
  const year = today.getFullYear();
  const month = today.getMonth();
  const first = new Date(year, month, 1);
  const start = new Date(year, month, 1 - mondayIndex(first));
  const weeks: CalendarDay[][] = [];
  for (let cursor = start; ;) {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push({
        date: isoDay(cursor),
        dayOfMonth: cursor.getDate(),
        inMonth: cursor.getMonth() === month && cursor.getFullYear() === year,
      });
      cursor = new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1);
    }
    weeks.push(week);
    if (cursor.getMonth() !== month) return weeks;
  }
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Whether a YYYY-MM-DD day is one of the month shown, which the calendar lets the user choose. */
export const isSelectableDay = (date: string, month: Date): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date.startsWith(`${isoMonth(month)}-`);

/** The first day of a date's month. */
export const monthOf = (d: Date): Date => new Date(d.getFullYear(), d.getMonth(), 1);

/** The first day of the month `count` months after `d`'s (before, when negative). */
export const addMonths = (d: Date, count: number): Date =>
  new Date(d.getFullYear(), d.getMonth() + count, 1);

/** "November 2026". */
export const monthLabel = (d: Date): string =>
  d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' });
