import type { DeviceLogLevel } from '../../../graphql/generated';

/** Each level in words, as the Logs panel shows it. */
export const LOG_LEVEL_LABELS: Record<DeviceLogLevel, string> = {
  crash: 'Crash',
  error: 'Error',
  warn: 'Warning',
  info: 'Info',
};

export const LOG_LEVEL_COLOURS = {
  crash: 'danger',
  error: 'danger',
  warn: 'warning',
  info: 'informative',
} as const satisfies Record<DeviceLogLevel, string>;

/** The filter's choices: which levels each shows (none: every level). */
export const LOG_FILTERS = {
  all: { label: 'All levels', levels: null },
  problems: { label: 'Crashes and errors', levels: ['crash', 'error'] },
  warnings: { label: 'Warnings and worse', levels: ['crash', 'error', 'warn'] },
  info: { label: 'Info only', levels: ['info'] },
} as const satisfies Record<string, { label: string; levels: readonly DeviceLogLevel[] | null }>;

export type LogFilter = keyof typeof LOG_FILTERS;

/** When a line was written, with seconds, in the viewer's locale and time zone. */
export function logTimeLabel(
  iso: string,
  where: { locale?: string; timeZone?: string } = {},
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(where.locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: where.timeZone,
  }).format(date);
}
