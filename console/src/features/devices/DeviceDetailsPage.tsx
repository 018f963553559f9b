import {
  Badge,
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PERMISSIONS, isAdminRole } from '@marquee/sdk/model';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { DeviceDetailsQuery } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { DrawnWithGate, LoadGate } from '../../kit/LoadGate';
import { notify } from '../../kit/notices';
import { RouterLink } from '../../kit/RouterLink';
import { useCan, useSession } from '../../shared/session/session';
import { publishedNotice } from './deviceCommands';
import { DeviceCommandsPanel } from './DeviceCommandsPanel';
import { DeleteDeviceButton, DeviceActionsRow, DeviceRenameForm } from './DeviceDetailsParts';
import { DeviceFacts } from './DeviceFacts';
import { ContentSourcePanel } from './ContentSourcePanel';
import { DeviceTagsEditor } from './DeviceTagsEditor';
import { FleetTimeline } from '../fleet-timeline/FleetTimeline';
import { DisplaySettingsPanel } from './settings/DisplaySettingsPanel';
import { capabilitiesOf } from './settings/displayForm';
import { LogsPanel } from './diagnostics/LogsPanel';
import { ScreenshotPanel } from './diagnostics/ScreenshotPanel';
import { LiveLinksPanel } from '../live/LiveLinksPanel';
import { PublishDialogContainer } from './PublishDialogContainer';
import { useDeviceDetails } from './useDeviceDetails';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    // One rhythm for the panels, whoever made them: a wider gap above each section and the
    // rename form than between the lines of one, and a heading as close to its panel's content
    // as the panel's own gap (a browser's h2 and p margins differed from panel to panel).
    '& > section, & > form': { marginTop: tokens.spacingVerticalL },
    '& > section > h2, & > section > p': { marginTop: 0, marginBottom: 0 },
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
});

/** /devices/{deviceId}: a screen's info, status, content and remote commands; rename, delete. */
export function DeviceDetailsPage() {
  const styles = useStyles();
  const { deviceId = '' } = useParams();
  const canConfigure = useCan(PERMISSIONS.device.configure);
  const canDelete = useCan(PERMISSIONS.device.delete);
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const session = useSession();
  const isAdmin = session.role !== null && isAdminRole(session.role);
  const details = useDeviceDetails(deviceId);
  const [publishing, setPublishing] = useState(false);

  const { device, loading, error } = details;
  if (loading && !device) return <Spinner label="Loading screen..." />;
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          Could not load this screen. {errorMessage(error)}{' '}
          <RouterLink to="/devices">Back to screens</RouterLink>
        </MessageBarBody>
      </MessageBar>
    );
  if (!device)
    return (
      <Body1 as="p">
        This screen does not exist any more. <RouterLink to="/devices">Back to screens</RouterLink>
      </Body1>
    );

  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1" data-testid="device-title">
          {device.name}
        </Title2>
        <Badge
          appearance="filled"
          color={device.onlineStatus === 'online' ? 'success' : 'subtle'}
          data-testid="device-status"
        >
          {device.onlineStatus === 'online' ? 'Online' : 'Offline'}
        </Badge>
      </div>
      {details.actionError && (
        <MessageBar intent="error">
          <MessageBarBody>{details.actionError}</MessageBarBody>
        </MessageBar>
      )}
      <DeviceFacts device={device} />
      <ContentSourcePanel
        deviceId={deviceId}
        deviceName={device.name}
        source={device.contentSource}
        groups={device.groups}
        canClear={canPublish}
        onCleared={() => void details.refetch()}
      >
        <DeviceTagsEditor deviceId={deviceId} tags={device.tags} canEdit={canConfigure} />
      </ContentSourcePanel>
      {/* Publish sits under what the screen shows, before the plan of what it will show. */}
      <DeviceActionsRow
        deviceId={deviceId}
        onPublish={canPublish ? () => setPublishing(true) : undefined}
        showCommands={isAdmin}
      />
      <DevicePanels
        deviceId={deviceId}
        device={device}
        details={details}
        canConfigure={canConfigure}
        canDelete={canDelete}
      />
      {canPublish && (
        <PublishDialogContainer
          device={publishing ? device : null}
          onClose={() => setPublishing(false)}
          onPublished={(published) => {
            notify(publishedNotice(published.publishedContent?.name, published.name));
            void details.refetch();
          }}
        />
      )}
    </section>
  );
}

/**
 * The page under the screen's facts: its plan, commands, settings and diagnostics. Each panel
 * asks for its own data; they draw together once all have answered, so nothing moves under the
 * operator's pointer as the answers come one by one.
 */
function DevicePanels({
  deviceId,
  device,
  details,
  canConfigure,
  canDelete,
}: {
  deviceId: string;
  device: NonNullable<DeviceDetailsQuery['device']>;
  details: ReturnType<typeof useDeviceDetails>;
  canConfigure: boolean;
  canDelete: boolean;
}) {
  return (
    // Another screen's page waits for its own answers again.
    <LoadGate
      key={deviceId}
      waiting={<Spinner size="small" label="Loading the timeline, settings and logs..." />}
    >
      <FleetTimeline target={{ kind: 'screen', id: deviceId }} />
      <DrawnWithGate>
        {canConfigure && (
          <DeviceRenameForm name={device.name} busy={details.renaming} onRename={details.rename} />
        )}
        <DeviceCommandsPanel
          deviceName={device.name}
          capabilities={capabilitiesOf(device.deviceInfo)}
          commands={device.commands}
          onSend={canConfigure ? (type) => void details.sendCommand(type) : undefined}
          sending={details.sending}
        />
      </DrawnWithGate>
      <DisplaySettingsPanel deviceId={deviceId} canEdit={canConfigure} />
      <ScreenshotPanel deviceId={deviceId} deviceName={device.name} canTake={canConfigure} />
      {canConfigure && <LiveLinksPanel subject={{ kind: 'screen', deviceId }} />}
      <LogsPanel deviceId={deviceId} />
      {canDelete && (
        <DrawnWithGate>
          <DeleteDeviceButton name={device.name} onDelete={() => void details.remove()} />
        </DrawnWithGate>
      )}
    </LoadGate>
  );
}
