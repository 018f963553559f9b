import type { HostFetch, LocalState } from '../../host/index.js';
import type { AudienceMinute } from '../../model/index.js';
import { loadCredentials } from '../credentials.js';
import { ItemAiConfigDocument, RecordAudienceMinutesDocument } from '../graphql/generated.js';
import { createGraphQLClient, type GraphQLClient } from './graphqlClient.js';
import type { DeliverEntries } from '../storage/outbox.js';

interface ServerLink {
  apiUrl: string;
  fetch: HostFetch;
  state: LocalState;
  client?: GraphQLClient;
}

/**
 * Delivers pages of audience minutes to recordAudienceMinutes with the device's token, as proof
 * of play is delivered: the server stores each id once and acknowledges the whole page, so the
 * outbox may resend. Before pairing there is no token: the page waits.
 */
export function serverAudienceDelivery(options: ServerLink): DeliverEntries<AudienceMinute> {
  let client = options.client;
  return async (minutes) => {
    const credentials = await loadCredentials(options.state);
    if (!credentials) return { acknowledgedIds: [] };
    client ??= createGraphQLClient({ apiUrl: options.apiUrl, fetch: options.fetch });
    const { recordAudienceMinutes } = await client.request(
      RecordAudienceMinutesDocument,
      { minutes },
      { token: credentials.deviceToken },
    );
    return { acknowledgedIds: recordAudienceMinutes.acknowledgedIds.map(String) };
  };
}

/** The account's AI settings as the device app holds them. */
export interface DeviceAiConfig {
  isEnabled: boolean;
}

/** Asks the server for the screen's account's aiConfig; null before pairing. */
export function serverAiConfig(options: ServerLink): () => Promise<DeviceAiConfig | null> {
  let client = options.client;
  return async () => {
    const credentials = await loadCredentials(options.state);
    if (!credentials) return null;
    client ??= createGraphQLClient({ apiUrl: options.apiUrl, fetch: options.fetch });
    const { aiConfig } = await client.request(
      ItemAiConfigDocument,
      {},
      { token: credentials.deviceToken },
    );
    return { isEnabled: aiConfig.isEnabled };
  };
}
