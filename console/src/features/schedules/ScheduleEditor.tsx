import { useMutation } from '@apollo/client/react';
import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useEffect, useRef, useState } from 'react';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { KeptEditsBar } from '../../kit/KeptEditsBar';
import { notify } from '../../kit/notices';
import { useCan } from '../../shared/session/session';
import {
  DeleteScheduleDocument,
  UpdateScheduleDocument,
  type ScheduleDocumentFragment,
} from '../../graphql/generated';
import { PublishToManyDialog } from '../devices/PublishToManyDialog';
import { incompleteDateTimes, scheduleProblem, type ScheduleProblem } from './scheduleErrors';
import { ScheduleRowList } from './ScheduleRowList';
import type { DraftRow } from './scheduleRows';
import { ScheduleViews } from './ScheduleViews';
import { useScheduleDraft } from './useScheduleDraft';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalS}`,
  },
  title: { display: 'block', margin: 0 },
  card: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: `${tokens.spacingVerticalM} 0`,
  },
});

const NO_PROBLEM: ScheduleProblem = { summary: [], rows: new Map() };

/** The draft's rows as the update's input: new rows have no id yet. */
const timingsInput = (timings: readonly DraftRow[]) =>
  timings.map(({ _id, timeFrom, timeTo, playlistId }) => ({
    _id: _id ?? null,
    timeFrom,
    timeTo,
    playlistId,
  }));

/**
 * Save: a date range's start or end that is not a whole date and time is said beside it and
 * nothing is sent; otherwise the timings are sent, and a refusal is put beside its fields.
 */
function useSave(
  scheduleId: string,
  timings: ReturnType<typeof useScheduleDraft>['timings'],
  saved: ReturnType<typeof useScheduleDraft>['saved'],
  setProblem: (problem: ScheduleProblem) => void,
) {
  const [update, saving] = useMutation(UpdateScheduleDocument);
  const save = () => {
    const incomplete = incompleteDateTimes(timings);
    setProblem(incomplete ?? NO_PROBLEM);
    if (incomplete) return;
    void update({
      variables: { id: scheduleId, input: { playlistTimings: timingsInput(timings) } },
    })
      .then((result) => {
        const timingsSaved = result.data?.updateSchedule.playlistTimings;
        if (timingsSaved) saved(timingsSaved);
        notify('Schedule saved');
      })
      .catch((err: unknown) => setProblem(scheduleProblem(err)));
  };
  return { save, saving };
}

/**
 * One schedule: its rows in priority order and its default, Save, Publish and Delete, and what
 * it plays by week and by month.
 */
export function ScheduleEditor({
  schedule,
  playlists,
  canEdit,
  onDeleted,
  revealOnMount = false,
}: {
  schedule: ScheduleDocumentFragment;
  playlists: readonly { _id: string; name: string }[];
  canEdit: boolean;
  onDeleted: () => void;
  /** Scrolled into view when it first shows: a schedule just created, drawn below the others. */
  revealOnMount?: boolean;
}) {
  const styles = useStyles();
  const card = useRef<HTMLDivElement>(null);
  const reveal = useRef(revealOnMount);
  useEffect(() => {
    if (reveal.current) card.current?.scrollIntoView({ block: 'start' });
  }, []);
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const [remove] = useMutation(DeleteScheduleDocument);
  const { draft, setDraft, timings, changed, restored, discard, saved } =
    useScheduleDraft(schedule);
  const [problem, setProblem] = useState<ScheduleProblem>(NO_PROBLEM);
  const { save, saving } = useSave(schedule._id, timings, saved, setProblem);
  const [publishing, setPublishing] = useState(false);
  const confirm = useConfirm();

  const askToDelete = () =>
    confirm.ask({
      detail: `${schedule.name} will be deleted, and screens showing it stop showing it.`,
      onConfirm: () =>
        void remove({ variables: { id: schedule._id } })
          .then(onDeleted)
          .catch((err: unknown) => setProblem({ summary: [errorMessage(err)], rows: new Map() })),
    });

  return (
    <div
      ref={card}
      className={styles.card}
      data-testid="schedule"
      data-schedule-name={schedule.name}
    >
      <Title3 as="h2" className={styles.title}>
        {schedule.name}
      </Title3>
      {restored && (
        <KeptEditsBar
          what="this schedule"
          testId="schedule-restored"
          onDiscard={() => {
            discard();
            setProblem(NO_PROBLEM);
          }}
        />
      )}
      <ScheduleRowList
        rows={draft.rows}
        fallback={draft.fallback}
        playlists={playlists}
        problem={problem}
        canEdit={canEdit}
        onRows={(rows) => setDraft((d) => ({ ...d, rows }))}
        onFallback={(fallback) => setDraft((d) => ({ ...d, fallback }))}
      />
      {problem.summary.length > 0 && (
        <MessageBar intent="error">
          <MessageBarBody>
            {problem.summary.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        {canEdit && (
          <Button appearance="primary" disabledFocusable={saving.loading} onClick={save}>
            Save
          </Button>
        )}
        {canPublish && (
          <Button
            data-testid="schedule-publish"
            disabledFocusable={changed}
            onClick={() => setPublishing(true)}
          >
            Publish
          </Button>
        )}
        {canEdit && <Button onClick={askToDelete}>Delete schedule</Button>}
        {canPublish && changed && <Caption1>Save first: screens get the saved schedule.</Caption1>}
      </div>
      {confirm.dialog}
      {publishing && (
        <PublishToManyDialog
          screens={[]}
          content={{ collectionName: 'schedule', entityId: schedule._id }}
          onClose={() => setPublishing(false)}
          onPublished={(notice) => notify(notice)}
        />
      )}
      <ScheduleViews timings={timings} playlists={playlists} />
    </div>
  );
}
