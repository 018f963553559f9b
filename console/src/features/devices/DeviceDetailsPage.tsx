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
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { useCan } from '../../app/session/session';
import {
  DeleteDeviceDocument,
  DeviceChangedDocument,
  DeviceDetailsDocument,
  RenameDeviceDocument,
  SendDeviceCommandDocument,
  type DeviceCommandType,
} from '../../graphql/generated';
import { DeviceCommandsPanel } from './DeviceCommandsPanel';
import { deviceInfoRows } from './deviceCommands';
import { createdDateLabel, publishedLabel } from './deviceDisplay';
import { PublishDialogContainer } from './PublishDialogContainer';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: `${tokens.spacingVerticalL} 0`,
  },
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
        <MessageBarBody>{errorMessage(error)}</MessageBarBody>
      </MessageBar>
    );
  if (!device)
    return (
      <Body1 as="p">
        This screen does not exist any more. <Link to="/devices">Back to screens</Link>
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
    <section>
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
      <div className={styles.facts}>
        <Body1>Platform</Body1>
        <Body1>{device.platform}</Body1>
        <Body1>Paired</Body1>
        <Body1>{createdDateLabel(device.createdAt)}</Body1>
        <Body1>Time zone</Body1>
        <Body1>{device.timeZone ?? 'Not reported yet'}</Body1>
        <Body1>Playing</Body1>
        <Body1 data-testid="device-published">{publishedLabel(device)}</Body1>
        {deviceInfoRows(device.deviceInfo).map(([key, value]) => (
          <FactRow key={key} label={key} value={value} />
        ))}
      </div>
      {canPublish && (
        <Button data-testid="publish-button" onClick={() => setPublishing(true)}>
          Publish
        </Button>
      )}
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
      <PublishDialogContainer
        device={publishing ? device : null}
        onClose={() => setPublishing(false)}
        onPublished={() => void refetch()}
      />
    </section>
  );
}

function FactRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Body1>{label}</Body1>
      <Body1>{value}</Body1>
    </>
  );
}
