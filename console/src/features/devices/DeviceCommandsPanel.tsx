import { Badge, Button, Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { DeviceCommandItemFragment, DeviceCommandType } from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { ResponsiveTable, type TableColumn } from '../../kit/ResponsiveTable';
import {
  COMMAND_LABELS,
  COMMAND_STATUS_LABELS,
  PANEL_COMMANDS,
  commandErrorSentence,
  commandQuestion,
  commandTimeLabel,
} from './deviceCommands';
import { lackedFor, type ScreenCapabilities } from './bulkCommandSupport';

const useStyles = makeStyles({
  // The page's width, not its content's: the history measures this room to turn into cards,
  // and a panel sized to its table would never be narrower than the table.
  panel: { alignSelf: 'stretch', minWidth: 0 },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: `${tokens.spacingVerticalS} 0`,
  },
  caption: { display: 'block', color: tokens.colorNeutralForeground3 },
});

const STATUS_COLOURS = {
  queued: 'informative',
  delivered: 'brand',
  done: 'success',
  failed: 'danger',
} as const;

// On a phone each command is a card: its name, then its status (and why it failed) and when.
const COLUMNS: readonly TableColumn<DeviceCommandItemFragment>[] = [
  { label: 'Command', role: 'title', cell: (c) => COMMAND_LABELS[c.type] },
  {
    label: 'Status',
    cell: (c) => (
      <>
        <Badge appearance="tint" color={STATUS_COLOURS[c.status]}>
          {COMMAND_STATUS_LABELS[c.status]}
        </Badge>
        {c.error ? ` ${commandErrorSentence(c.error)}` : ''}
      </>
    ),
  },
  {
    label: 'Sent',
    cell: (c) => <time dateTime={c.createdAt}>{commandTimeLabel(c.createdAt)}</time>,
  },
];

interface Props {
  /** The screen's name, for the questions asked before a command that interrupts it. */
  deviceName: string;
  /** What its player reported it can do (null: it said nothing, and every command is offered). */
  capabilities: ScreenCapabilities;
  commands: readonly DeviceCommandItemFragment[];
  onSend?: (type: DeviceCommandType) => void;
  sending: boolean;
}

/**
 * Remote commands: send one (asked first when it interrupts the screen: reboot, reload, display
 * off, clear cache), and follow each from queued to delivered to done or failed.
 */
export function DeviceCommandsPanel({
  deviceName,
  capabilities,
  commands,
  onSend,
  sending,
}: Props) {
  const styles = useStyles();
  const lacked = [...new Set(PANEL_COMMANDS.map((type) => lackedFor(type, capabilities)))].filter(
    (words): words is string => words !== null,
  );
  const confirm = useConfirm();
  const send = (type: DeviceCommandType) => {
    if (!onSend) return;
    const asked = commandQuestion(type, deviceName);
    if (asked) confirm.ask({ ...asked, onConfirm: () => onSend(type) });
    else onSend(type);
  };
  return (
    <section className={styles.panel} aria-labelledby="device-commands-title">
      <Title3 as="h2" id="device-commands-title">
        Remote commands
      </Title3>
      {onSend && (
        <div className={styles.buttons}>
          {PANEL_COMMANDS.map((type) => (
            <Button
              key={type}
              data-testid={`command-${type}`}
              disabledFocusable={sending || lackedFor(type, capabilities) !== null}
              aria-describedby={
                lackedFor(type, capabilities) ? 'device-commands-lacked' : undefined
              }
              onClick={() => send(type)}
            >
              {COMMAND_LABELS[type]}
            </Button>
          ))}
        </div>
      )}
      {onSend && lacked.length > 0 && (
        // Held back, never sent to fail: the player said it cannot.
        <Caption1 id="device-commands-lacked" className={styles.caption}>
          {`${deviceName} cannot ${listInWords(lacked)}.`}
        </Caption1>
      )}
      {commands.length > 0 && (
        // The page asks for these only (automatic: false): a timer's screenshots would bury them.
        <Caption1 className={styles.caption}>
          Commands people sent, newest first. Screenshots taken on a timer are not listed.
        </Caption1>
      )}
      {commands.length > 0 && (
        <ResponsiveTable
          aria-label="Commands"
          items={commands}
          columns={COLUMNS}
          keyOf={(c) => c._id}
          rowProps={(c) => ({ 'data-testid': 'command-row', 'data-status': c.status })}
          minTableWidth={420}
        />
      )}
      {confirm.dialog}
    </section>
  );
}

/** "reboot" / "reboot or turn its display off and on". */
const listInWords = (words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]!}`;
