import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  Toast,
  ToastTitle,
  makeStyles,
  tokens,
  useToastController,
} from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { errorMessage } from '../../app/errorMessage';
import { useCan } from '../../app/session/session';
import { APP_TOASTER_ID } from '../../app/toaster';
import {
  DeviceChangedDocument,
  DevicesDocument,
  PairDeviceDocument,
  type DeviceListItemFragment,
} from '../../graphql/generated';
import { addDeviceToList } from './deviceCache';
import { DeviceTable } from './DeviceTable';
import { PairScreen } from './PairScreen';
import type { PairInput } from './PairScreenDialog';
import { PublishDialogContainer } from './PublishDialogContainer';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
});

export const NO_SCREENS_TEXT =
  'There are no screens yet. Pair a screen with the code it shows to start playing content on it.';

/** Screens (/ and /devices): the account's devices, live, with pairing and publishing. */
export function ScreensPage() {
  const styles = useStyles();
  const canPair = useCan(PERMISSIONS.device.register);
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  const { data, error, loading, refetch } = useQuery(DevicesDocument);
  const [pairDevice] = useMutation(PairDeviceDocument);
  const [publishTarget, setPublishTarget] = useState<DeviceListItemFragment | null>(null);

  useSubscription(DeviceChangedDocument, {
    onData: ({ client, data: event }) => {
      if (event.data) addDeviceToList(client.cache, event.data.deviceChanged);
    },
  });

  const notify = (title: string) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{title}</ToastTitle>
      </Toast>,
      { intent: 'success' },
    );

  const pair = async ({ pairingCode, name }: PairInput) => {
    // The new screen joins the list from the mutation's answer, in the same render that closes
    // the dialog; no second round trip.
    const result = await pairDevice({
      variables: { pairingCode, name },
      update: (cache, { data: paired }) => {
        if (paired) addDeviceToList(cache, paired.pairDevice);
      },
    });
    notify(`Screen "${result.data?.pairDevice.name ?? name}" is paired`);
  };

  const devices = data?.devices;

  return (
    <section>
      <div className={styles.header}>
        <Title2 as="h1">Screens</Title2>
        {canPair && <PairScreen onPair={pair} />}
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>
            Could not load screens: {errorMessage(error)}{' '}
            <Button size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {loading && !devices && <Spinner label="Loading screens..." />}
      {devices && devices.length === 0 && <Body1 as="p">{NO_SCREENS_TEXT}</Body1>}
      {devices && devices.length > 0 && (
        <DeviceTable devices={devices} onPublish={canPublish ? setPublishTarget : undefined} />
      )}
      <PublishDialogContainer
        device={publishTarget}
        onClose={() => setPublishTarget(null)}
        onPublished={(device) => notify(`Published to ${device.name}`)}
      />
    </section>
  );
}
