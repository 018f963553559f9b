import { useMutation } from '@apollo/client/react';
import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import {
  CreatePartnerChildAccountDocument,
  type PartnerChildAccountFieldsFragment,
} from '../../graphql/generated';
import { FormDialog } from '../../kit/FormDialog';
import { emailError, requiredError } from '../auth/formErrors';
import { fieldErrorsOf } from './fieldErrors';

interface Props {
  onClose: () => void;
  onCreated: (account: PartnerChildAccountFieldsFragment, adminEmail: string) => void;
}

/**
 * /partner-console/create-account: a new customer account and the e-mail of its first
 * administrator, who is invited to choose a password. Errors show beside their fields: the
 * form's own once Create was pressed, then the server's.
 */
export function CreateChildAccountDialog({ onClose, onCreated }: Props) {
  const [name, setName] = useState('');
  const [adminEmail, setAdminEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [create] = useMutation(CreatePartnerChildAccountDocument, {
    refetchQueries: ['PartnerAccounts'],
  });
  const errors = {
    name: (tried ? requiredError(name.trim()) : undefined) ?? serverErrors.name,
    adminEmail: (tried ? emailError(adminEmail) : undefined) ?? serverErrors.adminEmail,
  };

  const submit = async () => {
    setTried(true);
    setServerErrors({});
    if (requiredError(name.trim()) || emailError(adminEmail)) return;
    try {
      const { data } = await create({
        variables: { input: { name: name.trim(), adminEmail: adminEmail.trim() } },
      });
      if (data) onCreated(data.createPartnerChildAccount, adminEmail.trim());
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setServerErrors(byField);
      // A refusal of a field shows beside it; anything else in the dialog's error bar.
      if (Object.keys(byField).length === 0) throw error;
    }
  };

  return (
    <FormDialog
      open
      title="Create account"
      submitLabel="Create"
      submitTestId="partner-create-submit"
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label="Account name"
        required
        validationMessage={errors.name}
        validationState={errors.name ? 'error' : 'none'}
      >
        <Input name="accountName" value={name} onChange={(_e, d) => setName(d.value)} />
      </Field>
      <Field
        label="Administrator e-mail"
        required
        hint="We e-mail them an invitation to choose a password."
        validationMessage={errors.adminEmail}
        validationState={errors.adminEmail ? 'error' : 'none'}
      >
        <Input
          name="adminEmail"
          type="email"
          value={adminEmail}
          onChange={(_e, d) => setAdminEmail(d.value)}
        />
      </Field>
    </FormDialog>
  );
}
