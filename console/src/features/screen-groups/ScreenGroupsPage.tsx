import { useMutation, useQuery } from '@apollo/client/react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, RenameRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import {
  CreateScreenGroupDocument,
  DeleteScreenGroupDocument,
  RenameScreenGroupDocument,
  ScreenGroupsDocument,
  type ScreenGroupItemFragment,
} from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { ListPage } from '../../kit/ListPage';
import { notify } from '../../kit/notices';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { RouterLink } from '../../kit/RouterLink';
import { SectionNav } from '../../kit/SectionNav';
import { useFocusReturn } from '../../kit/useFocusReturn';
import { useCan } from '../../shared/session/session';
import { FLEET_LINKS, screenGroupPath } from '../devices/devicePaths';
import { GroupNameDialog } from './GroupNameDialog';
import { groupContentLabel, screenCountLabel } from './groupDisplay';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Group = ScreenGroupItemFragment;

/** /screen-groups: the account's groups of screens; create, rename, delete, open one. */
export function ScreenGroupsPage() {
  const canConfigure = useCan(PERMISSIONS.device.configure);
  const { data, error, loading, refetch } = useQuery(ScreenGroupsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(CreateScreenGroupDocument, { refetchQueries: ['ScreenGroups'] });
  const [rename] = useMutation(RenameScreenGroupDocument);
  const [remove] = useMutation(DeleteScreenGroupDocument, { refetchQueries: ['ScreenGroups'] });
  const [naming, setNaming] = useState<{ group: Group | null } | null>(null);
  const confirm = useConfirm();
  const rememberOpener = useFocusReturn(naming !== null);
  const openNaming = (group: Group | null) => {
    rememberOpener();
    setNaming({ group });
  };
  const groups = data?.screenGroups;

  const columns: TableColumn<Group>[] = [
    {
      label: 'Name',
      role: 'title',
      cell: (g) => (
        <RouterLink to={screenGroupPath(g._id)} data-testid="group-link">
          {g.name}
        </RouterLink>
      ),
    },
    { label: 'Screens', cell: (g) => screenCountLabel(g.screenCount) },
    { label: 'Published', cell: (g) => groupContentLabel(g) },
  ];
  const askDelete = (g: Group) =>
    confirm.ask({
      question: `Delete the group ${g.name}?`,
      detail:
        g.screenCount === 0
          ? 'It has no screens.'
          : g.screenCount === 1
            ? "Its screen stays; it plays its own or its other groups' content."
            : `Its ${screenCountLabel(g.screenCount)} stay; each plays its own or its other groups' content.`,
      onConfirm: () =>
        void remove({ variables: { id: g._id } }).then(
          () => notify(`Group ${g.name} deleted`),
          (e: unknown) => notify(errorMessage(e), 'error'),
        ),
    });
  if (canConfigure)
    columns.push({
      label: 'Actions',
      role: 'actions',
      cell: (g) => (
        <GroupActions group={g} onRename={() => openNaming(g)} onDelete={() => askDelete(g)} />
      ),
    });

  return (
    <ListPage
      title="Screen groups"
      action={
        canConfigure && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            data-testid="group-create"
            onClick={() => openNaming(null)}
          >
            New group
          </Button>
        )
      }
      nav={<SectionNav label="Fleet" links={FLEET_LINKS} />}
      noun="groups"
      items={groups}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      empty="There are no groups yet. A group publishes to all its screens at once, including screens added later."
      overlays={
        <>
          {naming && (
            <GroupNameDialog
              title={naming.group ? `Rename ${naming.group.name}` : 'New group'}
              submitLabel={naming.group ? 'Rename' : 'Create'}
              initialName={naming.group?.name}
              onClose={() => setNaming(null)}
              onSave={async (name) => {
                if (naming.group) {
                  await rename({ variables: { id: naming.group._id, name } });
                  notify(`Group renamed to ${name}`);
                } else {
                  await create({ variables: { name } });
                  notify(`Group ${name} created`);
                }
              }}
            />
          )}
          {confirm.dialog}
        </>
      }
    >
      {(items) => (
        <ResponsiveTable
          aria-label="Screen groups"
          items={items}
          columns={columns}
          keyOf={(g) => g._id}
          rowProps={(g) => ({ 'data-testid': 'group-row', 'data-group-name': g.name })}
          minTableWidth={640}
        />
      )}
    </ListPage>
  );
}

/** A group row's Rename and Delete, named for the group so a screen reader can tell rows apart. */
function GroupActions({
  group,
  onRename,
  onDelete,
}: {
  group: Group;
  onRename: () => void;
  onDelete: () => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.actions}>
      <Button icon={<RenameRegular />} aria-label={`Rename ${group.name}`} onClick={onRename}>
        Rename
      </Button>
      <Button
        icon={<DeleteRegular />}
        aria-label={`Delete ${group.name}`}
        data-testid="group-delete"
        onClick={onDelete}
      >
        Delete
      </Button>
    </div>
  );
}
