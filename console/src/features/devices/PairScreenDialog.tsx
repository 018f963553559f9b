import { Divider, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { inputErrorsOf } from '../../kit/errorMessage';
import { FormDialog } from '../../kit/FormDialog';
import { RouterLink } from '../../kit/RouterLink';
import { REQUIRED } from '../auth/loginValidation';
import { PlayerAddress } from './PlayerAddress';
import { screenLimitOf } from './screenLimit';

export interface PairInput {
  pairingCode: string;
  name: string;
}

interface Props {
  open: boolean;
  initialCode: string;
  onClose: () => void;
  /** Pairs the screen; a rejection's message is shown in the dialog and the fields stay as typed. */
  onPair: (input: PairInput) => Promise<void>;
}

export function PairScreenDialog({ open, initialCode, onClose, onPair }: Props) {
  const [values, setValues] = useState<PairInput>({ pairingCode: initialCode, name: '' });
  const [submitted, setSubmitted] = useState(false);
  const [limit, setLimit] = useState<{ message: string; billingPath: string } | null>(null);
  // What the server refused, by field (an unknown code, a name too long), until it is edited.
  const [refused, setRefused] = useState<Partial<Record<keyof PairInput, string>>>({});

  const errors = {
    pairingCode: values.pairingCode.trim() === '' ? REQUIRED : refused.pairingCode,
    name: values.name.trim() === '' ? REQUIRED : refused.name,
  };
  const edit = (field: keyof PairInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setRefused((r) => ({ ...r, [field]: undefined }));
  };

  const submit = async () => {
    setSubmitted(true);
    if (errors.pairingCode || errors.name) return;
    setLimit(null);
    setRefused({});
    try {
      await onPair({ pairingCode: values.pairingCode.trim(), name: values.name.trim() });
    } catch (error) {
      // The subscription's screens are all paired: say so with the way to add screens.
      const reached = screenLimitOf(error);
      if (reached) {
        setLimit(reached);
        return;
      }
      // A refused field says why beside it; anything else shows above the fields.
      const byField = inputErrorsOf(error).filter(
        (e) => e.path === 'pairingCode' || e.path === 'name',
      );
      if (byField.length === 0) throw error;
      setRefused(Object.fromEntries(byField.map((e) => [e.path, e.message])));
    }
  };

  const fieldError = (message: string | undefined) =>
    submitted && message
      ? { validationMessage: message, validationState: 'error' as const }
      : { validationState: 'none' as const };

  return (
    <FormDialog
      open={open}
      title="Pair a screen"
      submitLabel="Pair"
      submitTestId="pair-submit"
      onClose={onClose}
      onSubmit={submit}
    >
      {limit && (
        <MessageBar intent="warning" data-testid="screen-limit">
          <MessageBarBody>
            {limit.message} <RouterLink to={limit.billingPath}>Go to Billing</RouterLink>
          </MessageBarBody>
        </MessageBar>
      )}
      <Field
        label="Pairing code"
        hint="The code the screen shows, e.g. 7K3M-9QXD."
        required
        {...fieldError(errors.pairingCode)}
      >
        <Input
          data-testid="pairing-code-input"
          name="pairingCode"
          autoComplete="off"
          value={values.pairingCode}
          onChange={(_, data) => edit('pairingCode', data.value)}
        />
      </Field>
      <Field label="Screen name" required {...fieldError(errors.name)}>
        <Input
          data-testid="device-name-input"
          name="name"
          autoComplete="off"
          value={values.name}
          onChange={(_, data) => edit('name', data.value)}
        />
      </Field>
      {/* After the fields, so the dialog opens with the code field focused (its first focusable). */}
      <Divider>No code on the screen yet?</Divider>
      <PlayerAddress />
    </FormDialog>
  );
}
