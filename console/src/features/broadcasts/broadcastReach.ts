import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { BroadcastReachPreviewDocument } from '../../graphql/generated';

/** How many screens a broadcast would take over now, and how many of them are offline. */
export interface BroadcastReach {
  screens: number;
  offline: number;
}

// Counted by the server as startBroadcast would reach them: a broadcast without groups takes
// over every screen of the account, other spaces' too, which no list of this space shows.
async function reachOf(client: ApolloClient, groupIds: string[] | null): Promise<BroadcastReach> {
  const { data } = await client.query({
    query: BroadcastReachPreviewDocument,
    variables: { groupIds },
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('The screens could not be counted');
  const { screenCount, offlineCount } = data.broadcastReachPreview;
  return { screens: screenCount, offline: offlineCount };
}

/** Every screen: the reach of a broadcast without groups. */
const ALL = '*';

/**
 * The reach of a broadcast to `groupIds` (null: every screen), asked again when they change;
 * nothing while no group is chosen.
 */
export function useBroadcastReach(groupIds: readonly string[] | null): {
  reach?: BroadcastReach;
  error?: unknown;
} {
  const client = useApolloClient();
  const key = groupIds === null ? ALL : [...groupIds].sort().join(',');
  const [answer, setAnswer] = useState<{ key: string; reach?: BroadcastReach; error?: unknown }>();
  useEffect(() => {
    if (key === '') return;
    let current = true;
    reachOf(client, key === ALL ? null : key.split(',')).then(
      (reach) => current && setAnswer({ key, reach }),
      (error: unknown) => current && setAnswer({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [client, key]);
  // An answer for other groups than those chosen now is no answer.
  return answer?.key === key ? answer : {};
}
