import type { AudienceReport, TriggerRules } from '../model/index.js';
import type { CompiledEntry } from './compile.js';

const genderMatches = (wanted: string | undefined, seen: string | undefined) =>
  !wanted || wanted === 'any' || wanted === seen;

const overlaps = (a: { min: number; max: number }, b: { min: number; max: number }) =>
  a.min <= b.max && b.min <= a.max;

/** Whether an audience report fires a trigger rule. */
export function triggerMatches(rules: TriggerRules, report: AudienceReport | null): boolean {
  if (!report) return false;
  if (rules.type === 'audience-sensor') {
    const target = rules.audienceTarget;
    const byCategory = report.categories.some(
      (c) =>
        c.count > 0 &&
        genderMatches(target.gender, c.gender) &&
        (!target.ageRange || !c.ageRange || overlaps(target.ageRange, c.ageRange)),
    );
    // A detector may report people as objects with a gender and an age.
    const byObject = report.objects.some(
      (o) =>
        o.count > 0 &&
        (o.gender !== undefined || o.age !== undefined) &&
        genderMatches(target.gender, o.gender) &&
        (!target.ageRange ||
          o.age === undefined ||
          (o.age >= target.ageRange.min && o.age <= target.ageRange.max)),
    );
    return byCategory || byObject;
  }
  const target = rules.objectDetectionTarget;
  let count = 0;
  for (const o of report.objects) {
    const byName =
      target.labelName !== undefined &&
      o.labelName?.toLowerCase() === target.labelName.toLowerCase();
    const byIndex = target.labelIndex !== undefined && o.labelIndex === target.labelIndex;
    if (byName || byIndex) count += o.count;
  }
  return count >= target.minCount;
}

/**
 * Picks the triggered candidate to play: each candidate's priority share minus its share of
 * the playback time the candidates have had so far (by history key); the biggest deficit wins
 * (ties: zone order).
 */
export function rankTriggered(
  candidates: readonly CompiledEntry[],
  playedMs: ReadonlyMap<string, number>,
): CompiledEntry | null {
  if (candidates.length === 0) return null;
  let prioritySum = 0;
  let playedSum = 0;
  for (const c of candidates) {
    prioritySum += c.trigger?.settings.priority ?? 1;
    playedSum += playedMs.get(c.historyKey) ?? 0;
  }
  let best: CompiledEntry | null = null;
  let bestDeficit = -Infinity;
  for (const c of candidates) {
    const target = prioritySum > 0 ? (c.trigger?.settings.priority ?? 1) / prioritySum : 0;
    const share = playedSum > 0 ? (playedMs.get(c.historyKey) ?? 0) / playedSum : 0;
    const deficit = target - share;
    if (deficit > bestDeficit + 1e-12) {
      best = c;
      bestDeficit = deficit;
    }
  }
  return best;
}
