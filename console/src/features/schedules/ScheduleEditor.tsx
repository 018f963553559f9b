import { useMutation } from '@apollo/client/react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import {
  DeleteScheduleDocument,
  UpdateScheduleDocument,
  type ScheduleDocumentFragment,
} from '../../graphql/generated';
import { scheduleProblem, type ScheduleProblem, type TimingField } from './scheduleErrors';
import { WeekView } from './WeekView';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalS} 0`,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderLeft: `3px solid transparent`,
  },
  invalidRow: {
    borderLeft: `3px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  // Fields keep their width when an error appears under them: the message wraps inside its
  // field instead of widening it, so the rows' columns stay lined up.
  playlistField: { width: '14rem', maxWidth: '100%' },
  timeField: { width: '10rem' },
  // Level with the controls, not with the bottom of the row: a message under a field makes the
  // row taller, and the button must not drop below the line it acts on. The offset is a Field
  // label's height (its line and its padding and margin above the control).
  removeButton: {
    alignSelf: 'start',
    marginTop: `calc(${tokens.lineHeightBase300} + 3 * ${tokens.spacingVerticalXXS})`,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalS} 0`,
  },
  card: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: `${tokens.spacingVerticalM} 0`,
  },
});

type TimingDraft = { _id?: string; timeFrom: string; timeTo: string; playlistId: string };

const NO_PROBLEM: ScheduleProblem = { summary: [], rows: new Map() };

/** The props of one field of a row: its error beside it, marked. */
const fieldState = (message: string | undefined) =>
  message ? { validationState: 'error' as const, validationMessage: message } : {};

/** One schedule: its playlist timings as rows, Save and Delete, and its week. */
export function ScheduleEditor({
  schedule,
  playlists,
  canEdit,
  onDeleted,
}: {
  schedule: ScheduleDocumentFragment;
  playlists: readonly { _id: string; name: string }[];
  canEdit: boolean;
  onDeleted: () => void;
}) {
  const styles = useStyles();
  const [update, saving] = useMutation(UpdateScheduleDocument);
  const [remove] = useMutation(DeleteScheduleDocument);
  const [timings, setTimings] = useState<TimingDraft[]>(schedule.playlistTimings);
  const [problem, setProblem] = useState<ScheduleProblem>(NO_PROBLEM);
  const confirm = useConfirm();
  const set = (i: number, field: TimingField, value: string) =>
    setTimings((now) => now.map((t, k) => (k === i ? { ...t, [field]: value } : t)));

  const save = () => {
    setProblem(NO_PROBLEM);
    void update({
      variables: {
        id: schedule._id,
        input: {
          playlistTimings: timings.map(({ _id, timeFrom, timeTo, playlistId }) => ({
            _id: _id ?? null,
            timeFrom,
            timeTo,
            playlistId,
          })),
        },
      },
    })
      .then(() => notify('Schedule saved'))
      .catch((err: unknown) => setProblem(scheduleProblem(err)));
  };

  return (
    <div className={styles.card} data-testid="schedule" data-schedule-name={schedule.name}>
      <Title3 as="h2">{schedule.name}</Title3>
      {timings.map((t, i) => {
        const errors = problem.rows.get(i);
        return (
          <div
            key={t._id ?? `new-${i}`}
            role="group"
            aria-label={`Row ${i + 1}`}
            data-invalid={errors ? 'true' : undefined}
            className={errors ? `${styles.row} ${styles.invalidRow}` : styles.row}
          >
            <Field
              label="Playlist"
              className={styles.playlistField}
              {...fieldState(errors?.playlistId)}
            >
              <Select
                value={t.playlistId}
                onChange={(_e, d) => set(i, 'playlistId', d.value)}
                disabled={!canEdit}
              >
                {playlists.map((p) => (
                  <option key={p._id} value={p._id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label="Start time"
              className={styles.timeField}
              {...fieldState(errors?.timeFrom)}
            >
              <Input
                type="time"
                value={t.timeFrom}
                onChange={(_e, d) => set(i, 'timeFrom', d.value)}
                disabled={!canEdit}
              />
            </Field>
            <Field label="End time" className={styles.timeField} {...fieldState(errors?.timeTo)}>
              <Input
                type="time"
                value={t.timeTo}
                onChange={(_e, d) => set(i, 'timeTo', d.value)}
                disabled={!canEdit}
              />
            </Field>
            {canEdit && (
              <Button
                className={styles.removeButton}
                onClick={() => setTimings((now) => now.filter((_, k) => k !== i))}
              >
                Remove
              </Button>
            )}
          </div>
        );
      })}
      {canEdit && (
        <div className={styles.actions}>
          <Button
            disabledFocusable={playlists.length === 0}
            onClick={() =>
              setTimings((now) => [
                ...now,
                { timeFrom: '08:00', timeTo: '17:00', playlistId: playlists[0]?._id ?? '' },
              ])
            }
          >
            Add timing
          </Button>
          <Button appearance="primary" disabledFocusable={saving.loading} onClick={save}>
            Save
          </Button>
          <Button
            onClick={() =>
              confirm.ask({
                detail: `${schedule.name} will be deleted, and screens showing it stop showing it.`,
                onConfirm: () =>
                  void remove({ variables: { id: schedule._id } })
                    .then(onDeleted)
                    .catch((err: unknown) =>
                      setProblem({ summary: [errorMessage(err)], rows: new Map() }),
                    ),
              })
            }
          >
            Delete schedule
          </Button>
          {confirm.dialog}
        </div>
      )}
      {problem.summary.length > 0 && (
        <MessageBar intent="error">
          <MessageBarBody>
            {problem.summary.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </MessageBarBody>
        </MessageBar>
      )}
      <WeekView timings={schedule.playlistTimings} playlists={playlists} />
    </div>
  );
}
