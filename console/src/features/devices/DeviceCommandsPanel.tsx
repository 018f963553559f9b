import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { DeviceCommandItemFragment, DeviceCommandType } from '../../graphql/generated';
import { COMMAND_LABELS, COMMAND_STATUS_LABELS } from './deviceCommands';
import { createdDateLabel } from './deviceDisplay';

const useStyles = makeStyles({
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalS} 0`,
  },
});

const STATUS_COLOURS = {
  queued: 'informative',
  delivered: 'brand',
  done: 'success',
  failed: 'danger',
} as const;

interface Props {
  commands: readonly DeviceCommandItemFragment[];
  onSend?: (type: DeviceCommandType) => void;
  sending: boolean;
}

/** Remote commands: send one, and follow each from queued to delivered to done or failed. */
export function DeviceCommandsPanel({ commands, onSend, sending }: Props) {
  const styles = useStyles();
  return (
    <section aria-labelledby="device-commands-title">
      <Title3 as="h2" id="device-commands-title">
        Remote commands
      </Title3>
      {onSend && (
        <div className={styles.buttons}>
          {(Object.keys(COMMAND_LABELS) as DeviceCommandType[]).map((type) => (
            <Button
              key={type}
              data-testid={`command-${type}`}
              disabled={sending}
              onClick={() => onSend(type)}
            >
              {COMMAND_LABELS[type]}
            </Button>
          ))}
        </div>
      )}
      {commands.length > 0 && (
        <Table aria-label="Commands" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Command</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Sent</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {commands.map((c) => (
              <TableRow key={c._id} data-testid="command-row" data-status={c.status}>
                <TableCell>{COMMAND_LABELS[c.type]}</TableCell>
                <TableCell>
                  <Badge appearance="tint" color={STATUS_COLOURS[c.status]}>
                    {COMMAND_STATUS_LABELS[c.status]}
                  </Badge>
                  {c.error ? ` ${c.error}` : ''}
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
