import { useMutation, useQuery } from '@apollo/client/react';
import { Spinner, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { AccountAiModelsDocument, SetAccountAiModelDocument } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { ErrorBar } from './ui';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '640px',
  },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * /account/ai-models: the detection models the AI camera item may use, each on or off for the
 * account. A model turned off leaves the camera item's editor, and screens ask the camera for
 * no detections with it. Each switch saves at once; a refusal shows above the list.
 */
export function AiModelsPage() {
  const styles = useStyles();
  const { data, error } = useQuery(AccountAiModelsDocument);
  const [setModel] = useMutation(SetAccountAiModelDocument, {
    // The answer is the account's whole AI config: the page and the camera editor read it again.
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({
          query: AccountAiModelsDocument,
          data: { aiConfig: answer.setAiModelEnabled },
        });
    },
  });
  const [saving, setSaving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (error) return <Text role="alert">{errorMessage(error)}</Text>;
  const config = data?.aiConfig;
  if (!config) return <Spinner label="Loading..." />;

  const toggle = (name: string, enabled: boolean) => {
    setSaving(name);
    setProblem(null);
    setModel({ variables: { name, enabled } })
      .catch((e: unknown) => setProblem(errorMessage(e)))
      .finally(() => setSaving(null));
  };

  return (
    <div className={styles.root}>
      <Text className={styles.hint}>
        The camera item&apos;s editor offers only the models turned on here. Screens stop asking the
        camera for detections with a model turned off within a few minutes.
      </Text>
      <ErrorBar message={problem} />
      <ul className={styles.list} aria-label="AI models">
        {config.models.map((model) => (
          <li key={model.name}>
            <Switch
              label={model.label}
              checked={model.isEnabled}
              disabled={saving !== null}
              onChange={(_e, d) => toggle(model.name, d.checked)}
            />
          </li>
        ))}
      </ul>
      {!config.isEnabled && (
        <Text role="status">Every model is off: camera items show the picture only.</Text>
      )}
    </div>
  );
}
