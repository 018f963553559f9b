import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Field,
  Input,
  Select,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  AdminAccountScreensDocument,
  AdminAccountsDocument,
  AdminSendServiceDeviceCommandDocument,
  AdminServiceDeviceCommandsDocument,
  type DeviceCommandType,
} from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { ResponsiveTable } from '../../kit/ResponsiveTable';
import {
  COMMAND_LABELS,
  COMMAND_STATUS_LABELS,
  PANEL_COMMANDS,
  commandQuestion,
  commandSentNotice,
  commandTimeLabel,
} from '../devices/deviceCommands';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  pickers: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-end',
  },
});

const POLL_MS = 5000;

/** The commands sent to the chosen account's screens, newest first, as they progress. */
function AccountCommands({ accountId }: { accountId: string }) {
  const { data } = useQuery(AdminServiceDeviceCommandsDocument, {
    variables: { accountId },
    pollInterval: POLL_MS,
  });
  const commands = data?.serviceDeviceCommands ?? [];
  if (commands.length === 0)
    return <Body1 as="p">No commands were sent to this account yet.</Body1>;
  return (
    <ResponsiveTable
      aria-label="Commands of the account"
      items={commands}
      keyOf={(c) => c._id}
      columns={[
        { label: 'Screen', role: 'title', cell: (c) => c.deviceName ?? c.deviceId },
        { label: 'Command', cell: (c) => COMMAND_LABELS[c.type] },
        {
          label: 'Status',
          cell: (c) => `${COMMAND_STATUS_LABELS[c.status]}${c.error ? ` (${c.error})` : ''}`,
        },
        {
          label: 'Sent',
          cell: (c) => <time dateTime={c.createdAt}>{commandTimeLabel(c.createdAt)}</time>,
        },
      ]}
    />
  );
}

/** For service admins: choose any account, one of its screens and a command, and send it. */
export function ServiceDeviceCommands() {
  const styles = useStyles();
  const [search, setSearch] = useState('');
  const [accountId, setAccountId] = useState('');
  const [deviceId, setDeviceId] = useState('');
  const [type, setType] = useState<DeviceCommandType>('reload');
  const accounts = useQuery(AdminAccountsDocument, {
    variables: { search: search.trim() || null, first: 20, offset: 0 },
  });
  // Polled like the commands below, so a screen that comes online loses its "(offline)".
  const screens = useQuery(AdminAccountScreensDocument, {
    variables: { id: accountId },
    skip: !accountId,
    pollInterval: POLL_MS,
  });
  const [send, sending] = useMutation(AdminSendServiceDeviceCommandDocument, {
    refetchQueries: [AdminServiceDeviceCommandsDocument],
  });
  const screenList = screens.data?.serviceAccount?.screens ?? [];
  const confirm = useConfirm();

  const sendNow = async (screenName: string) => {
    try {
      await send({ variables: { input: { accountId, deviceId, type } } });
      notify(commandSentNotice(type, screenName));
    } catch (failure) {
      notify(errorMessage(failure), 'error');
    }
  };
  // A command that interrupts the screen (reboot, reload, display off, clear cache) asks first.
  const onSend = () => {
    const screenName = screenList.find((s) => s._id === deviceId)?.name ?? 'the screen';
    const accountName = screens.data?.serviceAccount?.name;
    const asked = commandQuestion(
      type,
      accountName ? `${screenName} of ${accountName}` : screenName,
    );
    if (asked) confirm.ask({ ...asked, onConfirm: () => void sendNow(screenName) });
    else void sendNow(screenName);
  };

  return (
    <section className={styles.section} aria-label="Any account">
      <Title3 as="h2">Send a command to any account&apos;s screen</Title3>
      <div className={styles.pickers}>
        <Field label="Find an account">
          <Input
            name="accountSearch"
            type="search"
            value={search}
            onChange={(_e, d) => setSearch(d.value)}
          />
        </Field>
        <Field label="Account">
          <Select
            data-testid="service-command-account"
            value={accountId}
            onChange={(_e, d) => {
              setAccountId(d.value);
              setDeviceId('');
            }}
          >
            <option value="">Choose an account</option>
            {(accounts.data?.serviceAccounts.items ?? []).map((a) => (
              <option key={a._id} value={a._id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Screen">
          <Select
            data-testid="service-command-screen"
            value={deviceId}
            disabled={!accountId}
            onChange={(_e, d) => setDeviceId(d.value)}
          >
            <option value="">Choose a screen</option>
            {screenList.map((s) => (
              <option key={s._id} value={s._id}>
                {`${s.name}${s.online ? '' : ' (offline)'}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Command">
          <Select
            data-testid="service-command-type"
            value={type}
            onChange={(_e, d) => setType(d.value as DeviceCommandType)}
          >
            {PANEL_COMMANDS.map((c) => (
              <option key={c} value={c}>
                {COMMAND_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          appearance="primary"
          disabledFocusable={!deviceId || sending.loading}
          onClick={onSend}
        >
          Send
        </Button>
      </div>
      {confirm.dialog}
      {accountId && <AccountCommands accountId={accountId} />}
    </section>
  );
}
