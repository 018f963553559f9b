import { useQuery } from '@apollo/client/react';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { isAdminRole } from '@marquee/sdk/model';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../kit/errorMessage';
import { useSession } from '../../shared/session/session';
import { AdminDeviceCommandsDocument } from '../../graphql/generated';
import { ServiceDeviceCommands } from '../admin/ServiceDeviceCommands';
import { COMMAND_LABELS, COMMAND_STATUS_LABELS, commandTimeLabel } from './deviceCommands';
import { COMMANDS_DEVICE_PARAM } from './devicePaths';
import { ResponsiveTable } from '../../kit/ResponsiveTable';
import { RouterLink } from '../../kit/RouterLink';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: 0 },
  scope: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/**
 * /admin/device-commands: every remote command of the account's screens, newest first;
 * ?deviceId= narrows it to one screen (the device page links here).
 */
export function AdminDeviceCommandsPage() {
  const styles = useStyles();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const deviceId = searchParams.get(COMMANDS_DEVICE_PARAM);
  const admin = session.role !== null && isAdminRole(session.role);
  const { data, loading, error } = useQuery(AdminDeviceCommandsDocument, {
    variables: { deviceId },
    skip: !admin,
    pollInterval: 5000,
  });
  if (!admin) return <Body1 as="p">This page is for admins.</Body1>;
  const commands = data?.deviceCommands;
  const screenName = deviceId && commands?.find((c) => c.deviceName)?.deviceName;

  return (
    <section className={styles.page}>
      <Title2 as="h1" className={styles.heading}>
        {screenName ? `Device commands: ${screenName}` : 'Device commands'}
      </Title2>
      {session.role === 'ROLE_GOD' && !deviceId && <ServiceDeviceCommands />}
      {session.role === 'ROLE_GOD' && !deviceId && (
        <Title3 as="h2">This account&apos;s screens</Title3>
      )}
      {deviceId && (
        <div className={styles.scope}>
          <RouterLink to={`/devices/${encodeURIComponent(deviceId)}`}>
            Back to the screen
          </RouterLink>
          <RouterLink to="/admin/device-commands">Commands of all screens</RouterLink>
        </div>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>Could not load the commands. {errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner label="Loading commands..." />}
      {commands?.length === 0 && (
        <Body1 as="p">
          {deviceId ? 'No commands were sent to this screen yet.' : 'No commands were sent yet.'}
        </Body1>
      )}
      {commands && commands.length > 0 && (
        <ResponsiveTable
          aria-label="Device commands"
          items={commands}
          keyOf={(c) => c._id}
          columns={[
            {
              label: 'Screen',
              role: 'title',
              cell: (c) => (
                <RouterLink to={`/devices/${c.deviceId}`}>{c.deviceName ?? c.deviceId}</RouterLink>
              ),
            },
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
      )}
    </section>
  );
}
