import type { HostFetch, LocalState } from '../../host/index.js';
import { loadCredentials } from '../credentials.js';
import { RecordPlaybackEventsDocument } from '../graphql/generated.js';
import { createGraphQLClient, type GraphQLClient } from './graphqlClient.js';
import type { DeliverPlaybackEvents } from '../storage/outbox.js';

/**
 * Delivers proof-of-play batches to the server's recordPlaybackEvents mutation with the
 * device's token. The server stores each event id once and acknowledges every id of the batch,
 * so the outbox may resend freely. Before pairing there is no token: the batch waits.
 */
export function serverPlaybackDelivery(options: {
  apiUrl: string;
  fetch: HostFetch;
  state: LocalState;
  client?: GraphQLClient;
}): DeliverPlaybackEvents {
  let client = options.client;
  return async (events) => {
    const credentials = await loadCredentials(options.state);
    if (!credentials) return { acknowledgedIds: [] };
    client ??= createGraphQLClient({ apiUrl: options.apiUrl, fetch: options.fetch });
    const { recordPlaybackEvents } = await client.request(
      RecordPlaybackEventsDocument,
      { events },
      { token: credentials.deviceToken },
    );
    return { acknowledgedIds: recordPlaybackEvents.acknowledgedIds.map(String) };
  };
}
