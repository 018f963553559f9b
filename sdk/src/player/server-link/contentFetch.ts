import type { HostFetch } from '../../host/index.js';
import { ContentAtDocument } from '../graphql/generated.js';
import { GraphQLRequestError, type GraphQLClient } from './graphqlClient.js';

/**
 * The share of the spread a screen waits at the least. The server tells a fan-out's screens one
 * after another while the spread grows by 400 us a screen; telling took 30-40 us a screen on a
 * quiet 2-core host and up to 75 us on a slower, busier one (a 10,000-screen publish: 0.3 to
 * 0.75 s, of a 4 s spread). In the first fifth of the spread (0.8 s) every screen has been told,
 * so no fetch competes with the telling of the others.
 */
export const SPREAD_FIRST_SHARE = 0.2;

/**
 * A random wait within `spreadMs`: the server announces one version to every screen showing it
 * and asks them to spread their fetches over this window (it grows with their number). The wait
 * is never shorter than SPREAD_FIRST_SHARE of it.
 */
export function spreadWait(spreadMs: number, random: () => number = Math.random): Promise<void> {
  const ms = Math.floor(spreadMs * (SPREAD_FIRST_SHARE + (1 - SPREAD_FIRST_SHARE) * random()));
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** The device's socket, when it is open, and its token: where content is asked first. */
export interface ContentSocket {
  client: Pick<GraphQLClient, 'requestOverSocket'>;
  token: string | null;
}

/**
 * A content version by its address (origin-relative): over the device's WebSocket while it is
 * open, since after a publish to thousands of screens a new connection each would queue at the
 * server behind all the others; otherwise a GET, resolved against the API's origin, which any
 * cache on the way may answer (the address names the bytes for good). A version that is no
 * longer current fails with NOT_FOUND, and the player asks the server afresh. The answer is
 * JSON, unchecked: parsePlayableContent checks it against the content model before it plays.
 */
export async function fetchContentVersion(
  fetch: HostFetch,
  apiUrl: string,
  path: string,
  socket?: ContentSocket,
): Promise<unknown> {
  const overSocket = socket?.client.requestOverSocket?.(
    ContentAtDocument,
    { url: path },
    { token: socket.token },
  );
  if (overSocket) return (await overSocket).contentAt;
  let response: Response;
  try {
    response = await fetch(new URL(path, apiUrl).toString(), {
      headers: { accept: 'application/json' },
    });
  } catch (cause) {
    throw new GraphQLRequestError('NETWORK_ERROR', 'The server could not be reached', { cause });
  }
  if (response.status === 404)
    throw new GraphQLRequestError('NOT_FOUND', 'This content version is no longer current');
  if (!response.ok)
    throw new GraphQLRequestError('BAD_RESPONSE', `Unexpected response (HTTP ${response.status})`);
  try {
    const body: unknown = await response.json();
    return body;
  } catch (cause) {
    throw new GraphQLRequestError('BAD_RESPONSE', 'The content is not JSON', { cause });
  }
}
