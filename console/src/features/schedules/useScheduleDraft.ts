import { useEffect, useMemo, useState } from 'react';
import type { ScheduleDocumentFragment } from '../../graphql/generated';
import { keepDraft, readKeptDraft } from '../../kit/keptDraft';
import { useUnsavedWarning } from '../../kit/useUnsavedWarning';
import {
  isScheduleDraft,
  joinRows,
  rekeyed,
  splitTimings,
  type DraftRow,
  type ScheduleDraft,
} from './scheduleRows';

/** The timings as saved: what a change is measured against. */
const timingsKey = (timings: readonly Omit<DraftRow, 'key'>[]) =>
  JSON.stringify(timings.map(({ timeFrom, timeTo, playlistId }) => [timeFrom, timeTo, playlistId]));

/**
 * A schedule's edits before Save. Edits left unsaved by leaving the page are kept in the tab and
 * come back with it (`restored` says so); closing the tab with edits asks first.
 */
export function useScheduleDraft(schedule: ScheduleDocumentFragment) {
  const keptKey = `schedule:${schedule._id}`;
  const [kept] = useState(() => readKeptDraft(keptKey, isScheduleDraft));
  const [draft, setDraft] = useState<ScheduleDraft>(() =>
    kept ? rekeyed(kept) : splitTimings(schedule.playlistTimings),
  );
  const [restored, setRestored] = useState(kept !== undefined);
  const timings = useMemo(() => joinRows(draft.rows, draft.fallback), [draft]);
  const changed = timingsKey(timings) !== timingsKey(schedule.playlistTimings);
  useUnsavedWarning(changed);
  useEffect(() => keepDraft(keptKey, changed ? draft : undefined), [keptKey, changed, draft]);
  return {
    draft,
    setDraft,
    timings,
    changed,
    /** Edits kept from an earlier visit are on the page, not yet saved. */
    restored: restored && changed,
    /** Back to the saved schedule. */
    discard: () => {
      setDraft(splitTimings(schedule.playlistTimings));
      setRestored(false);
    },
    /** The schedule as the server saved it. */
    saved: (timingsSaved: ScheduleDocumentFragment['playlistTimings']) => {
      setDraft(splitTimings(timingsSaved));
      setRestored(false);
    },
  };
}
