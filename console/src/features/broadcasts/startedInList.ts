import type { ApolloCache } from '@apollo/client';
import { ActiveBroadcastsDocument, type BroadcastItemFragment } from '../../graphql/generated';

const byStartNewestFirst = (a: BroadcastItemFragment, b: BroadcastItemFragment) =>
  Date.parse(b.startsAt) - Date.parse(a.startsAt);

/**
 * Puts the broadcast just started into the cached list of broadcasts at once, as the server
 * answered it, rather than on the list's next answer. One started now carries the server's time
 * of the start: the server's clock has reached it, so the list's server time moves up to it and
 * the broadcast shows on air, never "set for later", however the browser's clock stands.
 */
export function putStartedInList(
  cache: ApolloCache,
  started: BroadcastItemFragment,
  startedNow: boolean,
) {
  cache.updateQuery({ query: ActiveBroadcastsDocument }, (list) => {
    if (!list) return list;
    const heard = Date.parse(list.serverTime);
    const serverTime =
      startedNow && !(heard >= Date.parse(started.startsAt)) ? started.startsAt : list.serverTime;
    return {
      ...list,
      serverTime,
      activeBroadcasts: [
        started,
        ...list.activeBroadcasts.filter((b) => b._id !== started._id),
      ].sort(byStartNewestFirst),
    };
  });
}
