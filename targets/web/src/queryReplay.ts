/**
 * Which /graphql requests the service worker may answer from its cache when the network is gone.
 * Content queries may: the player starts from the content it last had. Mutations never (they must
 * reach the server), and neither may a query about "now": a replayed `serverTime` is as old as
 * the cached answer, and a player that believed it measured its clock 10 minutes behind the
 * server's holds its clock still (it never runs backwards) for those 10 minutes, on one item.
 */
const LIVE_FIELDS = /\bserverTime\b/;

type QueryReplay = 'network-only' | 'network-first-cached';

export function queryReplayOf(body: string): QueryReplay {
  let query: unknown;
  try {
    query = (JSON.parse(body) as { query?: unknown }).query;
  } catch {
    return 'network-only';
  }
  if (typeof query !== 'string') return 'network-only';
  if (/^\s*mutation\b/.test(query) || /^\s*subscription\b/.test(query)) return 'network-only';
  return LIVE_FIELDS.test(query) ? 'network-only' : 'network-first-cached';
}
