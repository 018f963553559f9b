import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  BroadcastOfflineOfGroupDocument,
  BroadcastReachOfAllDocument,
  PublishReachDocument,
} from '../../graphql/generated';

/** How many screens a broadcast would take over now, and how many of them are offline. */
export interface BroadcastReach {
  screens: number;
  offline: number;
  /** The offline count is a floor: a group had more offline screens than one answer lists. */
  offlineAtLeast: boolean;
}

// A broadcast takes over every screen it reaches, its own publish or not, so publishReach (a
// group publish, which a screen's own publish wins over) counts all of the groups' screens but
// only the offline ones that would inherit it. The offline screens are asked group by group and
// counted by id, so a screen in two of the groups is counted once.

const fresh = { fetchPolicy: 'network-only' } as const;

async function reachOfAll(client: ApolloClient): Promise<BroadcastReach> {
  const { data } = await client.query({ query: BroadcastReachOfAllDocument, ...fresh });
  if (!data) throw new Error('The screens could not be counted');
  return {
    screens: data.screens.totalCount,
    offline: data.offline.totalCount,
    offlineAtLeast: false,
  };
}

async function offlineOfGroup(client: ApolloClient, groupId: string) {
  const { data } = await client.query({
    query: BroadcastOfflineOfGroupDocument,
    variables: { groupId },
    ...fresh,
  });
  if (!data) throw new Error('The offline screens could not be counted');
  return data.devicePage;
}

async function reachOfGroups(client: ApolloClient, groupIds: string[]): Promise<BroadcastReach> {
  const [reach, offlinePages] = await Promise.all([
    client.query({ query: PublishReachDocument, variables: { targets: { groupIds } }, ...fresh }),
    Promise.all(groupIds.map((id) => offlineOfGroup(client, id))),
  ]);
  if (!reach.data) throw new Error('The screens could not be counted');
  const { screenCount, keepingOwnContent } = reach.data.publishReach;
  const offline = new Set(offlinePages.flatMap((page) => page.items.map((d) => d._id)));
  return {
    screens: screenCount + keepingOwnContent,
    offline: offline.size,
    offlineAtLeast: offlinePages.some((page) => page.totalCount > page.items.length),
  };
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
    (key === ALL ? reachOfAll(client) : reachOfGroups(client, key.split(','))).then(
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
