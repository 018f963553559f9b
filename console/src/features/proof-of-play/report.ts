import type { ProofOfPlayEntityType } from '../../graphql/generated';

const ENTITY_TYPES: readonly ProofOfPlayEntityType[] = [
  'playlist',
  'scene',
  'file',
  'device',
  'item',
];

export const isEntityType = (value: string): value is ProofOfPlayEntityType =>
  (ENTITY_TYPES as readonly string[]).includes(value);

/** 3725 -> "1 h 2 min 5 s"; 42 -> "42 s". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', s % 60 || s === 0 ? `${s % 60} s` : ''];
  return parts.filter(Boolean).join(' ');
}

/** Where the report lives: /data-integrations/proof-of-play/{entityType}/{entityId} … */
const PROOF_OF_PLAY_HOME = '/data-integrations/proof-of-play';

/**
 * … or /data-integrations/proof-of-play?playlistId=… (fileId, deviceId, sceneId, itemId): the
 * same report, for a link that would rather not build a path. from and to (YYYY-MM-DD,
 * inclusive) narrow the days on either form.
 */
const REPORT_QUERY_PARAMS: Readonly<Record<ProofOfPlayEntityType, string>> = {
  playlist: 'playlistId',
  file: 'fileId',
  device: 'deviceId',
  scene: 'sceneId',
  item: 'itemId',
};

export interface ReportSubject {
  entityType: ProofOfPlayEntityType;
  entityId: string;
}

/** The first of playlistId, fileId, deviceId, sceneId, itemId the address carries. */
export function subjectFromQuery(params: URLSearchParams): ReportSubject | null {
  for (const entityType of ENTITY_TYPES) {
    const entityId = params.get(REPORT_QUERY_PARAMS[entityType])?.trim();
    if (entityId) return { entityType, entityId };
  }
  return null;
}

/** The report's address for a subject, with the day range when there is one. */
export function reportPath(
  { entityType, entityId }: ReportSubject,
  range: { from?: string; to?: string } = {},
): string {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${PROOF_OF_PLAY_HOME}/${entityType}/${encodeURIComponent(entityId)}${search}`;
}

/** A YYYY-MM-DD day from the address, or '' when it is missing or malformed. */
export const dayParam = (value: string | null): string =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';

interface PlayRow {
  deviceId: string;
  deviceName?: string | null;
  day: string;
  plays: number;
}

interface DayPlays {
  day: string;
  plays: number;
}

/** Plays per day over all screens, oldest day first (the report's rows come newest first). */
export function playsByDay(rows: readonly PlayRow[]): DayPlays[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.plays);
  return [...byDay]
    .map(([day, plays]) => ({ day, plays }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

interface ScreenPlays {
  deviceId: string;
  screen: string;
  plays: number;
}

/** Plays per screen over the whole range, most played first, then by name. */
export function playsByScreen(rows: readonly PlayRow[]): ScreenPlays[] {
  const byScreen = new Map<string, ScreenPlays>();
  for (const row of rows) {
    const current = byScreen.get(row.deviceId);
    if (current) current.plays += row.plays;
    else
      byScreen.set(row.deviceId, {
        deviceId: row.deviceId,
        screen: row.deviceName ?? row.deviceId,
        plays: row.plays,
      });
  }
  return [...byScreen.values()].sort(
    (a, b) => b.plays - a.plays || a.screen.localeCompare(b.screen),
  );
}
