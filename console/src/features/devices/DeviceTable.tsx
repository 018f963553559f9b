import { Badge, Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import type { DeviceListItemFragment } from '../../graphql/generated';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { RouterLink } from '../../kit/RouterLink';
import { createdDateLabel, publishedLabel } from './deviceDisplay';
import { platformLabel } from './deviceFacts';

interface Props {
  devices: readonly DeviceListItemFragment[];
  /** Shown only to users who may publish content to screens. */
  onPublish?: (device: DeviceListItemFragment) => void;
  /** With it, each row has a checkbox: the ids chosen for a bulk action. */
  selection?: { selected: ReadonlySet<string>; onToggle: (device: Device, on: boolean) => void };
}

const useStyles = makeStyles({
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

type Device = DeviceListItemFragment;

const COLUMNS: TableColumn<Device>[] = [
  {
    label: 'Name',
    role: 'title',
    cell: (device) => (
      <RouterLink to={`/devices/${device._id}`} data-testid="device-link">
        {device.name}
      </RouterLink>
    ),
  },
  {
    label: 'Status',
    cell: (device) =>
      device.onlineStatus === 'online' ? (
        <Badge appearance="filled" color="success">
          Online
        </Badge>
      ) : (
        <Badge appearance="tint" color="subtle">
          Offline
        </Badge>
      ),
  },
  { label: 'Platform', cell: (device) => platformLabel(device.platform) },
  { label: 'Tags', cell: (device) => device.tags.join(', ') },
  { label: 'Created', cell: (device) => createdDateLabel(device.createdAt) },
  {
    label: 'Published',
    cell: (device) => <span data-testid="device-published">{publishedLabel(device)}</span>,
  },
];

/** The screens as a table, or a list of cards where there is no room for one (a phone). */
export function DeviceTable({ devices, onPublish, selection }: Props) {
  const styles = useStyles();
  const named: TableColumn<Device>[] = selection
    ? [
        {
          label: 'Name',
          role: 'title',
          cell: (device) => (
            <span className={styles.name}>
              <Checkbox
                data-testid="device-select"
                aria-label={`Select ${device.name}`}
                checked={selection.selected.has(device._id)}
                onChange={(_e, d) => selection.onToggle(device, d.checked === true)}
              />
              {COLUMNS[0]!.cell(device)}
            </span>
          ),
        },
        ...COLUMNS.slice(1),
      ]
    : COLUMNS;
  const columns: TableColumn<Device>[] = onPublish
    ? [
        ...named,
        {
          label: 'Actions',
          role: 'actions',
          cell: (device) => (
            <Button
              data-testid="publish-button"
              aria-label={`Publish to ${device.name}`}
              icon={<SendRegular />}
              onClick={() => onPublish(device)}
            >
              Publish
            </Button>
          ),
        },
      ]
    : named;
  return (
    <ResponsiveTable
      aria-label="Screens"
      items={devices}
      columns={columns}
      keyOf={(device) => device._id}
      rowProps={(device) => ({ 'data-testid': 'device-row', 'data-device-name': device.name })}
      minTableWidth={760}
    />
  );
}
