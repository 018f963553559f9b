import { AUDIENCE_AGE_BANDS, PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { readDays, readHours, readObjects, type SummedRow } from './report-repo.js';
import { screensOf, type AudienceScopeKind } from './scopes.js';

/** The longest range one query covers: a year, and a day more for a leap year. */
export const MAX_RANGE_DAYS = 366;
/** Ranges up to this many days come by hour; longer ones by day. */
export const HOURLY_UP_TO_DAYS = 31;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

function totals(rows: readonly SummedRow[]) {
  const sum = (k: string) => rows.reduce((acc, r) => acc + n(r[k]), 0);
  const dwellN = sum('dwell_n');
  return {
    totalPeople: sum('people'),
    male: sum('male'),
    female: sum('female'),
    ages: AUDIENCE_AGE_BANDS.map((band, i) => ({ label: band.label, people: sum(`age${i}`) })),
    dwellSeconds: dwellN > 0 ? sum('dwell_s') / dwellN : null,
  };
}

/**
 * The audience of the account's screens, the ones of a screen group or a location (space), or
 * one screen, over at most a year: hour by hour up to a month, day by day beyond. Every count is
 * people-minutes: each minute's most people seen at once, summed. Needs sensor analytics read.
 */
export async function audienceReport(app: AppServices, scope: Scope, q: AudienceQuery) {
  assertPermission(scope, PERMISSIONS.integrations.sensorAnalyticsRead);
  const { from, to } = checkRange(q);
  const { scopeIds, screenCount } = await screensOf(app.db, scope.accountId, q.scope, q.scopeId);
  const hourly = to - from <= HOURLY_UP_TO_DAYS * DAY_MS;
  const range = { from, to };
  const rows =
    scopeIds.length === 0
      ? []
      : hourly
        ? await readHours(app.db, scopeIds, range)
        : await readDays(app.db, scopeIds, range);
  const objects = scopeIds.length === 0 ? [] : await readObjects(app.db, scopeIds, range);
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    people: hourly
      ? rows.filter((r) => n(r.at) % 24 === hour).reduce((acc, r) => acc + n(r.people), 0)
      : rows.reduce((acc, r) => acc + n(r[`h${hour}`]), 0),
  }));
  const unit = hourly ? HOUR_MS : DAY_MS;
  return {
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    bucket: hourly ? ('hour' as const) : ('day' as const),
    screenCount,
    ...totals(rows),
    series: rows.map((r) => ({
      at: new Date(n(r.at) * unit).toISOString(),
      people: n(r.people),
      male: n(r.male),
      female: n(r.female),
      minutes: n(r.minutes),
    })),
    objects,
    hours,
  };
}
