import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SendRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  AddScreensToGroupDocument,
  RemoveScreensFromGroupDocument,
  ScreenGroupDetailsDocument,
  type ScreenGroupDetailsQuery,
  type DeviceListItemFragment,
} from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { LoadGate } from '../../kit/LoadGate';
import { notify } from '../../kit/notices';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { RouterLink } from '../../kit/RouterLink';
import { useCan } from '../../shared/session/session';
import { publishedLabel } from '../devices/deviceDisplay';
import { SCREEN_GROUPS_PATH } from '../devices/devicePaths';
import { PublishToManyDialog } from '../devices/PublishToManyDialog';
import { GroupSettingsPanel } from '../devices/settings/GroupSettingsPanel';
import { LiveLinksPanel } from '../live/LiveLinksPanel';
import { FleetTimeline } from '../fleet-timeline/FleetTimeline';
import { AddScreensDialog } from './AddScreensDialog';
import { groupContentLabel, screenCountLabel } from './groupDisplay';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The most screens the group page lists; the screens list filters by group for the rest. */
const LISTED = 200;

/** /screen-groups/{groupId}: a group's screens and content; add, remove, publish to it. */
export function ScreenGroupPage() {
  const styles = useStyles();
  const { groupId = '' } = useParams();
  const canConfigure = useCan(PERMISSIONS.device.configure);
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const { data, loading, error, refetch } = useQuery(ScreenGroupDetailsDocument, {
    variables: { id: groupId, limit: LISTED, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const [add] = useMutation(AddScreensToGroupDocument, {
    // The group's timeline shows its screens: one added or removed shows at once.
    refetchQueries: ['FleetTimeline'],
  });
  const [remove] = useMutation(RemoveScreensFromGroupDocument, {
    refetchQueries: ['FleetTimeline'],
  });
  const [dialog, setDialog] = useState<'add' | 'publish' | null>(null);
  const confirm = useConfirm();

  const group = data?.screenGroup;
  if (loading && !data) return <Spinner label="Loading group..." />;
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          Could not load this group. {errorMessage(error)}{' '}
          <RouterLink to={SCREEN_GROUPS_PATH}>Back to groups</RouterLink>
        </MessageBarBody>
      </MessageBar>
    );
  if (!group)
    return (
      <Body1 as="p">
        This group does not exist any more.{' '}
        <RouterLink to={SCREEN_GROUPS_PATH}>Back to groups</RouterLink>
      </Body1>
    );
  const screens = data.devicePage.items;

  const askRemove = (d: DeviceListItemFragment) =>
    confirm.ask({
      question: `Remove ${d.name} from ${group.name}?`,
      detail: 'The screen stays paired; it stops playing this group’s content.',
      confirmLabel: 'Remove',
      onConfirm: () =>
        void remove({ variables: { groupId, deviceIds: [d._id] } })
          .then(() => refetch())
          .then(
            () => notify(`Removed ${d.name} from ${group.name}`),
            (e: unknown) => notify(errorMessage(e), 'error'),
          ),
    });
  const columns = memberColumns(group.name, canConfigure ? askRemove : undefined);

  return (
    <section className={styles.page}>
      <RouterLink to={SCREEN_GROUPS_PATH}>All groups</RouterLink>
      <GroupHeader
        group={group}
        onAdd={canConfigure ? () => setDialog('add') : undefined}
        onPublish={canPublish ? () => setDialog('publish') : undefined}
      />
      {screens.length === 0 ? (
        <Body1 as="p">No screens in this group yet.</Body1>
      ) : (
        <ResponsiveTable
          aria-label={`Screens in ${group.name}`}
          items={screens}
          columns={columns}
          keyOf={(d) => d._id}
          rowProps={(d) => ({ 'data-testid': 'group-screen-row', 'data-device-name': d.name })}
        />
      )}
      {data.devicePage.totalCount > screens.length && (
        <Body1 as="p">
          The first {screens.length} of {data.devicePage.totalCount} are listed; filter the screens
          list by this group to see them all.
        </Body1>
      )}
      {dialog === 'add' && (
        <AddScreensDialog
          groupName={group.name}
          memberIds={new Set(screens.map((d) => d._id))}
          onClose={() => setDialog(null)}
          onAdd={async (deviceIds) => {
            await add({ variables: { groupId, deviceIds } });
            await refetch();
            notify(`Added ${screenCountLabel(deviceIds.length)} to ${group.name}`);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'publish' && (
        <PublishToManyDialog
          screens={[]}
          groupIds={[groupId]}
          onClose={() => setDialog(null)}
          onPublished={(notice) => {
            notify(notice);
            void refetch();
          }}
        />
      )}
      {/* The panels under the screens draw together once each has its first answer: drawn one
          by one, the timeline's chart would push the settings down under the operator's
          pointer. Another group's page waits for its own answers again. */}
      <LoadGate
        key={groupId}
        waiting={<Spinner size="small" label="Loading the timeline, settings and links..." />}
      >
        {screens.length > 0 && <FleetTimeline target={{ kind: 'group', id: groupId }} />}
        <GroupSettingsPanel groupId={groupId} canEdit={canConfigure} />
        {canConfigure && (
          <LiveLinksPanel subject={{ kind: 'group', groupId, groupName: group.name }} />
        )}
      </LoadGate>
      {confirm.dialog}
    </section>
  );
}

/** The group's screens as table columns; a Remove action when the viewer may change the group. */
function memberColumns(
  groupName: string,
  onRemove: ((d: DeviceListItemFragment) => void) | undefined,
): TableColumn<DeviceListItemFragment>[] {
  const columns: TableColumn<DeviceListItemFragment>[] = [
    {
      label: 'Name',
      role: 'title',
      cell: (d) => <RouterLink to={`/devices/${d._id}`}>{d.name}</RouterLink>,
    },
    {
      label: 'Status',
      cell: (d) => (
        <Badge
          appearance={d.onlineStatus === 'online' ? 'filled' : 'tint'}
          color={d.onlineStatus === 'online' ? 'success' : 'subtle'}
        >
          {d.onlineStatus === 'online' ? 'Online' : 'Offline'}
        </Badge>
      ),
    },
    {
      label: 'Plays',
      cell: (d) =>
        d.contentSource.kind === 'own' ? `${publishedLabel(d)} (own publish)` : publishedLabel(d),
    },
  ];
  if (onRemove)
    columns.push({
      label: 'Actions',
      role: 'actions',
      cell: (d) => (
        <Button aria-label={`Remove ${d.name} from ${groupName}`} onClick={() => onRemove(d)}>
          Remove
        </Button>
      ),
    });
  return columns;
}

type GroupDetails = NonNullable<ScreenGroupDetailsQuery['screenGroup']>;

/** The group's name, what it plays, and its Add screens and Publish actions where allowed. */
function GroupHeader({
  group,
  onAdd,
  onPublish,
}: {
  group: GroupDetails;
  onAdd: (() => void) | undefined;
  onPublish: (() => void) | undefined;
}) {
  const styles = useStyles();
  return (
    <>
      <Title2 as="h1" data-testid="group-title">
        {group.name}
      </Title2>
      <Body1 as="p" data-testid="group-summary">
        {screenCountLabel(group.screenCount)} ·{' '}
        {group.publishedContent ? `Plays ${groupContentLabel(group)}` : 'Nothing published to it'}
      </Body1>
      <div className={styles.actions}>
        {onAdd && (
          <Button icon={<AddRegular />} data-testid="group-add-screens" onClick={onAdd}>
            Add screens
          </Button>
        )}
        {onPublish && (
          <Button
            appearance="primary"
            icon={<SendRegular />}
            data-testid="group-publish"
            onClick={onPublish}
          >
            Publish to group
          </Button>
        )}
      </div>
    </>
  );
}
