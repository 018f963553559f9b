// The analytics page's arithmetic: ranges, the chart tables and their CSV. Pure, so tested alone.

export type RangeKey = 'day' | 'week' | 'month' | 'year';

export const RANGES: readonly { key: RangeKey; label: string; days: number }[] = [
  { key: 'day', label: 'Last 24 hours', days: 1 },
  { key: 'week', label: 'Last 7 days', days: 7 },
  { key: 'month', label: 'Last 30 days', days: 30 },
  { key: 'year', label: 'Last 12 months', days: 365 },
];

const HOUR_MS = 3_600_000;

/**
 * The range's days up to the next whole hour, so the current hour is in it, and a day beyond:
 * a screen whose clock runs ahead of this browser's counts minutes the server accepts up to a
 * day ahead, and they belong to the latest figures. A year comes by calendar month (UTC) and
 * counts every month it touches whole, so it starts at the month eleven before the current one:
 * twelve bars, the current month so far the last.
 */
export function rangeOf(key: RangeKey, now: number): { from: string; to: string } {
  const days = RANGES.find((r) => r.key === key)?.days ?? 7;
  const hour = Math.ceil(now / HOUR_MS) * HOUR_MS;
  const month = new Date(hour);
  const from =
    key === 'year'
      ? Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 11, 1)
      : hour - days * 24 * HOUR_MS;
  return {
    from: new Date(from).toISOString(),
    to: new Date(hour + 24 * HOUR_MS).toISOString(),
  };
}

/** A table a chart draws: its columns' names and its rows, the same figures as the chart. */
export interface ChartTable {
  /** The file name of its CSV, without extension. */
  name: string;
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** RFC 4180 quoting; a leading =, +, - or @ is prefixed so a spreadsheet never runs it. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function tableCsv(table: ChartTable): string {
  return [table.columns, ...table.rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** An hour or day as a person reads it, in the browser's zone; a month (UTC) by its name. */
export function pointLabel(at: string, bucket: 'hour' | 'day' | 'month'): string {
  const date = new Date(at);
  if (bucket === 'month')
    return date.toLocaleDateString(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return bucket === 'hour'
    ? date.toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit' })
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * People by hour of day in the browser's zone: the server counts UTC hours, and a zone's offset
 * (whole hours for nearly every zone) moves each to its local hour.
 */
export function localHours(hours: readonly { hour: number; people: number }[], now = new Date()) {
  const shift = -Math.round(now.getTimezoneOffset() / 60);
  const local = Array.from({ length: 24 }, (_, hour) => ({ hour, people: 0 }));
  for (const h of hours) {
    const slot = local[(((h.hour + shift) % 24) + 24) % 24];
    if (slot) slot.people += h.people;
  }
  return local;
}

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The busiest hours of day, most people first; ties in hour order. */
export function peakHours(hours: readonly { hour: number; people: number }[], count = 3) {
  return [...hours]
    .filter((h) => h.people > 0)
    .sort((a, b) => b.people - a.people || a.hour - b.hour)
    .slice(0, count);
}

export function formatDwell(seconds: number | null | undefined): string {
  if (seconds == null) return 'Not reported by these cameras';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
