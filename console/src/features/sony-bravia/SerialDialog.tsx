import { useMutation } from '@apollo/client/react';
import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import {
  RegisterSonyDisplayBySerialDocument,
  SonyDisplaysDocument,
  type RegisterSonyDisplayBySerialMutation,
} from '../../graphql/generated';
import { FormDialog } from '../../kit/FormDialog';
import { inputErrorsOf, type InputError } from '../../kit/errorMessage';
import { GroupSelect } from './GroupSelect';
import { fieldState } from './sonyText';

export type SerialRegistration = RegisterSonyDisplayBySerialMutation['registerSonyDisplayBySerial'];

interface Props {
  open: boolean;
  ipControlEnabled: boolean;
  onClose: () => void;
  onRegistered: (display: SerialRegistration) => void;
}

const EMPTY = { serial: '', name: '', groupId: '', ipAddress: '', psk: '' };

/** Registering a display by its serial number, with its address and key for IP control. */
export function SerialDialog({ open, ipControlEnabled, onClose, onRegistered }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<InputError[]>([]);
  const [register] = useMutation(RegisterSonyDisplayBySerialDocument, {
    refetchQueries: [SonyDisplaysDocument],
  });
  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    setErrors([]);
    try {
      const result = await register({
        variables: {
          input: {
            serial: values.serial.trim(),
            name: values.name.trim(),
            groupId: values.groupId || null,
            ipAddress: values.ipAddress.trim() || null,
            psk: values.psk || null,
          },
        },
      });
      setValues(EMPTY);
      if (result.data) onRegistered(result.data.registerSonyDisplayBySerial);
    } catch (error) {
      const placed = inputErrorsOf(error);
      setErrors(placed);
      // Beside its field when the server named one; else in the dialog's error bar.
      if (placed.length === 0) throw error;
    }
  };

  return (
    <FormDialog
      open={open}
      title="Register by serial number"
      submitLabel="Register"
      submitTestId="sony-serial-submit"
      onClose={onClose}
      onSubmit={submit}
    >
      <Field label="Serial number" required {...fieldState(errors, 'input.serial')}>
        <Input
          name="serial"
          maxLength={32}
          value={values.serial}
          onChange={(_, d) => set('serial')(d.value)}
        />
      </Field>
      <Field label="Screen name" required {...fieldState(errors, 'input.name')}>
        <Input
          name="name"
          maxLength={100}
          value={values.name}
          onChange={(_, d) => set('name')(d.value)}
        />
      </Field>
      <GroupSelect
        value={values.groupId}
        onChange={set('groupId')}
        validation={fieldState(errors, 'input.groupId')}
      />
      <Field
        label="IP address (optional)"
        hint={
          ipControlEnabled
            ? 'With the pre-shared key, Marquee checks the serial and opens the player on it.'
            : 'IP control is off on this server; the address is kept for later.'
        }
        {...fieldState(errors, 'input.ipAddress')}
      >
        <Input
          name="ipAddress"
          maxLength={21}
          value={values.ipAddress}
          onChange={(_, d) => set('ipAddress')(d.value)}
        />
      </Field>
      <Field label="Pre-shared key (optional)" {...fieldState(errors, 'input.psk')}>
        <Input
          name="psk"
          type="password"
          maxLength={64}
          value={values.psk}
          onChange={(_, d) => set('psk')(d.value)}
        />
      </Field>
    </FormDialog>
  );
}
