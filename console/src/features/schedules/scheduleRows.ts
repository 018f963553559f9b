import { TIME_OF_DAY } from '@marquee/sdk/model';

// The schedule editor's rows. A schedule is a list of playlist timings the player reads top
// down: the first timing that contains a moment decides what plays, so the order of the rows is
// their priority. A row is a day part (times of day, every day) or a date range (one interval
// between two wall-clock date-times). The default is a last row that covers the whole day, so it
// plays whenever no row above does; the editor keeps it last.

export interface DraftRow {
  /** Stable across moves, so a row keeps its focus and fields when it changes place. */
  key: string;
  _id?: string;
  timeFrom: string;
  timeTo: string;
  playlistId: string;
  /**
   * The kind the operator chose, once a field of the row is edited: a date-time field left
   * empty for a moment (its date being typed again) must not turn the row into a day part and
   * drop both dates. Unset: read from the times.
   */
  kind?: RowKind;
}

export type RowKind = 'day-part' | 'date-range';

/** The whole day, both ends included: what the default row holds. */
export const ALL_DAY = { timeFrom: '00:00', timeTo: '23:59:59' } as const;

const WHOLE_DAY_FROM = new Set(['00:00', '00:00:00']);
const WHOLE_DAY_TO = new Set(['23:59', '23:59:59']);

/** A date-time without a zone, as a datetime-local input writes it. */
const WALL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)$/;
/** The same with a year of any length the input takes while it is typed (up to 275760). */
const TYPED_DATE_TIME = /^\d{4,6}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

/**
 * Whether a date range's start or end is a whole date and time: as the input writes it (a
 * four-digit year), or as saved with its zone. An emptied field, or a year still being typed,
 * is not.
 */
export const isWholeDateTime = (text: string): boolean =>
  WALL_DATE_TIME.test(text) ||
  (/^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text)));

export const kindOf = (row: Pick<DraftRow, 'timeFrom' | 'kind'>): RowKind =>
  row.kind ?? (row.timeFrom.includes('T') ? 'date-range' : 'day-part');

export const coversWholeDay = (row: Pick<DraftRow, 'timeFrom' | 'timeTo'>): boolean =>
  WHOLE_DAY_FROM.has(row.timeFrom) && WHOLE_DAY_TO.has(row.timeTo);

let nextKey = 0;
export const newKey = (): string => `row-${++nextKey}`;

/**
 * The saved timings as the editor's rows and its default: a last timing covering the whole day
 * is the default (a whole-day row higher up is an ordinary row that hides those below it).
 */
export function splitTimings(
  timings: readonly { _id?: string; timeFrom: string; timeTo: string; playlistId: string }[],
): { rows: DraftRow[]; fallback: DraftRow | null } {
  const rows: DraftRow[] = timings.map(({ _id, timeFrom, timeTo, playlistId }) => ({
    key: _id ?? newKey(),
    ...(_id ? { _id } : {}),
    timeFrom,
    timeTo,
    playlistId,
  }));
  const last = rows[rows.length - 1];
  if (last && coversWholeDay(last)) return { rows: rows.slice(0, -1), fallback: last };
  return { rows, fallback: null };
}

/** The rows and the default as the schedule's timings, in priority order. */
export const joinRows = (rows: readonly DraftRow[], fallback: DraftRow | null): DraftRow[] =>
  fallback ? [...rows, fallback] : [...rows];

/** `date` (a local day) as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const timeOf = (text: string): string => WALL_DATE_TIME.exec(text)?.[2] ?? text.slice(11, 19);

/**
 * The same row as the other kind, keeping its times of day: a day part becomes those hours on
 * `today` (ending the next day when it runs past midnight), a date range becomes the hours it
 * starts and ends at.
 */
export function withKind(row: DraftRow, kind: RowKind, today: Date): DraftRow {
  if (kindOf(row) === kind) return row;
  if (kind === 'date-range') {
    const from = TIME_OF_DAY.test(row.timeFrom) ? row.timeFrom : '08:00';
    const to = TIME_OF_DAY.test(row.timeTo) ? row.timeTo : '17:00';
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    const endDay = to < from ? tomorrow : today;
    return {
      ...row,
      kind,
      timeFrom: `${isoDate(today)}T${from}`,
      timeTo: `${isoDate(endDay)}T${to}`,
    };
  }
  const from = timeOf(row.timeFrom);
  const to = timeOf(row.timeTo);
  return {
    ...row,
    kind,
    timeFrom: TIME_OF_DAY.test(from) ? from : '08:00',
    timeTo: TIME_OF_DAY.test(to) ? to : '17:00',
  };
}

/**
 * A date-time as a datetime-local input shows it. One saved with a zone ("Z", "+01:00") is the
 * same instant for every screen; the input shows it on this browser's clock.
 */
export function dateTimeInputValue(text: string): string {
  // What the input itself wrote, a year of more than four digits included (Chromium takes up to
  // six while one is typed): it shows it as it is, so nothing typed is lost before the save says
  // what is wrong with it.
  if (WALL_DATE_TIME.test(text) || TYPED_DATE_TIME.test(text)) return text;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A row moved from one place to another, the others keeping their order. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

/** "06:00–10:59" or "Mon 2 Mar 09:00 – Sun 8 Mar 18:00": a row's times in words. */
export function rowTimesText(row: Pick<DraftRow, 'timeFrom' | 'timeTo' | 'kind'>): string {
  if (kindOf(row) === 'day-part') return `${row.timeFrom}–${row.timeTo} every day`;
  const show = (text: string) => {
    const ms = Date.parse(dateTimeInputValue(text));
    if (Number.isNaN(ms)) return text || '…';
    return new Date(ms).toLocaleString('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
  };
  return `${show(row.timeFrom)} – ${show(row.timeTo)}`;
}

/** The editor's draft: its rows in priority order and its default. */
export interface ScheduleDraft {
  rows: DraftRow[];
  fallback: DraftRow | null;
}

const isRow = (value: unknown): value is DraftRow => {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return ['key', 'timeFrom', 'timeTo', 'playlistId'].every((f) => typeof row[f] === 'string');
};

/** Whether a value read back from storage is a draft the editor can show. */
export const isScheduleDraft = (value: unknown): value is ScheduleDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const { rows, fallback } = value as Record<string, unknown>;
  return Array.isArray(rows) && rows.every(isRow) && (fallback === null || isRow(fallback));
};

/**
 * A kept draft with fresh keys for its unsaved rows: keys count up from 1 in each page load, so
 * a kept "row-2" would meet the next new row's. Saved rows keep their id as key.
 */
export const rekeyed = ({ rows, fallback }: ScheduleDraft): ScheduleDraft => {
  const fresh = (row: DraftRow): DraftRow => ({ ...row, key: row._id ?? newKey() });
  return { rows: rows.map(fresh), fallback: fallback && fresh(fallback) };
};
