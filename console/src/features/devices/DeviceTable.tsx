import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import type { DeviceHealthFragment, DeviceListItemFragment } from '../../graphql/generated';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import { RouterLink } from '../../kit/RouterLink';
import { publishedLabel } from './deviceDisplay';
import {
  ErrorsCell,
  PlayerCell,
  StatusCell,
  StorageCell,
  useMinuteClock,
} from './DeviceTableCells';

interface Props {
  devices: readonly Device[];
  /** Shown only to users who may publish content to screens. */
  onPublish?: (device: DeviceListItemFragment) => void;
  /** With it, each row has a checkbox: the ids chosen for a bulk action. */
  selection?: { selected: ReadonlySet<string>; onToggle: (device: Device, on: boolean) => void };
}

const useStyles = makeStyles({
  name: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** A row: the screen and its health. */
export type Device = DeviceListItemFragment & DeviceHealthFragment;

/**
 * Name, health (status with when last seen, player and version, kept content and storage,
 * errors of the last day), what is published and the tags. The health columns come first: they
 * are what a glance at the list is for.
 */
const columnsAt = (now: Date): TableColumn<Device>[] => [
  {
    label: 'Name',
    role: 'title',
    cell: (device) => (
      <RouterLink to={`/devices/${device._id}`} data-testid="device-link">
        {device.name}
      </RouterLink>
    ),
  },
  { label: 'Status', cell: (device) => <StatusCell device={device} now={now} /> },
  { label: 'Errors (24 h)', cell: (device) => <ErrorsCell device={device} /> },
  { label: 'Content kept', cell: (device) => <StorageCell device={device} /> },
  { label: 'Player', cell: (device) => <PlayerCell device={device} /> },
  {
    label: 'Published',
    // An emergency broadcast is not a publish: said as such, so nobody takes it for one.
    cell: (device) => (
      <span data-testid="device-published">
        {device.contentSource.kind === 'broadcast'
          ? `Emergency broadcast: ${publishedLabel(device)}`
          : publishedLabel(device)}
      </span>
    ),
  },
  { label: 'Tags', cell: (device) => device.tags.join(', ') },
];

/** The screens as a table, or a list of cards where there is no room for one (a phone). */
export function DeviceTable({ devices, onPublish, selection }: Props) {
  const styles = useStyles();
  const now = useMinuteClock();
  const base = columnsAt(now);
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
              {base[0]!.cell(device)}
            </span>
          ),
        },
        ...base.slice(1),
      ]
    : base;
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
      minTableWidth={860}
    />
  );
}
