import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { readInstagramBody } from '@marquee/sdk';
import { useState } from 'react';
import { InstagramFeedsDocument } from '../../graphql/generated';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { ConnectInstagramDialog } from './ConnectInstagramDialog';
import { feedBodyOf } from './feedBody';

const NO_ACCOUNT_CHOSEN = 'No Instagram account chosen yet.';
const CONSENT_EXPIRED =
  "This account's consent expired: reconnect it, or screens keep showing the posts they have.";

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The connected account whose posts the item shows, and the dialog to choose another. */
export const accountGroup: ToolbarGroup = {
  id: 'account',
  label: 'Instagram account',
  render: (props) => <Account {...props} />,
};

function Account({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const { feedId, dataCache } = readInstagramBody(body);
  const [choosing, setChoosing] = useState(false);
  const { data } = useQuery(InstagramFeedsDocument, { skip: !feedId });
  const feed = data?.instagramFeeds.find((f) => f._id === feedId);
  const name = feed?.instagramUsername ?? dataCache.find((m) => m.username)?.username;

  return (
    <div className={styles.root}>
      <Body1 data-testid="instagram-account-name">
        {feedId ? (name ? `@${name}` : 'Instagram account') : NO_ACCOUNT_CHOSEN}
      </Body1>
      {feed?.status === 'EXPIRED' && (
        <MessageBar intent="warning">
          <MessageBarBody>{CONSENT_EXPIRED}</MessageBarBody>
        </MessageBar>
      )}
      <Button data-testid="instagram-choose-account" onClick={() => setChoosing(true)}>
        {feedId ? 'Change account' : 'Choose an account'}
      </Button>
      {choosing && (
        <ConnectInstagramDialog
          onCancel={() => setChoosing(false)}
          onConnected={(chosen) => {
            setChoosing(false);
            onChange({ body: feedBodyOf(chosen) });
          }}
        />
      )}
    </div>
  );
}
