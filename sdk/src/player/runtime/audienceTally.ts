import {
  AUDIENCE_AGE_BANDS,
  AUDIENCE_MAX_OBJECT_LABELS,
  type AudienceMinute,
  type AudienceReport,
} from '../../model/index.js';

/** A minute being counted: everything of an AudienceMinute but its id. */
export type MinuteTally = Omit<AudienceMinute, 'id'>;

const MINUTE_MS = 60_000;
const PERSON = 'person';

export const minuteStart = (t: number) => Math.floor(t / MINUTE_MS) * MINUTE_MS;

function bandOf(min: number, max: number): number {
  const middle = (min + max) / 2;
  const index = AUDIENCE_AGE_BANDS.findIndex((band) => middle <= band.max);
  return index < 0 ? AUDIENCE_AGE_BANDS.length - 1 : index;
}

interface ReadingCounts {
  people: number;
  male: number;
  female: number;
  ages: number[];
  objects: Map<string, number>;
  dwell: number | null;
}

/**
 * What one reading counts. People are its categories when it has any (a camera that tells
 * gender and age), else its objects labelled "person" (a detector). Only counts: a report
 * carries no picture, and none is kept.
 */
export function countReading(report: AudienceReport): ReadingCounts {
  const ages: number[] = AUDIENCE_AGE_BANDS.map(() => 0);
  const objects = new Map<string, number>();
  let male = 0;
  let female = 0;
  let categoryPeople = 0;
  const dwells: number[] = [];
  for (const c of report.categories) {
    categoryPeople += c.count;
    if (c.gender === 'male') male += c.count;
    if (c.gender === 'female') female += c.count;
    if (c.ageRange) {
      const band = bandOf(c.ageRange.min, c.ageRange.max);
      ages[band] = (ages[band] ?? 0) + c.count;
    }
    if (c.dwellSeconds !== undefined && c.count > 0) dwells.push(c.dwellSeconds);
  }
  let detectedPeople = 0;
  for (const o of report.objects) {
    const label = (o.labelName ?? (o.labelIndex !== undefined ? `#${o.labelIndex}` : '')).slice(
      0,
      64,
    );
    if (!label) continue;
    objects.set(label, (objects.get(label) ?? 0) + o.count);
    if (label === PERSON) detectedPeople += o.count;
    if (o.dwellSeconds !== undefined && label === PERSON && o.count > 0)
      dwells.push(o.dwellSeconds);
  }
  const people = report.categories.length > 0 ? categoryPeople : detectedPeople;
  const dwell = dwells.length > 0 ? dwells.reduce((a, b) => a + b, 0) / dwells.length : null;
  return { people, male, female, ages, objects, dwell };
}

export function emptyTally(minuteMs: number): MinuteTally {
  return {
    minute: new Date(minuteMs).toISOString(),
    readings: 0,
    people: 0,
    male: 0,
    female: 0,
    ages: AUDIENCE_AGE_BANDS.map(() => 0),
    objects: [],
    dwellSeconds: 0,
    dwellReadings: 0,
  };
}

const cap = (n: number) => Math.min(10_000, Math.round(n));

/**
 * Adds one reading to its minute. Each count is the most seen at once, not a sum of readings:
 * a camera reading five times a second sees the same person three hundred times a minute.
 */
export function addReading(tally: MinuteTally, report: AudienceReport): MinuteTally {
  const r = countReading(report);
  const objects = new Map(tally.objects.map((o) => [o.label, o.count]));
  for (const [label, n] of r.objects) {
    if (!objects.has(label) && objects.size >= AUDIENCE_MAX_OBJECT_LABELS) continue;
    objects.set(label, Math.max(objects.get(label) ?? 0, cap(n)));
  }
  return {
    minute: tally.minute,
    readings: Math.min(100_000, tally.readings + 1),
    people: Math.max(tally.people, cap(r.people)),
    male: Math.max(tally.male, cap(r.male)),
    female: Math.max(tally.female, cap(r.female)),
    ages: tally.ages.map((n, i) => Math.max(n, cap(r.ages[i] ?? 0))),
    objects: [...objects].map(([label, count]) => ({ label, count })),
    dwellSeconds: tally.dwellSeconds + (r.dwell ?? 0),
    dwellReadings: tally.dwellReadings + (r.dwell === null ? 0 : 1),
  };
}
