import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Checkbox,
  Field,
  Input,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useDeferredValue, useState } from 'react';
import { DevicePageDocument } from '../../graphql/generated';
import { FormDialog } from '../../kit/FormDialog';

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    border: 'none',
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '18rem',
    overflowY: 'auto',
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalXS },
});

/** Screens found by name, ticked and added to the group in one call. */
export function AddScreensDialog({
  groupName,
  memberIds,
  onClose,
  onAdd,
}: {
  groupName: string;
  /** Screens already in the group: shown ticked and left alone. */
  memberIds: ReadonlySet<string>;
  onClose: () => void;
  onAdd: (deviceIds: string[]) => Promise<void>;
}) {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [chosen, setChosen] = useState<ReadonlyMap<string, true>>(new Map());
  const { data } = useQuery(DevicePageDocument, {
    variables: { search: deferred.trim() || null, limit: 50, offset: 0 },
  });
  const items = data?.devicePage.items;

  return (
    <FormDialog
      open
      title={`Add screens to ${groupName}`}
      submitLabel={chosen.size > 0 ? `Add ${chosen.size}` : 'Add'}
      submitTestId="add-screens-submit"
      submitDisabled={chosen.size === 0}
      onClose={onClose}
      onSubmit={() => onAdd([...chosen.keys()])}
    >
      <Field label="Find screens">
        <Input
          contentBefore={<SearchRegular />}
          placeholder="Screen name"
          value={search}
          onChange={(_e, d) => setSearch(d.value)}
        />
      </Field>
      {!items && <Spinner size="small" label="Loading screens..." />}
      {items && items.length === 0 && <Body1 as="p">No screens match.</Body1>}
      {items && items.length > 0 && (
        <fieldset className={styles.list}>
          <legend className={styles.legend}>Screens</legend>
          {items.map((device) => {
            const member = memberIds.has(device._id);
            return (
              <Checkbox
                key={device._id}
                data-testid="add-screen-option"
                label={member ? `${device.name} (in the group)` : device.name}
                checked={member || chosen.has(device._id)}
                disabled={member}
                onChange={(_e, d) =>
                  setChosen((now) => {
                    const next = new Map(now);
                    if (d.checked) next.set(device._id, true);
                    else next.delete(device._id);
                    return next;
                  })
                }
              />
            );
          })}
        </fieldset>
      )}
    </FormDialog>
  );
}
