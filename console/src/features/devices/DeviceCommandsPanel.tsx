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
import { useConfirm } from '../../kit/ConfirmDialog';
import {
  COMMAND_LABELS,
  COMMAND_STATUS_LABELS,
  PANEL_COMMANDS,
  commandErrorSentence,
  commandQuestion,
  commandTimeLabel,
} from './deviceCommands';

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
  /** The screen's name, for the questions asked before a command that interrupts it. */
  deviceName: string;
  commands: readonly DeviceCommandItemFragment[];
  onSend?: (type: DeviceCommandType) => void;
  sending: boolean;
}

/**
 * Remote commands: send one (asked first when it interrupts the screen: reboot, reload, display
 * off, clear cache), and follow each from queued to delivered to done or failed.
 */
export function DeviceCommandsPanel({ deviceName, commands, onSend, sending }: Props) {
  const styles = useStyles();
  const confirm = useConfirm();
  const send = (type: DeviceCommandType) => {
    if (!onSend) return;
    const asked = commandQuestion(type, deviceName);
    if (asked) confirm.ask({ ...asked, onConfirm: () => onSend(type) });
    else onSend(type);
  };
  return (
    <section aria-labelledby="device-commands-title">
      <Title3 as="h2" id="device-commands-title">
        Remote commands
      </Title3>
      {onSend && (
        <div className={styles.buttons}>
          {PANEL_COMMANDS.map((type) => (
            <Button
              key={type}
              data-testid={`command-${type}`}
              disabledFocusable={sending}
              onClick={() => send(type)}
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
                  {c.error ? ` ${commandErrorSentence(c.error)}` : ''}
                </TableCell>
                <TableCell>
                  <time dateTime={c.createdAt}>{commandTimeLabel(c.createdAt)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {confirm.dialog}
    </section>
  );
}
