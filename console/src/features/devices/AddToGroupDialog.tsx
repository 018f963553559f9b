import { useMutation, useQuery } from '@apollo/client/react';
import { Body1, Field, Select, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { AddScreensToGroupDocument, ScreenGroupsDocument } from '../../graphql/generated';
import { FormDialog } from '../../kit/FormDialog';
import { RouterLink } from '../../kit/RouterLink';
import { SCREEN_GROUPS_PATH } from './devicePaths';

/** The server takes at most this many screens a call. */
const SCREENS_PER_CALL = 1_000;

/** Adds the chosen screens to one group; a screen already in it stays. */
export function AddToGroupDialog({
  deviceIds,
  onClose,
  onAdded,
}: {
  deviceIds: readonly string[];
  onClose: () => void;
  onAdded: (groupName: string) => void;
}) {
  const groups = useQuery(ScreenGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const [add] = useMutation(AddScreensToGroupDocument, { refetchQueries: ['DevicePage'] });
  const [chosenId, setChosenId] = useState('');
  const list = groups.data?.screenGroups;
  // Nothing is chosen for the operator among several groups: a click on Add without looking
  // would put the screens in whichever group came first. A lone group is the only answer.
  const chosen =
    list?.find((g) => g._id === chosenId) ?? (list?.length === 1 ? list[0] : undefined);

  const submit = async () => {
    if (!chosen) return;
    for (let i = 0; i < deviceIds.length; i += SCREENS_PER_CALL) {
      await add({
        variables: { groupId: chosen._id, deviceIds: deviceIds.slice(i, i + SCREENS_PER_CALL) },
      });
    }
    onAdded(chosen.name);
    onClose();
  };

  return (
    <FormDialog
      open
      title={
        deviceIds.length === 1
          ? 'Add 1 screen to a group'
          : `Add ${deviceIds.length} screens to a group`
      }
      submitLabel="Add"
      submitTestId="add-to-group-submit"
      submitDisabled={!chosen}
      onClose={onClose}
      onSubmit={submit}
    >
      {!list && <Spinner size="small" label="Loading groups..." />}
      {list && list.length === 0 && (
        <Body1 as="p">
          There are no groups yet. <RouterLink to={SCREEN_GROUPS_PATH}>Create one</RouterLink>
        </Body1>
      )}
      {list && list.length > 0 && (
        <Field label="Group">
          <Select
            data-testid="add-to-group-select"
            value={chosen?._id ?? ''}
            onChange={(_e, d) => setChosenId(d.value)}
          >
            {!chosen && <option value="">Choose a group</option>}
            {list.map((g) => (
              <option key={g._id} value={g._id}>
                {g.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </FormDialog>
  );
}
