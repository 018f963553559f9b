import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import type { DeviceListItemFragment } from '../../graphql/generated';
import { createdDateLabel, publishedLabel } from './deviceDisplay';
import { platformLabel } from './deviceFacts';
import { RouterLink } from '../../kit/RouterLink';

interface Props {
  devices: readonly DeviceListItemFragment[];
  /** Shown only to users who may publish content to screens. */
  onPublish?: (device: DeviceListItemFragment) => void;
}

const useStyles = makeStyles({
  // On a phone the table scrolls sideways instead of squeezing the actions off the screen.
  scroller: { overflowX: 'auto' },
  table: { minWidth: '640px' },
});

export function DeviceTable({ devices, onPublish }: Props) {
  const styles = useStyles();
  return (
    <div className={styles.scroller}>
      <Table aria-label="Screens" className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Name</TableHeaderCell>
            <TableHeaderCell>Status</TableHeaderCell>
            <TableHeaderCell>Platform</TableHeaderCell>
            <TableHeaderCell>Created</TableHeaderCell>
            <TableHeaderCell>Published</TableHeaderCell>
            {onPublish && <TableHeaderCell>Actions</TableHeaderCell>}
          </TableRow>
        </TableHeader>
        <TableBody>
          {devices.map((device) => (
            <TableRow key={device._id} data-testid="device-row" data-device-name={device.name}>
              <TableCell>
                <RouterLink to={`/devices/${device._id}`} data-testid="device-link">
                  {device.name}
                </RouterLink>
              </TableCell>
              <TableCell>
                {device.onlineStatus === 'online' ? (
                  <Badge appearance="filled" color="success">
                    Online
                  </Badge>
                ) : (
                  <Badge appearance="tint" color="subtle">
                    Offline
                  </Badge>
                )}
              </TableCell>
              <TableCell>{platformLabel(device.platform)}</TableCell>
              <TableCell>{createdDateLabel(device.createdAt)}</TableCell>
              <TableCell data-testid="device-published">{publishedLabel(device)}</TableCell>
              {onPublish && (
                <TableCell>
                  <Button
                    data-testid="publish-button"
                    aria-label={`Publish to ${device.name}`}
                    icon={<SendRegular />}
                    onClick={() => onPublish(device)}
                  >
                    Publish
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
