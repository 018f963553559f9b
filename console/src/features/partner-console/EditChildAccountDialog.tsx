import { useMutation } from '@apollo/client/react';
import { Field, Input, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { UpdatePartnerChildAccountDocument } from '../../graphql/generated';
import { FormDialog } from '../../kit/FormDialog';
import { LANGUAGES } from '../account/languages';
import { requiredError } from '../auth/formErrors';
import { fieldErrorsOf } from './fieldErrors';

export interface ChildSettings {
  name: string;
  languageCode: string;
  temperatureUnit: string;
}

interface Props {
  accountId: string;
  initial: ChildSettings;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * A customer account's settings as its reseller changes them: name, language and temperature
 * unit. A refused field shows its reason beside it and the dialog keeps what was typed.
 */
export function EditChildAccountDialog({ accountId, initial, onClose, onSaved }: Props) {
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [update] = useMutation(UpdatePartnerChildAccountDocument);
  const nameError = (tried ? requiredError(values.name.trim()) : undefined) ?? serverErrors.name;
  const languages = LANGUAGES.some((l) => l.code === values.languageCode)
    ? LANGUAGES
    : [{ code: values.languageCode, label: values.languageCode }, ...LANGUAGES];

  const submit = async () => {
    setTried(true);
    setServerErrors({});
    if (requiredError(values.name.trim())) return;
    // Only what changed is sent, so the audit logs say what the partner did.
    const next = { ...values, name: values.name.trim() };
    const input = Object.fromEntries(
      (Object.keys(next) as (keyof ChildSettings)[])
        .filter((key) => next[key] !== initial[key])
        .map((key) => [key, next[key]]),
    );
    if (Object.keys(input).length === 0) return onClose();
    try {
      await update({ variables: { id: accountId, input } });
      onSaved();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setServerErrors(byField);
      if (Object.keys(byField).length === 0) throw error;
    }
  };

  return (
    <FormDialog
      open
      title={`Settings of ${initial.name}`}
      submitLabel="Save"
      submitTestId="partner-settings-submit"
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label="Account name"
        required
        validationMessage={nameError}
        validationState={nameError ? 'error' : 'none'}
      >
        <Input
          name="accountName"
          value={values.name}
          onChange={(_e, d) => setValues((v) => ({ ...v, name: d.value }))}
        />
      </Field>
      <Field
        label="Language"
        hint="What its screens and console use unless a user chooses another."
        validationMessage={serverErrors.languageCode}
        validationState={serverErrors.languageCode ? 'error' : 'none'}
      >
        <Select
          name="languageCode"
          value={values.languageCode}
          onChange={(_e, d) => setValues((v) => ({ ...v, languageCode: d.value }))}
        >
          {languages.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Temperature unit"
        hint="For its weather items."
        validationMessage={serverErrors.temperatureUnit}
        validationState={serverErrors.temperatureUnit ? 'error' : 'none'}
      >
        <Select
          name="temperatureUnit"
          value={values.temperatureUnit}
          onChange={(_e, d) => setValues((v) => ({ ...v, temperatureUnit: d.value }))}
        >
          <option value="celsius">Celsius (°C)</option>
          <option value="fahrenheit">Fahrenheit (°F)</option>
        </Select>
      </Field>
    </FormDialog>
  );
}
