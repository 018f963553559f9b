import { AUDIENCE_AGE_BANDS, PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { readObjects, readRange, type Bucket, type SummedRow } from './report-repo.js';
import { screensOf, type AudienceScopeKind } from './scopes.js';
import { monthStartMs } from './tables.js';

/** The longest range one query covers: a year, and a day more for a leap year. */
export const MAX_RANGE_DAYS = 366;
/**
 * Ranges up to this many days come by hour: the page's last 24 hours and last 7 days, each with
 * the day ahead it adds. Its last 30 days come by day: 31 points, and for a group of 500 screens
 * 16,000 daily rows to sum instead of 190,000 hourly ones.
 */
export const HOURLY_UP_TO_DAYS = 8;
/**
 * Ranges up to this many days (a quarter) come by day; longer ones by calendar month (UTC), so a
 * year is 12 or 13 points, and a year of a group of hundreds of screens sums about a dozen rows
 * per screen instead of 365.
 */
export const DAILY_UP_TO_DAYS = 92;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function bucketOf(range: { from: number; to: number }): Bucket {
  const length = range.to - range.from;
  if (length <= HOURLY_UP_TO_DAYS * DAY_MS) return 'hour';
  return length <= DAILY_UP_TO_DAYS * DAY_MS ? 'day' : 'month';
}

/** The start of bucket number `at` (hours, days or months since the epoch). */
function startOf(bucket: Bucket, at: number): string {
  const ms = bucket === 'hour' ? at * HOUR_MS : bucket === 'day' ? at * DAY_MS : monthStartMs(at);
  return new Date(ms).toISOString();
}

interface Rollups {
  bucket: Bucket;
  series: SummedRow[];
  totals: SummedRow;
  objects: { label: string; count: number }[];
}

/**
 * The bucket a range comes by, the scopes' series and totals over the buckets that overlap the
 * range, and their most-seen objects: everything a report reads (the benchmark times this).
 */
export async function readRollups(
  { db, dialect }: Pick<AppServices, 'db' | 'dialect'>,
  scopeIds: string[],
  range: { from: number; to: number },
): Promise<Rollups> {
  const bucket = bucketOf(range);
  if (scopeIds.length === 0) return { bucket, series: [], totals: {}, objects: [] };
  const [{ series, totals }, objects] = await Promise.all([
    readRange(db, dialect, bucket, scopeIds, range),
    readObjects(db, scopeIds, range, bucket === 'month'),
  ]);
  return { bucket, series, totals, objects };
}

export interface AudienceQuery {
  from: string;
  to: string;
  scope: AudienceScopeKind;
  scopeId?: string | null;
}

function checkRange(q: AudienceQuery) {
  const from = Date.parse(q.from);
  const to = Date.parse(q.to);
  if (!Number.isFinite(from))
    throw badUserInput('from: not a date', [{ path: 'from', message: 'Not a date' }]);
  if (!Number.isFinite(to))
    throw badUserInput('to: not a date', [{ path: 'to', message: 'Not a date' }]);
  if (to <= from)
    throw badUserInput('to: must be after from', [{ path: 'to', message: 'Must be after from' }]);
  if (to - from > MAX_RANGE_DAYS * DAY_MS) {
    const message = `At most ${MAX_RANGE_DAYS} days`;
    throw badUserInput(`to: ${message}`, [{ path: 'to', message }]);
  }
  return { from, to };
}

const n = (v: unknown) => Number(v ?? 0);

/** The range's totals: people and gender from the series, the rest from the totals row. */
function totalsOf({ series, totals }: Rollups) {
  const sum = (k: string) => series.reduce((acc, r) => acc + n(r[k]), 0);
  const dwellN = n(totals.dwell_n);
  return {
    totalPeople: sum('people'),
    male: sum('male'),
    female: sum('female'),
    ages: AUDIENCE_AGE_BANDS.map((band, i) => ({
      label: band.label,
      people: n(totals[`age${i}`]),
    })),
    dwellSeconds: dwellN > 0 ? n(totals.dwell_s) / dwellN : null,
  };
}

/**
 * The audience of the account's screens, the ones of a screen group or a location (space), or
 * one screen, over at most a year: hour by hour up to 8 days, day by day up to a quarter, month
 * by month beyond. Every bucket that overlaps the range counts whole. Every count is
 * people-minutes: each minute's most people seen at once, summed. Needs sensor analytics read.
 */
export async function audienceReport(app: AppServices, scope: Scope, q: AudienceQuery) {
  assertPermission(scope, PERMISSIONS.integrations.sensorAnalyticsRead);
  const range = checkRange(q);
  const { scopeIds, screenCount } = await screensOf(app.db, scope.accountId, q.scope, q.scopeId);
  const rollups = await readRollups(app, scopeIds, range);
  const { bucket, series, totals, objects } = rollups;
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    people:
      bucket === 'hour'
        ? series.filter((r) => n(r.at) % 24 === hour).reduce((acc, r) => acc + n(r.people), 0)
        : n(totals[`h${hour}`]),
  }));
  return {
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    bucket,
    screenCount,
    ...totalsOf(rollups),
    series: series.map((r) => ({
      at: startOf(bucket, n(r.at)),
      people: n(r.people),
      male: n(r.male),
      female: n(r.female),
      minutes: n(r.minutes),
    })),
    objects,
    hours,
  };
}
