import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../kit/FormDialog';
import { inputErrorsOf } from '../../kit/errorMessage';

/** A group's name, new or renamed: the server's refusal of the name shows beside the field. */
export function GroupNameDialog({
  title,
  submitLabel,
  initialName = '',
  onClose,
  onSave,
}: {
  title: string;
  submitLabel: string;
  initialName?: string;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const submit = async () => {
    setFieldError(null);
    try {
      await onSave(name.trim());
      onClose();
    } catch (error) {
      const nameError = inputErrorsOf(error).find((e) => e.path === 'name');
      if (!nameError) throw error;
      setFieldError(nameError.message);
    }
  };
  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      submitTestId="group-name-submit"
      submitDisabled={name.trim() === '' || name.trim() === initialName}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label="Group name"
        required
        validationMessage={fieldError ?? undefined}
        validationState={fieldError ? 'error' : 'none'}
      >
        <Input data-testid="group-name-input" value={name} onChange={(_e, d) => setName(d.value)} />
      </Field>
    </FormDialog>
  );
}
