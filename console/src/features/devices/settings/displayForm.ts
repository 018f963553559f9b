import {
  WEEKDAYS,
  WEEKDAY_NAMES,
  deviceSettingsErrors,
  extraSettingsErrors,
  type DisplayPeriod,
  type ScreenRotation,
} from '@marquee/sdk/model';

// The settings form a screen and a group share. Each field may be left unset: a screen then
// takes it from its groups (or the default), a group leaves it to its screens' other groups.

/** Every field, in the order the form shows them; also the server's origin and support names. */
export const SETTING_FIELDS = [
  'volume',
  'rotation',
  'displaySchedule',
  'timeZone',
  'screenshotIntervalMinutes',
] as const;
export type SettingField = (typeof SETTING_FIELDS)[number];

/** What the operator edits before Save. */
export interface DisplayForm {
  /** Whether this screen or group sets the volume; off leaves it to others. */
  controlVolume: boolean;
  volume: number;
  /** 'unset': not set here. */
  rotation: ScreenRotation | 'unset';
  /** 'unset': not set here; 'always': always on; 'week': on in the periods only. */
  display: 'unset' | 'always' | 'week';
  /** In the order the form shows them; error paths (displaySchedule.N) count in this order. */
  periods: DisplayPeriod[];
  /** Empty: not set here. */
  timeZone: string;
  /** Empty: not set here. */
  screenshotInterval: string;
}

/** One layer as the server stores it (SettingsLayer): a null field is not set by it. */
export interface StoredSettings {
  volume: number | null;
  rotation: number | null;
  displaySchedule: readonly DisplayPeriod[] | null;
  timeZone?: string | null;
  screenshotIntervalMinutes?: number | null;
}

/** Mon–Fri 07:00–22:00 and Saturday 09:00–18:00: where a new week starts. */
export const STARTER_WEEK: DisplayPeriod[] = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    start: '07:00',
    end: '22:00',
  })),
  { day: 'sat', start: '09:00', end: '18:00' },
];

export const ROTATION_CHOICES: { value: ScreenRotation; label: string }[] = [
  { value: 0, label: 'Landscape (0°)' },
  { value: 90, label: 'Portrait, turned right (90°)' },
  { value: 180, label: 'Landscape, upside down (180°)' },
  { value: 270, label: 'Portrait, turned left (270°)' },
];

export const rotationLabel = (rotation: number) =>
  ROTATION_CHOICES.find((c) => c.value === rotation)?.label ?? `${rotation}°`;

export function formOf(settings: StoredSettings): DisplayForm {
  const rotation = ROTATION_CHOICES.find((c) => c.value === settings.rotation)?.value;
  const schedule = settings.displaySchedule;
  return {
    controlVolume: settings.volume !== null,
    volume: settings.volume ?? 50,
    rotation: rotation ?? 'unset',
    display: schedule === null ? 'unset' : schedule.length > 0 ? 'week' : 'always',
    periods: (schedule ?? []).map(({ day, start, end }) => ({ day, start, end })),
    timeZone: settings.timeZone ?? '',
    screenshotInterval:
      settings.screenshotIntervalMinutes == null ? '' : String(settings.screenshotIntervalMinutes),
  };
}

/** What updateDeviceSettings and updateScreenGroupSettings take: null for each field not set. */
export function inputOf(form: DisplayForm) {
  const interval = form.screenshotInterval.trim();
  return {
    volume: form.controlVolume ? form.volume : null,
    rotation: form.rotation === 'unset' ? null : form.rotation,
    displaySchedule: form.display === 'unset' ? null : form.display === 'week' ? form.periods : [],
    timeZone: form.timeZone.trim() === '' ? null : form.timeZone.trim(),
    screenshotIntervalMinutes: interval === '' ? null : Number(interval),
  };
}

/** Problems by field path (e.g. "displaySchedule.2.end"), the server's words, before sending. */
export function formErrors(form: DisplayForm): Record<string, string> {
  const input = inputOf(form);
  return errorsByPath([...deviceSettingsErrors(input), ...extraSettingsErrors(input)]);
}

export function errorsByPath(errors: readonly { path: string; message: string }[]) {
  const byPath: Record<string, string> = {};
  for (const e of errors) byPath[e.path] ??= e.message;
  return byPath;
}

/** The fields' labels as the form shows them, for the summary of what stopped a save. */
const FIELD_LABELS: Record<SettingField, string> = {
  volume: 'Volume',
  rotation: 'Rotation',
  displaySchedule: 'Display hours',
  timeZone: 'Time zone',
  screenshotIntervalMinutes: 'Screenshot every (minutes)',
};

/** Where a period's error is in the form: "Monday, on from", as its field is labelled. */
function periodPlace(periods: readonly DisplayPeriod[], index: number, part: string | undefined) {
  const period = periods[index];
  if (!period) return FIELD_LABELS.displaySchedule;
  const day = WEEKDAY_NAMES[period.day];
  if (part === 'start') return `${day}, on from`;
  if (part === 'end') return `${day}, off at`;
  return `${FIELD_LABELS.displaySchedule}, ${day}`;
}

/**
 * Each problem that stopped a save as one line, "Label: problem", in the order of the form (a
 * long week pushes the first fields out of sight of the Save button, so the lines say where).
 */
export function errorSummary(
  errors: Readonly<Record<string, string>>,
  periods: readonly DisplayPeriod[],
): string[] {
  const rank = (path: string) => {
    const [field = '', index, part] = path.split('.');
    const at = SETTING_FIELDS.indexOf(field as SettingField);
    const place = at < 0 ? SETTING_FIELDS.length : at;
    return [place, index === undefined ? -1 : Number(index), part === 'end' ? 1 : 0];
  };
  const before = (a: string, b: string) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  };
  return Object.keys(errors)
    .sort(before)
    .map((path) => {
      const [field = '', index, part] = path.split('.');
      const label =
        field === 'displaySchedule' && index !== undefined
          ? periodPlace(periods, Number(index), part)
          : FIELD_LABELS[field as SettingField];
      return label ? `${label}: ${errors[path]}` : errors[path]!;
    });
}

/** The periods of one day with their index in the form's list. */
export function periodsOfDay(periods: readonly DisplayPeriod[], day: DisplayPeriod['day']) {
  return periods.flatMap((period, index) => (period.day === day ? [{ period, index }] : []));
}

/** Adds a period to a day: after the day's last one, else 09:00–17:00. */
export function withPeriodAdded(periods: readonly DisplayPeriod[], day: DisplayPeriod['day']) {
  const last = periodsOfDay(periods, day).at(-1)?.period;
  const added: DisplayPeriod = last
    ? { day, start: last.end === '24:00' ? '00:00' : last.end, end: '23:00' }
    : { day, start: '09:00', end: '17:00' };
  // Kept in week order, so indexes stay stable while a day's rows are edited.
  const at = periods.findIndex((p) => WEEKDAYS.indexOf(p.day) > WEEKDAYS.indexOf(day));
  return at === -1 ? [...periods, added] : [...periods.slice(0, at), added, ...periods.slice(at)];
}

/**
 * What the screen can do, from the capabilities its player reported (deviceInfo.capabilities);
 * null when it has not said (an older player), and then nothing is held back.
 */
export function capabilitiesOf(deviceInfo: unknown): ReadonlySet<string> | null {
  const list = (deviceInfo as { capabilities?: unknown } | null)?.capabilities;
  return Array.isArray(list)
    ? new Set(list.filter((c): c is string => typeof c === 'string'))
    : null;
}
