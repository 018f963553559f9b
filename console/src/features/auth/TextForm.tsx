import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
  type InputProps,
} from '@fluentui/react-components';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import { SubmitButton } from '../../kit/SubmitButton';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

interface TextField {
  name: string;
  label: string;
  type?: InputProps['type'];
  autoComplete?: string;
  initial?: string;
  /** The error for the current values, or undefined. */
  validate?: (value: string, values: Record<string, string>) => string | undefined;
}

/**
 * A basic form: its submit stays disabled until a field changes; errors show once a field was
 * left or a submit was tried; a rejected submit shows its message above the fields.
 */
export function TextForm({
  fields,
  submitLabel,
  onSubmit,
  header,
}: {
  fields: readonly TextField[];
  submitLabel: string;
  onSubmit: (values: Record<string, string>) => Promise<void>;
  header?: ReactNode;
}) {
  const styles = useStyles();
  const initial = Object.fromEntries(fields.map((f) => [f.name, f.initial ?? '']));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = Object.fromEntries(
    fields.map((f) => [f.name, f.validate?.(values[f.name] ?? '', values)]),
  );
  const changed = fields.some((f) => values[f.name] !== initial[f.name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {header}
      {serverError && (
        <MessageBar intent="error">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      )}
      {fields.map((f) => {
        const shown = touched[f.name] ? errors[f.name] : undefined;
        return (
          <Field
            key={f.name}
            label={f.label}
            validationMessage={shown}
            validationState={shown ? 'error' : 'none'}
          >
            <Input
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              value={values[f.name] ?? ''}
              onChange={(_, data) => setValues((v) => ({ ...v, [f.name]: data.value }))}
              onBlur={() => setTouched((t) => ({ ...t, [f.name]: true }))}
            />
          </Field>
        );
      })}
      <SubmitButton appearance="primary" disabledFocusable={busy || !changed}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
