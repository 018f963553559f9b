import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Title2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import { FEATURES } from '../../shared/session/features';
import { LockedFeature, useFeature } from '../../kit/LockedFeature';
import { useCan } from '../../shared/session/session';
import {
  CreateScheduleDocument,
  DeleteScheduleDocument,
  ScheduleListDocument,
  UpdateScheduleDocument,
  type ScheduleDocumentFragment,
} from '../../graphql/generated';
import { WeekView } from './WeekView';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalS} 0`,
  },
  card: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: `${tokens.spacingVerticalM} 0`,
  },
});

type TimingDraft = { _id?: string; timeFrom: string; timeTo: string; playlistId: string };

function fieldError(error: unknown): string {
  const first = (
    error as { errors?: { extensions?: { fieldErrors?: { path: string; message: string }[] } }[] }
  ).errors?.[0]?.extensions?.fieldErrors?.[0];
  return first ? `${first.path}: ${first.message}` : errorMessage(error);
}

/** /schedules (schedules feature flag): schedules of playlist timings, with a week view. */
export function SchedulesPage() {
  const { enabled, tariff } = useFeature(FEATURES.schedules);
  if (!enabled)
    return (
      <section>
        <Title2 as="h1">Schedules</Title2>
        <LockedFeature tariff={tariff} />
      </section>
    );
  return <Schedules />;
}

function Schedules() {
  const styles = useStyles();
  const canEdit = useCan(PERMISSIONS.playlist.update);
  const { data, loading, error, refetch } = useQuery(ScheduleListDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(CreateScheduleDocument);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const playlists = data?.playlists ?? [];

  return (
    <section>
      <Title2 as="h1">Schedules</Title2>
      {canEdit && (
        <form
          className={styles.row}
          onSubmit={(e) => {
            e.preventDefault();
            void create({ variables: { input: { name: name.trim(), playlistTimings: [] } } })
              .then(() => {
                setName('');
                return refetch();
              })
              .catch((err: unknown) => setProblem(fieldError(err)));
          }}
        >
          <Field label="New schedule">
            <Input value={name} onChange={(_e, d) => setName(d.value)} placeholder="Name" />
          </Field>
          <Button type="submit" appearance="primary" disabled={!name.trim()}>
            Create schedule
          </Button>
        </form>
      )}
      {(error || problem) && (
        <MessageBar intent="error">
          <MessageBarBody>{problem ?? errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner label="Loading schedules..." />}
      {data?.schedules.length === 0 && <Body1 as="p">There are no schedules yet.</Body1>}
      {data?.schedules.map((s) => (
        <ScheduleEditor
          key={s._id}
          schedule={s}
          playlists={playlists}
          canEdit={canEdit}
          onDeleted={() => void refetch()}
        />
      ))}
    </section>
  );
}

function ScheduleEditor({
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
  const [problem, setProblem] = useState<string | null>(null);
  const set = (i: number, patch: Partial<TimingDraft>) =>
    setTimings((now) => now.map((t, k) => (k === i ? { ...t, ...patch } : t)));

  return (
    <div className={styles.card} data-testid="schedule">
      <Title3 as="h2">{schedule.name}</Title3>
      {timings.map((t, i) => (
        <div key={t._id ?? `new-${i}`} className={styles.row}>
          <Field label="Playlist">
            <Select
              value={t.playlistId}
              onChange={(_e, d) => set(i, { playlistId: d.value })}
              disabled={!canEdit}
            >
              {playlists.map((p) => (
                <option key={p._id} value={p._id}>
                  {p.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="From">
            <Input
              type="time"
              value={t.timeFrom}
              onChange={(_e, d) => set(i, { timeFrom: d.value })}
              disabled={!canEdit}
            />
          </Field>
          <Field label="To">
            <Input
              type="time"
              value={t.timeTo}
              onChange={(_e, d) => set(i, { timeTo: d.value })}
              disabled={!canEdit}
            />
          </Field>
          {canEdit && (
            <Button onClick={() => setTimings((now) => now.filter((_, k) => k !== i))}>
              Remove
            </Button>
          )}
        </div>
      ))}
      {canEdit && (
        <div className={styles.row}>
          <Button
            disabled={playlists.length === 0}
            onClick={() =>
              setTimings((now) => [
                ...now,
                { timeFrom: '08:00', timeTo: '17:00', playlistId: playlists[0]?._id ?? '' },
              ])
            }
          >
            Add timing
          </Button>
          <Button
            appearance="primary"
            disabled={saving.loading}
            onClick={() => {
              setProblem(null);
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
              }).catch((err: unknown) => setProblem(fieldError(err)));
            }}
          >
            Save
          </Button>
          <Button
            onClick={() =>
              void remove({ variables: { id: schedule._id } })
                .then(onDeleted)
                .catch((err: unknown) => setProblem(errorMessage(err)))
            }
          >
            Delete schedule
          </Button>
        </div>
      )}
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <WeekView timings={schedule.playlistTimings} playlists={playlists} />
    </div>
  );
}
