import type { TimingRuleV2, TimingRulesV1, TimeRange, WeekDays } from '../model/index.js';
import { WEEKDAY_KEYS } from '../model/index.js';
import { parseTimeOfDay, type LocalParts } from './localTime.js';

/** What the rules of an item say at a moment. */
export type RuleStatus = 'off' | 'on' | 'priority';

/** A time range as [start, end) seconds of the day; end may be past midnight (overnight). */
export interface SecondsRange {
  start: number;
  end: number;
}

interface CompiledV2Rule {
  days: readonly boolean[] | null;
  dates: ReadonlyArray<readonly [string, string]>;
  times: readonly SecondsRange[];
  isPlaying: boolean;
  isPriority: boolean;
}

/** An item's timing rules, parsed once so evaluating them per segment is arithmetic only. */
export interface CompiledRules {
  v1: { days: readonly boolean[] | null; time: SecondsRange | null } | null;
  v2: readonly CompiledV2Rule[];
}

export const NO_RULES: CompiledRules = { v1: null, v2: [] };

const dayFlags = (weekDays: WeekDays | undefined): boolean[] | null =>
  weekDays ? WEEKDAY_KEYS.map((key) => weekDays[key] === true) : null;

/** Inclusive end: "17:00" covers the whole 17:00 minute, "17:00:30" that second. */
export function secondsRange(range: TimeRange): SecondsRange {
  const start = parseTimeOfDay(range.start).seconds;
  const end = parseTimeOfDay(range.end);
  let endExclusive = end.seconds + end.resolution;
  if (endExclusive <= start) endExclusive += 86_400;
  return { start, end: endExclusive };
}

export function compileRules(
  v1: TimingRulesV1 | null | undefined,
  v2: readonly TimingRuleV2[] | null | undefined,
): CompiledRules {
  const hasV1 = !!v1 && (v1.weekDays !== undefined || !!v1.timeRange);
  return {
    v1: hasV1
      ? { days: dayFlags(v1.weekDays), time: v1.timeRange ? secondsRange(v1.timeRange) : null }
      : null,
    v2: (v2 ?? []).map((rule) => ({
      days:
        rule.mode === 'weekly' ? (dayFlags(rule.weekDays) ?? WEEKDAY_KEYS.map(() => false)) : null,
      dates: (rule.dateRangesV2 ?? []).map((r) => [r.start, r.end] as const),
      times: (rule.timeRangesV2 ?? []).map(secondsRange),
      isPlaying: rule.isPlaying !== false,
      isPriority: rule.isPriority === true,
    })),
  };
}

export const inTimeRange = (range: SecondsRange, second: number): boolean =>
  (second >= range.start && second < range.end) ||
  (range.end > 86_400 && second < range.end - 86_400);

function v2Matches(rule: CompiledV2Rule, at: LocalParts): boolean {
  if (rule.days && !rule.days[at.weekday]) return false;
  if (rule.dates.length && !rule.dates.some(([s, e]) => at.date >= s && at.date <= e)) return false;
  if (rule.times.length && !rule.times.some((r) => inTimeRange(r, at.secondOfDay))) return false;
  return true;
}

/**
 * No rules: on. V1: the weekday and the time range must allow the moment. V2: a matching rule
 * with isPlaying false excludes the item; if the item has rules that allow playing, one of
 * them must match (a list of exclusions only plays outside them); a matching isPriority rule
 * puts the item in its zone's priority set.
 */
export function evaluateRules(rules: CompiledRules, at: LocalParts): RuleStatus {
  const { v1, v2 } = rules;
  if (v1) {
    if (v1.days && !v1.days[at.weekday]) return 'off';
    if (v1.time && !inTimeRange(v1.time, at.secondOfDay)) return 'off';
  }
  if (v2.length === 0) return 'on';
  let positives = 0;
  let matched = false;
  let priority = false;
  for (const rule of v2) {
    if (rule.isPlaying) positives++;
    if (!v2Matches(rule, at)) continue;
    if (!rule.isPlaying) return 'off';
    matched = true;
    if (rule.isPriority) priority = true;
  }
  if (positives > 0 && !matched) return 'off';
  return priority ? 'priority' : 'on';
}

/** Seconds of the day at which any of these rules can change state (besides midnight). */
export function ruleBoundarySeconds(rules: CompiledRules, into: Set<number>): void {
  const add = (r: SecondsRange) => {
    into.add(r.start % 86_400);
    into.add(r.end % 86_400);
  };
  if (rules.v1?.time) add(rules.v1.time);
  for (const rule of rules.v2) rule.times.forEach(add);
}
