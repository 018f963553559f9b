import { useQuery } from '@apollo/client/react';
import {
  Body1,
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
import { InstagramFeedsDocument } from '../../graphql/generated';
import { useInstagramConnection, type InstagramFeed } from './useInstagramConnection';

const NO_ACCOUNTS = 'No Instagram account is connected to this space yet.';
const FEEDS_LOAD_FAILED = 'The connected Instagram accounts could not be loaded.';

const STATUS_TEXT: Record<InstagramFeed['status'], string> = {
  AUTHORIZED: 'Connected',
  CREATED: 'Waiting for consent',
  EXPIRED: 'Consent expired',
};

const useStyles = makeStyles({
  surface: { width: 'min(560px, 95vw)', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  name: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  waiting: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const accountName = (feed: InstagramFeed) =>
  feed.instagramUsername ? `@${feed.instagramUsername}` : 'Instagram account';

interface Props {
  /** The connected feed the operator chose or just authorised. */
  onConnected: (feed: InstagramFeed) => void;
  onCancel: () => void;
}

/**
 * The account connection dialog: the space's Instagram accounts (instagramFeeds),
 * one to use, or "Connect an Instagram account", which opens Instagram's consent page and waits
 * for the account to be authorised. Answers with the feed, its id and posts.
 */
export function ConnectInstagramDialog({ onConnected, onCancel }: Props) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(InstagramFeedsDocument, {
    fetchPolicy: 'network-only',
  });
  const connection = useInstagramConnection(onConnected);
  const feeds = data?.instagramFeeds ?? [];
  const { waiting } = connection;

  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onCancel()} surfaceMotion={null}>
      <DialogSurface className={styles.surface} backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Instagram account</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{FEEDS_LOAD_FAILED}</MessageBarBody>
              </MessageBar>
            )}
            {connection.error && (
              <MessageBar intent="error">
                <MessageBarBody>{connection.error}</MessageBarBody>
              </MessageBar>
            )}
            {waiting ? (
              <div className={styles.waiting} data-testid="instagram-waiting">
                <Spinner size="small" label="Waiting for Instagram..." />
                <Body1>
                  Sign in to Instagram and allow access in the window that opened. If it did not
                  open,{' '}
                  <Link href={waiting.consentUrl} target="_blank">
                    open Instagram&apos;s consent page
                  </Link>
                  .
                </Body1>
              </div>
            ) : (
              <>
                {loading && !data && <Spinner size="small" label="Loading accounts..." />}
                {data && feeds.length === 0 && <Body1 as="p">{NO_ACCOUNTS}</Body1>}
                {feeds.length > 0 && (
                  <ul className={styles.list} aria-label="Instagram accounts">
                    {feeds.map((feed) => (
                      <li key={feed._id} className={styles.row} data-testid="instagram-account">
                        <span className={styles.name}>
                          <Text weight="semibold">{accountName(feed)}</Text>
                          <Text size={200}>{STATUS_TEXT[feed.status]}</Text>
                        </span>
                        {feed.status === 'AUTHORIZED' ? (
                          <Button
                            aria-label={`Use ${accountName(feed)}`}
                            onClick={() => onConnected(feed)}
                          >
                            Use
                          </Button>
                        ) : (
                          <Button
                            aria-label={`Reconnect ${accountName(feed)}`}
                            onClick={() => connection.reconnect(feed)}
                          >
                            Reconnect
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </DialogContent>
          <DialogActions>
            {waiting ? (
              <Button onClick={connection.cancel}>Back</Button>
            ) : (
              <Button
                appearance="primary"
                disabledFocusable={connection.starting}
                icon={connection.starting ? <Spinner size="tiny" /> : undefined}
                onClick={() => void connection.connect()}
              >
                Connect an Instagram account
              </Button>
            )}
            <Button onClick={onCancel}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
