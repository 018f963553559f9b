import { useMutation } from '@apollo/client/react';
import { Field, Input, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { InvitePartnerChildUserDocument, type PartnerChildRole } from '../../graphql/generated';
import { FormDialog } from '../../kit/FormDialog';
import { emailError } from '../auth/formErrors';
import { fieldErrorsOf } from './fieldErrors';

const ROLES: { value: PartnerChildRole; label: string; hint: string }[] = [
  { value: 'administrator', label: 'Administrator', hint: 'Every permission in this account.' },
  { value: 'viewer', label: 'Viewer', hint: 'Sees screens and content; changes nothing.' },
];

interface Props {
  accountId: string;
  accountName: string;
  onClose: () => void;
  onInvited: (email: string) => void;
}

/** /partner-console/accounts/{id}/invite-user: an invitation by e-mail with a built-in role. */
export function InviteChildUserDialog({ accountId, accountName, onClose, onInvited }: Props) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<PartnerChildRole>('administrator');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [invite] = useMutation(InvitePartnerChildUserDocument, {
    refetchQueries: ['PartnerAccount'],
  });
  const emailShown = (tried ? emailError(email) : undefined) ?? serverErrors.email;

  const submit = async () => {
    setTried(true);
    setServerErrors({});
    if (emailError(email)) return;
    try {
      await invite({ variables: { accountId, email: email.trim(), role } });
      onInvited(email.trim());
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setServerErrors(byField);
      if (Object.keys(byField).length === 0) throw error;
    }
  };

  return (
    <FormDialog
      open
      title={`Invite a user to ${accountName}`}
      submitLabel="Invite"
      submitTestId="partner-invite-submit"
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label="E-mail"
        required
        validationMessage={emailShown}
        validationState={emailShown ? 'error' : 'none'}
      >
        <Input
          name="inviteEmail"
          type="email"
          value={email}
          onChange={(_e, d) => setEmail(d.value)}
        />
      </Field>
      <Field
        label="Role"
        hint={ROLES.find((r) => r.value === role)?.hint}
        validationMessage={serverErrors.role}
        validationState={serverErrors.role ? 'error' : 'none'}
      >
        <Select
          name="inviteRole"
          value={role}
          onChange={(_e, d) => setRole(d.value as PartnerChildRole)}
        >
          {ROLES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </Select>
      </Field>
    </FormDialog>
  );
}
