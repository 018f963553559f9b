import { useMutation } from '@apollo/client/react';
import {
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AdminCreateAccountDocument } from '../../graphql/generated';
import { errorMessage, inputErrorsOf } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { RouterLink } from '../../kit/RouterLink';
import { SubmitButton } from '../../kit/SubmitButton';
import { useSession } from '../../shared/session/session';
import { BILLING_TYPE_LABELS, SERVICE_ADMIN_ROLE } from './adminFormat';
import { ServiceAdminsOnly } from './ServiceAdminsOnly';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '480px',
  },
});

const EMPTY = { name: '', tariff: 'Free', billingType: 'subscription', adminEmail: '' };
type Draft = typeof EMPTY;

/** Fields that must not be empty, checked before sending (the server checks them again). */
function requiredErrors(draft: Draft): Record<string, string> {
  return Object.fromEntries(
    (['name', 'tariff', 'adminEmail'] as const)
      .filter((key) => !draft[key].trim())
      .map((key) => [key, 'Required']),
  );
}

/** /admin/accounts/create: a new account whose first administrator is invited by e-mail. */
export function CreateAccountPage() {
  const styles = useStyles();
  const session = useSession();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(AdminCreateAccountDocument);
  if (session.role !== SERVICE_ADMIN_ROLE) return <ServiceAdminsOnly title="Create an account" />;

  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const validation = (path: keyof Draft) =>
    errors[path] ? { validationState: 'error' as const, validationMessage: errors[path] } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = requiredErrors(draft);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const { data } = await create({ variables: { input: draft } });
      const made = data!.createServiceAccount;
      notify(`Created ${made.name}; the invitation is on its way to ${draft.adminEmail.trim()}`);
      await navigate(`/admin/accounts/${encodeURIComponent(made._id)}`);
    } catch (error) {
      const fields = inputErrorsOf(error);
      if (fields.length === 0) return setFailure(errorMessage(error));
      setErrors(Object.fromEntries(fields.map((f) => [f.path.split('.').pop()!, f.message])));
    }
  };

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      aria-label="Create an account"
    >
      <RouterLink to="/admin/accounts">All accounts</RouterLink>
      <Title2 as="h1">Create an account</Title2>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <Field label="Name" required {...validation('name')}>
        <Input name="name" value={draft.name} onChange={(_e, d) => set({ name: d.value })} />
      </Field>
      <Field label="Tariff" required {...validation('tariff')}>
        <Input name="tariff" value={draft.tariff} onChange={(_e, d) => set({ tariff: d.value })} />
      </Field>
      <Field label="Billing type" {...validation('billingType')}>
        <Select
          name="billingType"
          value={draft.billingType}
          onChange={(_e, d) => set({ billingType: d.value })}
        >
          {Object.entries(BILLING_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="First administrator's e-mail"
        hint="They get an invitation to choose a password and join."
        required
        {...validation('adminEmail')}
      >
        <Input
          name="adminEmail"
          type="email"
          value={draft.adminEmail}
          onChange={(_e, d) => set({ adminEmail: d.value })}
        />
      </Field>
      <div>
        <SubmitButton appearance="primary" disabledFocusable={loading}>
          Create and invite
        </SubmitButton>
      </div>
    </form>
  );
}
