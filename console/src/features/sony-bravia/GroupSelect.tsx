import { useQuery } from '@apollo/client/react';
import { Field, Select } from '@fluentui/react-components';
import { ScreenGroupsDocument } from '../../graphql/generated';

interface Props {
  value: string;
  onChange: (groupId: string) => void;
  validation: { validationState: 'error' | 'none'; validationMessage?: string };
}

/** An optional screen group of the current space the display's screen joins on its first start. */
export function GroupSelect({ value, onChange, validation }: Props) {
  const { data } = useQuery(ScreenGroupsDocument);
  return (
    <Field label="Screen group (optional)" {...validation}>
      <Select
        name="groupId"
        data-testid="sony-group"
        value={value}
        onChange={(_, d) => onChange(d.value)}
      >
        <option value="">No group</option>
        {(data?.screenGroups ?? []).map((g) => (
          <option key={g._id} value={g._id}>
            {g.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
