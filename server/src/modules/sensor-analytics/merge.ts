import type { AudienceMinute } from '@marquee/sdk/model';
import { COUNT_COLUMNS, type AudienceCounts } from './tables.js';

export type Counts = Record<(typeof COUNT_COLUMNS)[number], number>;

/** One minute as stored: its counts and its objects by label. */
export interface MinuteCounts {
  counts: Counts;
  readings: number;
  objects: Map<string, number>;
}

export const zeroCounts = (): Counts =>
  Object.fromEntries(COUNT_COLUMNS.map((c) => [c, 0])) as Counts;

export function fromInput(m: AudienceMinute): MinuteCounts {
  const ages = Object.fromEntries(m.ages.map((n, i) => [`age${i}`, n]));
  return {
    counts: {
      ...zeroCounts(),
      ...ages,
      people: m.people,
      male: m.male,
      female: m.female,
      dwell_s: m.dwellSeconds,
      dwell_n: m.dwellReadings,
      minutes: 1,
    },
    readings: m.readings,
    objects: new Map(m.objects.map((o) => [o.label, o.count])),
  };
}

export function fromRow(row: AudienceCounts & { readings: number; objects: string }): MinuteCounts {
  const counts = zeroCounts();
  for (const c of COUNT_COLUMNS) counts[c] = Number(row[c]);
  let objects = new Map<string, number>();
  try {
    const parsed = JSON.parse(row.objects) as { label: string; count: number }[];
    objects = new Map(parsed.map((o) => [o.label, o.count]));
  } catch {
    // A row this module wrote is always valid JSON; an unreadable one counts no objects.
  }
  return { counts, readings: Number(row.readings), objects };
}

/**
 * Two reports of one minute (a minute split by a restart, or the same page sent again) merge to
 * the larger of each count. Taking the larger is idempotent and order-free, so a replay or a
 * race of two copies stores the same minute as one delivery.
 */
export function mergeMinutes(a: MinuteCounts, b: MinuteCounts): MinuteCounts {
  const counts = zeroCounts();
  for (const c of COUNT_COLUMNS) counts[c] = Math.max(a.counts[c], b.counts[c]);
  const objects = new Map(a.objects);
  for (const [label, n] of b.objects) objects.set(label, Math.max(objects.get(label) ?? 0, n));
  return { counts, readings: Math.max(a.readings, b.readings), objects };
}

/** What merging changed, column by column and label by label; the rollups add exactly this. */
export function minuteDelta(before: MinuteCounts | undefined, after: MinuteCounts) {
  const counts = zeroCounts();
  let changed = false;
  for (const c of COUNT_COLUMNS) {
    counts[c] = after.counts[c] - (before?.counts[c] ?? 0);
    if (counts[c] !== 0) changed = true;
  }
  const objects = new Map<string, number>();
  for (const [label, n] of after.objects) {
    const d = n - (before?.objects.get(label) ?? 0);
    if (d === 0) continue;
    objects.set(label, d);
    changed = true;
  }
  return { counts, objects, changed };
}

export const objectsJson = (objects: Map<string, number>) =>
  JSON.stringify([...objects].map(([label, count]) => ({ label, count })));
