import { useQuery } from '@apollo/client/react';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
} from '@fluentui/react-components';
import { isAdminRole } from '@marquee/sdk/model';
import { Link } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { useSession } from '../../app/session/session';
import { AdminDeviceCommandsDocument } from '../../graphql/generated';
import { COMMAND_LABELS, COMMAND_STATUS_LABELS } from './deviceCommands';
import { createdDateLabel } from './deviceDisplay';

/** /admin/device-commands: every remote command of the account's screens, newest first. */
export function AdminDeviceCommandsPage() {
  const session = useSession();
  const admin = session.role !== null && isAdminRole(session.role);
  const { data, loading, error } = useQuery(AdminDeviceCommandsDocument, {
    skip: !admin,
    pollInterval: 5000,
  });
  if (!admin) return <Body1 as="p">This page is for admins.</Body1>;
  return (
    <section>
      <Title2 as="h1">Device commands</Title2>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(error)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && !data && <Spinner label="Loading commands..." />}
      {data?.deviceCommands.length === 0 && <Body1 as="p">No commands were sent yet.</Body1>}
      {data && data.deviceCommands.length > 0 && (
        <Table aria-label="Device commands">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Screen</TableHeaderCell>
              <TableHeaderCell>Command</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Sent</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.deviceCommands.map((c) => (
              <TableRow key={c._id}>
                <TableCell>
                  <Link to={`/devices/${c.deviceId}`}>{c.deviceName ?? c.deviceId}</Link>
                </TableCell>
                <TableCell>{COMMAND_LABELS[c.type]}</TableCell>
                <TableCell>
                  {COMMAND_STATUS_LABELS[c.status]}
                  {c.error ? ` (${c.error})` : ''}
                </TableCell>
                <TableCell>{createdDateLabel(c.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
