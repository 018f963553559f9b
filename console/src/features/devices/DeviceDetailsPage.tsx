import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  Badge,
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DataBarVerticalRegular, HistoryRegular } from '@fluentui/react-icons';
import { PERMISSIONS, isAdminRole } from '@marquee/sdk/model';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../kit/errorMessage';
import { useCan, useSession } from '../../shared/session/session';
import {
  DeleteDeviceDocument,
  DeviceChangedDocument,
  DeviceDetailsDocument,
  RenameDeviceDocument,
  SendDeviceCommandDocument,
  type DeviceCommandType,
} from '../../graphql/generated';
import { DeviceCommandsPanel } from './DeviceCommandsPanel';
import { DeviceFacts } from './DeviceFacts';
import { deviceCommandsPath, deviceReportPath } from './devicePaths';
import { PublishDialogContainer } from './PublishDialogContainer';
import { RouterLink } from '../../kit/RouterLink';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  rename: { display: 'flex', alignItems: 'end', gap: tokens.spacingHorizontalS },
});

/** /devices/{deviceId}: a screen's info, status, content and remote commands; rename, delete. */
export function DeviceDetailsPage() {
  const styles = useStyles();
  const { deviceId = '' } = useParams();
  const navigate = useNavigate();
  const canConfigure = useCan(PERMISSIONS.device.configure);
  const canDelete = useCan(PERMISSIONS.device.delete);
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const session = useSession();
  const isAdmin = session.role !== null && isAdminRole(session.role);
  const { data, loading, error, refetch } = useQuery(DeviceDetailsDocument, {
    variables: { id: deviceId },
  });
  const [rename, renaming] = useMutation(RenameDeviceDocument);
  const [remove] = useMutation(DeleteDeviceDocument);
  const [send, sending] = useMutation(SendDeviceCommandDocument);
  const [name, setName] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  // Status, content and command progress change on the server: follow them live.
  useSubscription(DeviceChangedDocument, {
    onData: ({ data: event }) => {
      if (event.data?.deviceChanged._id === deviceId) void refetch();
    },
  });

  const device = data?.device;
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

  const act = async (work: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await work();
    } catch (e) {
      setActionError(errorMessage(e));
    }
  };
  const draft = name ?? device.name;
  const sendCommand = (type: DeviceCommandType) =>
    act(async () => {
      await send({ variables: { deviceId, type } });
      await refetch();
    });

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
      {actionError && (
        <MessageBar intent="error">
          <MessageBarBody>{actionError}</MessageBarBody>
        </MessageBar>
      )}
      <DeviceFacts device={device} />
      <div className={styles.row}>
        {canPublish && (
          <Button data-testid="publish-button" onClick={() => setPublishing(true)}>
            Publish
          </Button>
        )}
        <RouterLink
          to={deviceReportPath(deviceId)}
          className={styles.link}
          data-testid="device-report-link"
        >
          <DataBarVerticalRegular aria-hidden /> Proof of play report
        </RouterLink>
        {isAdmin && (
          <RouterLink
            to={deviceCommandsPath(deviceId)}
            className={styles.link}
            data-testid="device-commands-link"
          >
            <HistoryRegular aria-hidden /> Command history
          </RouterLink>
        )}
      </div>
      {canConfigure && (
        <form
          className={styles.rename}
          onSubmit={(e) => {
            e.preventDefault();
            void act(async () => {
              await rename({ variables: { id: deviceId, name: draft } });
              setName(null);
            });
          }}
        >
          <Field label="Name" validationMessage={draft.trim() ? undefined : 'Required'}>
            <Input
              data-testid="device-name-edit"
              value={draft}
              onChange={(_e, d) => setName(d.value)}
            />
          </Field>
          <Button
            type="submit"
            disabled={!draft.trim() || draft === device.name || renaming.loading}
          >
            Rename
          </Button>
        </form>
      )}
      <DeviceCommandsPanel
        commands={device.commands}
        onSend={canConfigure ? (type) => void sendCommand(type) : undefined}
        sending={sending.loading}
      />
      {canDelete && (
        <Button appearance="secondary" onClick={() => setConfirmDelete(true)}>
          Delete screen
        </Button>
      )}
      <Dialog open={confirmDelete} onOpenChange={(_e, d) => setConfirmDelete(d.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Delete {device.name}?</DialogTitle>
            <DialogContent>
              The screen is unpaired and stops playing; pair it again to use it.
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
              <Button
                appearance="primary"
                onClick={() =>
                  void act(async () => {
                    await remove({ variables: { id: deviceId } });
                    void navigate('/devices');
                  })
                }
              >
                Delete
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      {canPublish && (
        <PublishDialogContainer
          device={publishing ? device : null}
          onClose={() => setPublishing(false)}
          onPublished={() => void refetch()}
        />
      )}
    </section>
  );
}
