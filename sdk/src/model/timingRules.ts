import { z } from 'zod';
import { lazySchema } from './lazySchema.js';
import { calendarDateSchema, timeOfDaySchema } from './calendar.js';
import { strictObject } from './strictObject.js';

/**
 * Timing rules of a playlist item: on which days and at which times it plays. An item without
 * rules always plays; V2 rules can also exclude an item or make it a priority item of its zone.
 *
 * Value strings chosen here and used everywhere:
 * - weekday keys: sun, mon, tue, wed, thu, fri, sat (any other key is refused, not dropped);
 * - times of day: "HH:mm" or "HH:mm:ss" (24 h, device local time); dates: "YYYY-MM-DD", a day
 *   that exists;
 * - V2 `mode`: "always" (weekDays ignored) or "weekly" (weekDays must allow the day); upper-case
 *   forms written by older consoles ("WEEKLY") are read and lower-cased;
 * - legacy V2 `dateRanges` / `timeRanges` entries use `from`/`to` (or `start`/`end`); they are read
 *   and normalised into `dateRangesV2` / `timeRangesV2` ({start, end}).
 * Ranges are inclusive at both ends: a date range covers its end day, a time range its end
 * minute (or end second when seconds are given). A time range whose end is before its start runs
 * over midnight.
 */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

// Built on first use: content without these rules (most of it) never builds their schemas.
/** Which weekdays a rule allows; a missing key means not allowed. */
export const weekDaysSchema = lazySchema(() =>
  strictObject({
    sun: z.boolean().optional(),
    mon: z.boolean().optional(),
    tue: z.boolean().optional(),
    wed: z.boolean().optional(),
    thu: z.boolean().optional(),
    fri: z.boolean().optional(),
    sat: z.boolean().optional(),
  }),
);

export const timeRangeSchema = lazySchema(() =>
  strictObject({ start: timeOfDaySchema, end: timeOfDaySchema }),
);
export const dateRangeSchema = lazySchema(() =>
  strictObject({ start: calendarDateSchema, end: calendarDateSchema }),
);

/** Version 1: one weekday map and one time range. */
export const timingRulesV1Schema = lazySchema(() =>
  strictObject({
    weekDays: weekDaysSchema.optional(),
    timeRange: timeRangeSchema.nullable().optional(),
  }),
);

/** Legacy range entries: {from, to} or {start, end}, read as {start, end}. */
const legacyRange = <S extends z.ZodType>(range: S) =>
  z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const { from, to, ...rest } = value as Record<string, unknown>;
    if (from === undefined && to === undefined) return value;
    return { start: from, end: to, ...rest };
  }, range);

export const TIMING_MODES = ['always', 'weekly'] as const;
export type TimingMode = (typeof TIMING_MODES)[number];

const modeSchema = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(TIMING_MODES),
  ),
);

/** Version 2: one rule of a list; absent isPlaying means true, absent isPriority false. */
export const timingRuleV2Schema = lazySchema(() =>
  strictObject({
    mode: modeSchema.default('always'),
    weekDays: weekDaysSchema.optional(),
    dateRangesV2: z.array(dateRangeSchema).optional(),
    timeRangesV2: z.array(timeRangeSchema).optional(),
    dateRanges: z.array(legacyRange(dateRangeSchema)).optional(),
    timeRanges: z.array(legacyRange(timeRangeSchema)).optional(),
    isPlaying: z.boolean().optional(),
    isPriority: z.boolean().optional(),
  }).transform(({ dateRanges, timeRanges, ...rule }) => {
    // Legacy lists are folded into the V2 ones, so the engine reads one shape only.
    const out = { ...rule };
    if (dateRanges) out.dateRangesV2 = [...(rule.dateRangesV2 ?? []), ...dateRanges];
    if (timeRanges) out.timeRangesV2 = [...(rule.timeRangesV2 ?? []), ...timeRanges];
    return out;
  }),
);

export const timingRulesV2Schema = lazySchema(() => z.array(timingRuleV2Schema));

export type WeekDays = z.infer<typeof weekDaysSchema>;
export type TimeRange = z.infer<typeof timeRangeSchema>;
export type DateRange = z.infer<typeof dateRangeSchema>;
export type TimingRulesV1 = z.infer<typeof timingRulesV1Schema>;
export type TimingRuleV2 = z.infer<typeof timingRuleV2Schema>;
