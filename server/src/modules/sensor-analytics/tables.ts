// This module's tables (migrations 0031-sensor-analytics and 0034-audience-months), joined to
// the database's type by declaration merging so that the module stays one folder.

/** The counts a minute, an hour, a day and a month share; each rollup sums its minutes. */
export interface AudienceCounts {
  people: number;
  male: number;
  female: number;
  age0: number;
  age1: number;
  age2: number;
  age3: number;
  age4: number;
  age5: number;
  age6: number;
  dwell_s: number;
  dwell_n: number;
  /** Minutes with a report (1 for a minute row). */
  minutes: number;
}

export interface AudienceMinutesTable extends AudienceCounts {
  device_id: string;
  /** Minutes since the epoch (UTC). */
  minute: number;
  account_id: string;
  readings: number;
  /** JSON [{ label, count }]: the most of each object seen at once. */
  objects: string;
}

export interface AudienceHoursTable extends AudienceCounts {
  /** A screen's id, or `account:<id>` for the account's total. */
  scope_id: string;
  /** Hours since the epoch (UTC). */
  hour: number;
  account_id: string;
}

/** People per hour of day (UTC), h0 to h23. */
export type HourOfDayColumn =
  | 'h0'
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'h7'
  | 'h8'
  | 'h9'
  | 'h10'
  | 'h11'
  | 'h12'
  | 'h13'
  | 'h14'
  | 'h15'
  | 'h16'
  | 'h17'
  | 'h18'
  | 'h19'
  | 'h20'
  | 'h21'
  | 'h22'
  | 'h23';
type HourOfDay = Record<HourOfDayColumn, number>;

export interface AudienceDaysTable extends AudienceCounts, HourOfDay {
  scope_id: string;
  /** Days since the epoch (UTC). */
  day: number;
  account_id: string;
}

export interface AudienceDayObjectsTable {
  scope_id: string;
  day: number;
  label: string;
  count: number;
}

/** A calendar month (UTC) of a screen or the account: its days summed (migration 0034). */
export interface AudienceMonthsTable extends AudienceCounts, HourOfDay {
  scope_id: string;
  /** Months since January 1970 (UTC). */
  month: number;
  account_id: string;
}

export interface AudienceMonthObjectsTable {
  scope_id: string;
  month: number;
  label: string;
  count: number;
}

declare module '../../db/schema.js' {
  interface Database {
    audience_minutes: AudienceMinutesTable;
    audience_hours: AudienceHoursTable;
    audience_days: AudienceDaysTable;
    audience_day_objects: AudienceDayObjectsTable;
    audience_months: AudienceMonthsTable;
    audience_month_objects: AudienceMonthObjectsTable;
  }
}

export const COUNT_COLUMNS = [
  'people',
  'male',
  'female',
  'age0',
  'age1',
  'age2',
  'age3',
  'age4',
  'age5',
  'age6',
  'dwell_s',
  'dwell_n',
  'minutes',
] as const satisfies readonly (keyof AudienceCounts)[];

export const accountScope = (accountId: string) => `account:${accountId}`;

const DAY_MS = 86_400_000;

/** The month (since January 1970, UTC) that a day since the epoch falls in. */
export function monthOfDay(day: number): number {
  const date = new Date(day * DAY_MS);
  return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
}

/** The start of a month (since January 1970, UTC), in milliseconds since the epoch. */
export const monthStartMs = (month: number) =>
  Date.UTC(1970 + Math.floor(month / 12), month % 12, 1);
