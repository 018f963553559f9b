import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Field, Input, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import {
  SecurityPoliciesDocument,
  UpdateSecurityPoliciesDocument,
  type SecurityPoliciesQuery,
} from '../../graphql/generated';
import { ErrorBar, Notice, useAccountStyles } from './ui';
import { SubmitButton } from '../../kit/SubmitButton';

type Policies = SecurityPoliciesQuery['securityPolicies'];

function PoliciesForm({ initial }: { initial: Policies }) {
  const styles = useAccountStyles();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [update] = useMutation(UpdateSecurityPoliciesDocument);
  const changed = JSON.stringify(values) !== JSON.stringify(saved);
  const data = {
    minPasswordLength: values.minPasswordLength,
    requireDigit: values.requireDigit,
    requireUppercase: values.requireUppercase,
    requireSymbol: values.requireSymbol,
    sessionLifetimeMinutes: values.sessionLifetimeMinutes ?? null,
  };
  return (
    <form
      className={styles.column}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        update({ variables: { data } })
          .then(() => setSaved(values))
          .catch((err: unknown) => setError(errorMessage(err)));
      }}
    >
      <ErrorBar message={error} />
      {!changed && saved !== initial && <Notice>Saved</Notice>}
      <Field label="Minimum password length">
        <Input
          type="number"
          value={String(values.minPasswordLength)}
          onChange={(_, d) => setValues({ ...values, minPasswordLength: Number(d.value) })}
        />
      </Field>
      <Checkbox
        label="Require a digit"
        checked={values.requireDigit}
        onChange={(_, d) => setValues({ ...values, requireDigit: d.checked === true })}
      />
      <Checkbox
        label="Require an upper-case letter"
        checked={values.requireUppercase}
        onChange={(_, d) => setValues({ ...values, requireUppercase: d.checked === true })}
      />
      <Checkbox
        label="Require a symbol"
        checked={values.requireSymbol}
        onChange={(_, d) => setValues({ ...values, requireSymbol: d.checked === true })}
      />
      <Field label="Session lifetime in minutes (empty: until sign-out)">
        <Input
          type="number"
          value={
            values.sessionLifetimeMinutes === null || values.sessionLifetimeMinutes === undefined
              ? ''
              : String(values.sessionLifetimeMinutes)
          }
          onChange={(_, d) =>
            setValues({
              ...values,
              sessionLifetimeMinutes: d.value === '' ? null : Number(d.value),
            })
          }
        />
      </Field>
      <SubmitButton appearance="primary" disabledFocusable={!changed}>
        Save
      </SubmitButton>
    </form>
  );
}

/** /account/security-policies: password rules and session lifetime. */
export function SecurityPoliciesPage() {
  const { data } = useQuery(SecurityPoliciesDocument, { fetchPolicy: 'network-only' });
  if (!data) return <Spinner label="Loading..." />;
  return <PoliciesForm initial={data.securityPolicies} />;
}
