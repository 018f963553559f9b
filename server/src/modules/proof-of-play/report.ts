import { dateMessage, isCalendarDate, PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { findEntityName } from '../playable-content/entities.js';
import { impressionsByDeviceDay } from './impressions.js';
import { findDeviceName, reportRows } from './repo.js';

export const ENTITY_TYPES = ['playlist', 'scene', 'file', 'device', 'item'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export interface ReportQuery {
  entityType: EntityType;
  entityId: string;
  from?: string | null;
  to?: string | null;
}

function checkReportQuery(q: ReportQuery) {
  if (!ENTITY_TYPES.includes(q.entityType))
    throw badUserInput('Unknown entity type', [{ path: 'entityType', message: 'Unknown' }]);
  // A day that does not exist (2026-02-30) is refused, not read as an empty report.
  for (const key of ['from', 'to'] as const) {
    const value = q[key];
    if (!value || isCalendarDate(value)) continue;
    const message = dateMessage(value);
    throw badUserInput(`${key}: ${message}`, [{ path: key, message }]);
  }
}

async function buildReport(
  { db, dialect }: Pick<AppServices, 'db' | 'dialect'>,
  accountId: string,
  q: ReportQuery,
) {
  checkReportQuery(q);
  const subject = {
    accountId,
    entityType: q.entityType,
    entityId: q.entityId,
    from: q.from ?? undefined,
    to: q.to ?? undefined,
  };
  const seen = await impressionsByDeviceDay(db, dialect, subject);
  const rows = (await reportRows(db, subject)).map((r) => ({
    ...r,
    impressions: seen.get(`${r.deviceId}|${r.day}`) ?? 0,
  }));
  const entityName =
    q.entityType === 'device'
      ? ((await findDeviceName(db, accountId, q.entityId)) ?? null)
      : q.entityType === 'item'
        ? null
        : ((await findEntityName(db, accountId, null, q.entityType, q.entityId)) ?? null);
  const search = new URLSearchParams();
  if (q.from) search.set('from', q.from);
  if (q.to) search.set('to', q.to);
  const query = search.size > 0 ? `?${search.toString()}` : '';
  return {
    entityType: q.entityType,
    entityId: q.entityId,
    entityName,
    totalPlays: rows.reduce((n, r) => n + r.plays, 0),
    totalDurationSeconds: rows.reduce((n, r) => n + r.durationSeconds, 0),
    totalImpressions: rows.reduce((n, r) => n + r.impressions, 0),
    rows,
    csvPath: `/api/proof-of-play/${q.entityType}/${encodeURIComponent(q.entityId)}.csv${query}`,
  };
}

export type ProofOfPlayReport = Awaited<ReturnType<typeof buildReport>>;

/**
 * Plays of one entity of the scope's account by device and day, counted over every space of the
 * account. Needs device read permission.
 */
export function proofOfPlayReport(app: AppServices, scope: Scope, q: ReportQuery) {
  assertPermission(scope, PERMISSIONS.device.read);
  return buildReport(app, scope.accountId, q);
}

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so spreadsheets never run it as a formula. */
function csvCell(value: string | number | null): string {
  let text = value == null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function reportCsv(report: ProofOfPlayReport): string {
  const lines = [['day', 'deviceId', 'deviceName', 'plays', 'durationSeconds', 'seenBy']];
  for (const r of report.rows)
    lines.push([
      r.day,
      r.deviceId,
      r.deviceName ?? '',
      String(r.plays),
      String(r.durationSeconds),
      String(r.impressions),
    ]);
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
