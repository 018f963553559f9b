import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import {
  DeviceChangedDocument,
  DeviceScreenshotPanelDocument,
  TakeDeviceScreenshotDocument,
} from '../../../graphql/generated';
import { errorMessage } from '../../../kit/errorMessage';
import { useLoadGate } from '../../../kit/LoadGate';
import { takenAgo, useNow } from '../../live/takenAgo';
import { screenshotStatus, takenLabel } from './screenshotState';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    maxWidth: '100%',
  },
  figure: { margin: 0, maxWidth: '100%' },
  image: {
    display: 'block',
    maxWidth: 'min(100%, 960px)',
    height: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** While the screen has not answered, the panel also asks again now and then. */
const WAITING_POLL_MS = 5_000;

interface Props {
  deviceId: string;
  deviceName: string;
  /** The operator may send commands (device:configure); else the panel only shows. */
  canTake: boolean;
}

/**
 * A screen's latest screenshot and a button to take a new one: the screen gets a command, takes
 * the picture and uploads it; the panel waits for it and says in words when it cannot come.
 */
export function ScreenshotPanel({ deviceId, deviceName, canTake }: Props) {
  const styles = useStyles();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(
    DeviceScreenshotPanelDocument,
    {
      variables: { id: deviceId },
    },
  );
  const drawn = useLoadGate(!loading);
  const [take, taking] = useMutation(TakeDeviceScreenshotDocument);
  const [sendError, setSendError] = useState<string | null>(null);
  const now = useNow();
  useSubscription(DeviceChangedDocument, {
    onData: ({ data: event }) => {
      if (event.data?.deviceChanged._id === deviceId) void refetch();
    },
  });
  const device = data?.device;
  const status = device
    ? screenshotStatus({
        deviceInfo: device.deviceInfo,
        online: device.onlineStatus === 'online',
        commands: device.commands,
        picture: device.screenshot,
      })
    : ({ kind: 'idle' } as const);
  const waiting = status.kind === 'waiting';
  const offline = device?.onlineStatus === 'offline';
  useEffect(() => {
    if (!waiting) return undefined;
    startPolling(WAITING_POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  const onTake = async () => {
    setSendError(null);
    try {
      await take({ variables: { deviceId } });
      await refetch();
    } catch (e) {
      setSendError(errorMessage(e));
    }
  };

  const picture = device?.screenshot;
  if (!drawn) return null;
  return (
    <section className={styles.panel} aria-labelledby="device-screenshot-title">
      <Title3 as="h2" id="device-screenshot-title">
        Screenshot
      </Title3>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>Could not load the screenshot. {errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {status.kind === 'unable' && <Body1 as="p">{status.sentence}</Body1>}
      {canTake && status.kind !== 'unable' && (
        <Button
          data-testid="take-screenshot"
          disabledFocusable={waiting || taking.loading}
          onClick={() => void onTake()}
        >
          Take screenshot
        </Button>
      )}
      {waiting && <Spinner size="tiny" labelPosition="after" label={status.sentence} />}
      {offline && status.kind === 'idle' && (
        <Body1 as="p">The screen is offline: it takes a screenshot once it is back online.</Body1>
      )}
      {status.kind === 'failed' && (
        <MessageBar intent="warning">
          <MessageBarBody>{status.sentence}</MessageBarBody>
        </MessageBar>
      )}
      {sendError && (
        <MessageBar intent="error">
          <MessageBarBody>Could not ask the screen for a screenshot. {sendError}</MessageBarBody>
        </MessageBar>
      )}
      {picture ? (
        <figure className={styles.figure}>
          <img
            className={styles.image}
            src={picture.url}
            width={picture.width}
            height={picture.height}
            alt={`What ${deviceName} showed`}
            data-testid="device-screenshot"
            // A new picture replaces the old one's bytes: an address read before it came answers
            // 404, so the panel asks which picture is the latest rather than show a broken one.
            onError={() => void refetch()}
          />
          <figcaption>
            <Body1>
              <time dateTime={picture.takenAt} title={takenLabel(picture.takenAt)}>
                {takenAgo(picture.takenAt, now)}
              </time>
              {offline && ' (the screen is offline now)'}
            </Body1>
          </figcaption>
        </figure>
      ) : (
        device && status.kind !== 'unable' && <Body1 as="p">No screenshot taken yet.</Body1>
      )}
    </section>
  );
}
