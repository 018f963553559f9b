import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { errorMessage, inputErrorsOf } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { FEATURES } from '../../shared/session/features';
import { LockedFeature, useFeature } from '../../kit/LockedFeature';
import { useCan } from '../../shared/session/session';
import { CreateScheduleDocument, ScheduleListDocument } from '../../graphql/generated';
import { ScheduleEditor } from './ScheduleEditor';
import { scheduleProblem } from './scheduleErrors';
import { SubmitButton } from '../../kit/SubmitButton';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalS} 0`,
  },
});

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
  const [nameError, setNameError] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const playlists = data?.playlists ?? [];

  return (
    <section>
      <Title2 as="h1">Schedules</Title2>
      {canEdit && (
        <form
          className={styles.row}
          onSubmit={(e) => {
            e.preventDefault();
            setProblem(null);
            setNameError(null);
            void create({ variables: { input: { name: name.trim(), playlistTimings: [] } } })
              .then(async (result) => {
                const made = result.data?.createSchedule;
                setName('');
                // The new schedule is drawn last, below the others' calendars: shown, and said.
                if (made) {
                  setCreatedId(made._id);
                  notify(`Schedule ${made.name} created: add its rows below`);
                }
                await refetch();
              })
              .catch((err: unknown) => {
                const refused = inputErrorsOf(err).find((e) => /(^|\.)name$/.test(e.path));
                if (refused) setNameError(refused.message);
                else setProblem(scheduleProblem(err).summary.join('\n'));
              });
          }}
        >
          <Field label="New schedule" validationMessage={nameError ?? undefined}>
            <Input
              value={name}
              onChange={(_e, d) => {
                setName(d.value);
                setNameError(null);
              }}
              placeholder="Name"
            />
          </Field>
          <SubmitButton appearance="primary" disabledFocusable={!name.trim()}>
            Create schedule
          </SubmitButton>
        </form>
      )}
      {(error || problem) && (
        <MessageBar intent="error">
          <MessageBarBody>{problem ?? errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner label="Loading schedules..." />}
      {data?.schedules.length === 0 && (
        <>
          <Body1 as="p">There are no schedules yet.</Body1>
          <Body1 as="p">
            A schedule decides which playlist a screen plays when: by time of day and by date range,
            with a default for the rest. Name one above, then publish it to screens or groups as you
            would a playlist.
          </Body1>
        </>
      )}
      {data?.schedules.map((s) => (
        <ScheduleEditor
          key={s._id}
          schedule={s}
          playlists={playlists}
          canEdit={canEdit}
          onDeleted={() => void refetch()}
          revealOnMount={s._id === createdId}
        />
      ))}
    </section>
  );
}
