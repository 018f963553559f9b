import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { BroadcastScreensDocument, type BroadcastItemFragment } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { RouterLink } from '../../kit/RouterLink';
import { acknowledgedText, overText, screenStateText, unlistedText } from './broadcastText';

/** Acknowledgements arrive as screens show it; the list asks again this often while open. */
const POLL_MS = 2_000;

const useStyles = makeStyles({
  surface: { width: 'min(640px, 95vw)', maxWidth: '95vw' },
  content: { maxHeight: '65vh', overflowY: 'auto' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  name: { minWidth: 0, overflowWrap: 'anywhere' },
  note: { display: 'block', marginTop: tokens.spacingVerticalM },
});

/** Which screens show a broadcast and which do not yet, those not yet first. */
export function BroadcastScreensDialog({
  broadcastId,
  contentName,
  onClose,
}: {
  broadcastId: string;
  contentName: string;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { data, error, stopPolling } = useQuery(BroadcastScreensDocument, {
    variables: { id: broadcastId },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const found = data?.broadcast;
  // Cleared or ended while the list is open: it says so, and the list it showed is gone.
  const over = found ? overText(found, Date.parse(data.serverTime)) : null;
  const b = over ? undefined : found;
  useEffect(() => {
    if (over) stopPolling();
  }, [over, stopPolling]);
  const unlisted = b && unlistedText(b.screens.items.length, b.screens.total, b.screenCount);
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="broadcast-screens">
        <DialogBody>
          <DialogTitle>Which screens show {contentName}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>Could not load the screens. {errorMessage(error)}</MessageBarBody>
              </MessageBar>
            )}
            {!data && !error && <Spinner size="small" label="Loading the screens..." />}
            {data && !found && <Text>This broadcast is over.</Text>}
            {over && (
              <MessageBar intent="info" data-testid="broadcast-over">
                <MessageBarBody>{over}</MessageBarBody>
              </MessageBar>
            )}
            {b && (
              <>
                <Text weight="semibold">{acknowledgedText(b)}</Text>
                <ul className={styles.list} aria-label="Screens">
                  {b.screens.items.map(({ device, acknowledgedAt }) => (
                    <li key={device._id} className={styles.row} data-testid="broadcast-screen">
                      <RouterLink to={`/devices/${device._id}`} className={styles.name}>
                        {device.name}
                      </RouterLink>
                      <Badge
                        appearance="tint"
                        color={acknowledgedAt ? 'success' : 'warning'}
                        data-testid="broadcast-screen-state"
                      >
                        {screenStateText(acknowledgedAt, device)}
                      </Badge>
                    </li>
                  ))}
                </ul>
                {b.screens.total === 0 && (
                  <Text className={styles.note}>No screen of this space is in it.</Text>
                )}
                {unlisted && <Text className={styles.note}>{unlisted}</Text>}
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** How many screens show it, opening the list of which; a broadcast set for later shows none. */
export function ShowingItLink({
  broadcast: b,
  now,
  onOpen,
}: {
  broadcast: BroadcastItemFragment;
  now: number;
  onOpen: () => void;
}) {
  if (Date.parse(b.startsAt) > now) return 'Not started yet';
  return (
    <Link
      as="button"
      data-testid="broadcast-acknowledged"
      aria-label={`${acknowledgedText(b)}: list the screens`}
      onClick={onOpen}
    >
      {acknowledgedText(b)}
    </Link>
  );
}
