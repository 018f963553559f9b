import { useMutation, useQuery } from '@apollo/client/react';
import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import { AccountSettingsDocument, UpdateAccountDocument } from '../../graphql/generated';
import { REQUIRED } from '../auth/formErrors';
import { formatMB, formatPercent, storageFigures } from './storage';
import { SubmitButton } from '../../kit/SubmitButton';
import { LANGUAGES } from './languages';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '420px',
  },
});

interface Settings {
  name: string;
  languageCode: string;
  temperatureUnit: string;
}

function SettingsForm({ initial }: { initial: Settings }) {
  const styles = useStyles();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateAccountDocument);
  const changed = (Object.keys(values) as (keyof Settings)[]).some((k) => values[k] !== saved[k]);
  const nameError = values.name.trim() === '' ? REQUIRED : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nameError) return;
    setError(null);
    try {
      await update({ variables: { data: { ...values, name: values.name.trim() } } });
      setSaved(values);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label="Name"
        validationMessage={nameError}
        validationState={nameError ? 'error' : 'none'}
      >
        <Input
          value={values.name}
          onChange={(_, d) => setValues((v) => ({ ...v, name: d.value }))}
        />
      </Field>
      <Field label="Language">
        <Select
          value={values.languageCode}
          onChange={(_, d) => setValues((v) => ({ ...v, languageCode: d.value }))}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Temperature unit">
        <Select
          value={values.temperatureUnit}
          onChange={(_, d) => setValues((v) => ({ ...v, temperatureUnit: d.value }))}
        >
          <option value="celsius">Celsius (°C)</option>
          <option value="fahrenheit">Fahrenheit (°F)</option>
        </Select>
      </Field>
      <SubmitButton appearance="primary" disabledFocusable={!changed || loading}>
        Save
      </SubmitButton>
    </form>
  );
}

/** /account: organization settings and storage. */
export function AccountSettingsPage() {
  const { data, error } = useQuery(AccountSettingsDocument);
  if (error) return <Text role="alert">{errorMessage(error)}</Text>;
  const account = data?.currentAccount;
  if (!account) return <Spinner label="Loading..." />;
  const storage = storageFigures(account.usedStorageCapacityInMB, account.maxStorageCapacityInMB);
  return (
    <>
      <SettingsForm
        initial={{
          name: account.name,
          languageCode: account.languageCode,
          temperatureUnit: account.temperatureUnit,
        }}
      />
      <section aria-label="Storage">
        <Text as="h2" size={500} weight="semibold">
          Storage
        </Text>
        <Field label="Storage used">
          <ProgressBar value={Math.min(1, storage.percent / 100)} />
        </Field>
        <Text as="p">
          Used {formatMB(storage.usedMB)} of {formatMB(storage.maxMB)} (
          {formatPercent(storage.percent)}), {formatMB(storage.remainingMB)} remaining
        </Text>
      </section>
    </>
  );
}
