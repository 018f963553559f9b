import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Text,
  Title2,
} from '@fluentui/react-components';
import { useState } from 'react';
import { ReleaseSonyDisplayDocument, SonyDisplaysDocument } from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { RouterLink } from '../../kit/RouterLink';
import { useSonyStyles } from './RegisterByCodePage';
import { STATUS_TEXT, ZTP_PATH } from './sonyText';

/**
 * /sony-bravia/deregister: releasing a display removes its screen (its player stops and shows a
 * pairing code) and keeps it listed as released. Sony offers no release call of its own.
 */
export function DeregisterPage() {
  const styles = useSonyStyles();
  const { data } = useQuery(SonyDisplaysDocument);
  const [release] = useMutation(ReleaseSonyDisplayDocument, {
    refetchQueries: [SonyDisplaysDocument],
  });
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const confirm = useConfirm();
  const active = (data?.sonyDisplays ?? []).filter((d) => d.status !== 'released');
  const display = active.find((d) => d._id === chosen);

  const ask = () => {
    if (!display) return;
    confirm.ask({
      question: `Release ${display.name}?`,
      detail:
        'Its screen is removed at once and the display stops playing. To use it again, register it again.',
      confirmLabel: 'Release',
      onConfirm: () =>
        void release({ variables: { id: display._id } })
          .then((result) => {
            setChosen('');
            setNote(result.data?.releaseSonyDisplay.ipControlNote ?? null);
            notify(`${display.name} was released`);
          })
          .catch((error: unknown) => setProblem(errorMessage(error))),
    });
  };

  return (
    <div className={styles.page}>
      {confirm.dialog}
      <Title2 as="h1">Release a Sony display</Title2>
      <Text>
        Choose the display to release; the list names each by name and serial number.{' '}
        <RouterLink to={ZTP_PATH}>All displays</RouterLink>
      </Text>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {note && (
        <MessageBar intent="info">
          <MessageBarBody>{note}</MessageBarBody>
        </MessageBar>
      )}
      <Field label="Display">
        <Select
          name="display"
          data-testid="sony-release-choice"
          value={chosen}
          onChange={(_, d) => setChosen(d.value)}
        >
          <option value="">Choose a display</option>
          {active.map((d) => (
            <option key={d._id} value={d._id}>
              {d.name}
              {d.serial ? ` (serial ${d.serial})` : ''} — {STATUS_TEXT[d.status]}
            </option>
          ))}
        </Select>
      </Field>
      <div>
        <Button
          appearance="primary"
          data-testid="sony-release"
          disabledFocusable={!display}
          onClick={ask}
        >
          Release
        </Button>
      </div>
    </div>
  );
}
