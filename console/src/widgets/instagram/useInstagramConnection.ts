import { skipToken, useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import {
  CreateInstagramFeedDocument,
  InstagramFeedChangedDocument,
  InstagramFeedsDocument,
  type EditorInstagramFeedFragment,
} from '../../graphql/generated';

export type InstagramFeed = EditorInstagramFeedFragment;

/** What the server's authorisation page posts to its opener once Instagram said yes. */
export const AUTHORIZED_MESSAGE_TYPE = 'instagram-authorized';

const POPUP_NAME = 'marquee-instagram-consent';
const POPUP_FEATURES = 'popup,width=600,height=760';

/** The server gave a consent address the console will not open. */
const BAD_CONSENT_ADDRESS = "Instagram's consent page could not be opened.";

const isAuthorizedMessage = (data: unknown, feedId: string) =>
  !!data &&
  typeof data === 'object' &&
  (data as { type?: unknown }).type === AUTHORIZED_MESSAGE_TYPE &&
  (data as { feedId?: unknown }).feedId === feedId;

/** Only a web address is opened in the popup, which shares the console's origin until it goes. */
function webAddress(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

interface Waiting {
  feed: InstagramFeed;
  /** Where the owner consents; also offered as a link (the popup was blocked or closed). */
  consentUrl: string;
}

/**
 * Connecting an Instagram account: a feed is created (createInstagramFeed), then
 * Instagram's consent page opens in a popup. The feed is connected once it is AUTHORIZED, learnt
 * from whichever comes first: the server's authorisation page posting
 * `{ type: 'instagram-authorized', feedId }` from the server's origin (the console's own), or
 * the feed's change subscription. `onConnected` gets the authorised feed, once.
 */
export function useInstagramConnection(onConnected: (feed: InstagramFeed) => void) {
  const client = useApolloClient();
  const [createFeed] = useMutation(CreateInstagramFeedDocument);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(onConnected);
  useEffect(() => {
    latest.current = onConnected;
  }, [onConnected]);
  const connected = useRef<string | null>(null);

  const finish = useCallback((feed: InstagramFeed) => {
    if (feed.status !== 'AUTHORIZED' || connected.current === feed._id) return;
    connected.current = feed._id;
    setWaiting(null);
    latest.current(feed);
  }, []);

  const waitingId = waiting?.feed._id ?? null;
  useSubscription(
    InstagramFeedChangedDocument,
    waitingId === null
      ? skipToken
      : {
          variables: { id: waitingId },
          onData: ({ data }) => {
            const feed = data.data?.instagramFeedChanged;
            if (feed?._id === waitingId) finish(feed);
          },
        },
  );

  useEffect(() => {
    if (waitingId === null) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isAuthorizedMessage(event.data, waitingId))
        return;
      // The message names the feed only; its posts come from the server.
      client.query({ query: InstagramFeedsDocument, fetchPolicy: 'network-only' }).then(
        ({ data }) => {
          const feed = data?.instagramFeeds.find((f) => f._id === waitingId);
          if (feed) finish(feed);
        },
        // The subscription may still bring it.
        () => undefined,
      );
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [waitingId, client, finish]);

  const consent = (feed: InstagramFeed, popup: Window | null) => {
    const consentUrl = webAddress(feed.feedAuthorizationUrl);
    if (!consentUrl) {
      popup?.close();
      setError(BAD_CONSENT_ADDRESS);
      return;
    }
    if (popup && !popup.closed) popup.location.href = consentUrl;
    connected.current = null;
    setWaiting({ feed, consentUrl });
  };

  // Opened at the click, before the server answers: a popup opened later counts as unasked for
  // and is blocked. It is sent to Instagram once the feed exists.
  const openPopup = () => window.open('about:blank', POPUP_NAME, POPUP_FEATURES) ?? null;

  /** A new feed, and Instagram's consent page for it. */
  const connect = async () => {
    setError(null);
    setStarting(true);
    const popup = openPopup();
    try {
      const { data } = await createFeed({ variables: { data: {} } });
      if (!data) throw new Error('The server did not create the feed.');
      consent(data.createInstagramFeed, popup);
    } catch (e) {
      popup?.close();
      setError(errorMessage(e));
    } finally {
      setStarting(false);
    }
  };

  /** A feed waiting for consent, or whose consent expired: its consent page again. */
  const reconnect = (feed: InstagramFeed) => {
    setError(null);
    consent(feed, openPopup());
  };

  return { connect, reconnect, cancel: () => setWaiting(null), waiting, starting, error };
}
