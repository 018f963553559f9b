import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent, type ReactNode } from 'react';
import { plainErrorMessage } from '../../kit/errorSentences';
import { validateCredentials, type Credentials } from './loginValidation';
import { SubmitButton } from '../../kit/SubmitButton';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '360px',
  },
});

interface Props {
  /** Signs in; a rejection's message is shown in the form. */
  onSignIn: (credentials: Credentials) => Promise<void>;
  /** Shown above the fields, e.g. why the user has to sign in again. */
  notice?: string | null;
  /** Links under the button (recovery, sign-up). */
  footer?: ReactNode;
}

export function LoginForm({ onSignIn, notice, footer }: Props) {
  const styles = useStyles();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = validateCredentials(values);
  const shownError = (field: keyof Credentials) => (touched[field] ? errors[field] : undefined);

  const change = (field: keyof Credentials) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    setServerError(null);
    try {
      await onSignIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setServerError(plainErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Title2 as="h1">Sign in</Title2>
      {notice && (
        <MessageBar intent="warning">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      {serverError && (
        <MessageBar intent="error">
          <MessageBarBody>{serverError}</MessageBarBody>
        </MessageBar>
      )}
      <Field
        label="E-mail"
        required
        validationMessage={shownError('email')}
        validationState={shownError('email') ? 'error' : 'none'}
      >
        <Input
          name="email"
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={(_, data) => change('email')(data.value)}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        />
      </Field>
      <Field
        label="Password"
        required
        validationMessage={shownError('password')}
        validationState={shownError('password') ? 'error' : 'none'}
      >
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(_, data) => change('password')(data.value)}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        />
      </Field>
      <SubmitButton appearance="primary" disabledFocusable={submitting}>
        Sign in
      </SubmitButton>
      {footer}
    </form>
  );
}
