import {
  TIMING_MESSAGES,
  WEEKDAY_KEYS,
  calendarDateSchema,
  timeOfDaySchema,
  timingFormSchema,
  timingRulesV2Schema,
  type TimingMode,
  type TimingRuleV2,
  type WeekdayKey,
} from '@marquee/sdk/model';

// The timing form's messages and the format messages come from the sdk's schemas, the ones the
// server and the simulator validate with, so an operator reads the same words everywhere.
export { TIMING_MESSAGES };

// Messages only the form needs, worded like the spec's.
const FORM_MESSAGES = {
  required: 'Required',
  dateOrder: 'Start date must not be after end date',
} as const;

/** The schema's message for a value it refuses; undefined when it accepts the value. */
function refusal(schema: typeof timeOfDaySchema, value: string): string | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** A range as typed: the text of its two fields. */
export interface RangeDraft {
  start: string;
  end: string;
}

/** One V2 timing rule as the form holds it. */
export interface RuleDraft {
  mode: TimingMode;
  weekDays: Record<WeekdayKey, boolean>;
  dateRanges: RangeDraft[];
  timeRanges: RangeDraft[];
  isPlaying: boolean;
  isPriority: boolean;
}

export interface RangeErrors {
  start?: string;
  end?: string;
}

export interface RuleErrors {
  dateRanges: RangeErrors[];
  timeRanges: RangeErrors[];
}

const noDays = (): Record<WeekdayKey, boolean> =>
  Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, false])) as Record<WeekdayKey, boolean>;

export const newRuleDraft = (): RuleDraft => ({
  mode: 'always',
  weekDays: noDays(),
  dateRanges: [],
  timeRanges: [],
  isPlaying: true,
  isPriority: false,
});

/** The form's drafts of an item's stored rules (read with the sdk schema, legacy lists folded in). */
export function ruleDraftsOf(stored: unknown): RuleDraft[] {
  if (stored === null || stored === undefined) return [];
  const parsed = timingRulesV2Schema.safeParse(stored);
  if (!parsed.success) return [];
  return parsed.data.map((rule) => ({
    mode: rule.mode,
    weekDays: { ...noDays(), ...rule.weekDays },
    dateRanges: (rule.dateRangesV2 ?? []).map(({ start, end }) => ({ start, end })),
    timeRanges: (rule.timeRangesV2 ?? []).map(({ start, end }) => ({ start, end })),
    isPlaying: rule.isPlaying !== false,
    isPriority: rule.isPriority === true,
  }));
}

/** Seconds since midnight of "H:mm", "HH:mm" or "HH:mm:ss", signed; NaN when unreadable. */
function secondsOfDay(text: string): number {
  const match = /^(-?)(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const sign = match[1] ? -1 : 1;
  return sign * (Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0));
}

/** "9:05" -> "09:05": the sdk schema wants two-digit hours. */
const canonicalTime = (text: string) => {
  const trimmed = text.trim();
  return /^\d:/.test(trimmed) ? `0${trimmed}` : trimmed;
};

/**
 * Checks one start/end pair of seconds with the sdk's timingFormSchema (neither negative, then
 * start before end); empty when valid.
 */
export function validateTimingForm(start: number, end: number): RangeErrors {
  const errors: RangeErrors = {};
  const parsed = timingFormSchema.safeParse({ start, end });
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0];
    if ((key === 'start' || key === 'end') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

function timeRangeErrors(range: RangeDraft): RangeErrors {
  const field = (text: string): string | undefined => {
    if (!text.trim()) return FORM_MESSAGES.required;
    if (Number.isNaN(secondsOfDay(text))) return refusal(timeOfDaySchema, canonicalTime(text));
    return undefined;
  };
  const errors: RangeErrors = {};
  const startProblem = field(range.start);
  const endProblem = field(range.end);
  if (startProblem) errors.start = startProblem;
  if (endProblem) errors.end = endProblem;
  if (startProblem || endProblem) return errors;
  const start = secondsOfDay(range.start);
  const end = secondsOfDay(range.end);
  const order = validateTimingForm(start, end);
  if (order.start || order.end) return order;
  // Readable but past the day (e.g. 25:00): the schema's format message says what is wanted.
  const startFormat = refusal(timeOfDaySchema, canonicalTime(range.start));
  const endFormat = refusal(timeOfDaySchema, canonicalTime(range.end));
  if (startFormat) errors.start = startFormat;
  if (endFormat) errors.end = endFormat;
  return errors;
}

function dateRangeErrors(range: RangeDraft): RangeErrors {
  const errors: RangeErrors = {};
  for (const key of ['start', 'end'] as const) {
    const text = range[key].trim();
    const problem = text ? refusal(calendarDateSchema, text) : FORM_MESSAGES.required;
    if (problem) errors[key] = problem;
  }
  if (!errors.start && !errors.end && range.start.trim() > range.end.trim())
    errors.end = FORM_MESSAGES.dateOrder;
  return errors;
}

export function validateRuleDraft(draft: RuleDraft): RuleErrors {
  return {
    dateRanges: draft.dateRanges.map(dateRangeErrors),
    timeRanges: draft.timeRanges.map(timeRangeErrors),
  };
}

const hasErrors = (errors: RuleErrors) =>
  [...errors.dateRanges, ...errors.timeRanges].some((e) => e.start || e.end);

function ruleOf(draft: RuleDraft): Record<string, unknown> {
  const rule: Record<string, unknown> = { mode: draft.mode };
  if (draft.mode === 'weekly') rule.weekDays = { ...draft.weekDays };
  if (draft.dateRanges.length)
    rule.dateRangesV2 = draft.dateRanges.map((r) => ({ start: r.start.trim(), end: r.end.trim() }));
  if (draft.timeRanges.length)
    rule.timeRangesV2 = draft.timeRanges.map((r) => ({
      start: canonicalTime(r.start),
      end: canonicalTime(r.end),
    }));
  rule.isPlaying = draft.isPlaying;
  rule.isPriority = draft.isPriority;
  return rule;
}

type RulesResult = { ok: true; rules: TimingRuleV2[] } | { ok: false; errors: RuleErrors[] };

/**
 * The rules to store, or the form's errors. What is stored always passes the sdk schema the
 * server and the engine read with, so the form never saves what a player would reject.
 */
export function rulesOf(drafts: readonly RuleDraft[]): RulesResult {
  const errors = drafts.map(validateRuleDraft);
  if (errors.some(hasErrors)) return { ok: false, errors };
  const parsed = timingRulesV2Schema.safeParse(drafts.map(ruleOf));
  if (!parsed.success) return { ok: false, errors };
  return { ok: true, rules: parsed.data };
}
