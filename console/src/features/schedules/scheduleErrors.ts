import {
  errorMessage,
  inputErrorSentence,
  inputErrorsOf,
  type FieldLabels,
} from '../../kit/errorMessage';
import { isWholeDateTime, kindOf, type DraftRow } from './scheduleRows';

// A refused schedule save, said where it happened: each input error the server sends (a path
// into the schedule, e.g. "playlistTimings.1.timeTo") goes beside its row's field, and the
// summary says it in the form's words ("Row 2, End time: Start time must be before end time").

/** The schedule form's words for the parts of a schedule. */
export const SCHEDULE_LABELS: FieldLabels = {
  lists: { playlistTimings: 'Row' },
  fields: {
    name: 'Name',
    playlistTimings: 'Timings',
    timeFrom: 'Start time',
    timeTo: 'End time',
    playlistId: 'Playlist',
  },
};

/** Beside a date range's start or end that is not a whole date and time yet. */
export const INCOMPLETE_DATE_TIME = 'Enter a whole date and time, with a four-digit year';

/**
 * The date ranges' starts and ends that are not whole dates and times, said beside each before
 * anything is sent (the server's words for them are a format's, and the field kept nothing of
 * what was typed); null when there are none.
 */
export function incompleteDateTimes(
  timings: readonly Pick<DraftRow, 'timeFrom' | 'timeTo' | 'kind'>[],
): ScheduleProblem | null {
  const rows = new Map<number, Partial<Record<TimingField, string>>>();
  const summary: string[] = [];
  timings.forEach((row, i) => {
    if (kindOf(row) !== 'date-range') return;
    for (const field of ['timeFrom', 'timeTo'] as const) {
      if (isWholeDateTime(row[field])) continue;
      rows.set(i, { ...rows.get(i), [field]: INCOMPLETE_DATE_TIME });
      const path = `playlistTimings.${i}.${field}`;
      summary.push(inputErrorSentence({ path, message: INCOMPLETE_DATE_TIME }, SCHEDULE_LABELS));
    }
  });
  return summary.length > 0 ? { summary, rows } : null;
}

export type TimingField = 'timeFrom' | 'timeTo' | 'playlistId';

export interface ScheduleProblem {
  /** Lines for the message bar. */
  summary: string[];
  /** Errors by row index, then field. */
  rows: ReadonlyMap<number, Partial<Record<TimingField, string>>>;
}

const ROW_FIELD = /^playlistTimings\.(\d+)\.(timeFrom|timeTo|playlistId)$/;

/** What a failed save says, and where. */
export function scheduleProblem(error: unknown): ScheduleProblem {
  const inputErrors = inputErrorsOf(error);
  if (inputErrors.length === 0) return { summary: [errorMessage(error)], rows: new Map() };
  const rows = new Map<number, Partial<Record<TimingField, string>>>();
  for (const e of inputErrors) {
    const match = ROW_FIELD.exec(e.path);
    if (!match) continue;
    const row = Number(match[1]);
    const field = match[2] as TimingField;
    rows.set(row, { ...rows.get(row), [field]: rows.get(row)?.[field] ?? e.message });
  }
  return { summary: inputErrors.map((e) => inputErrorSentence(e, SCHEDULE_LABELS)), rows };
}
