import type { HostFetch, LocalState } from '../../host/index.js';
import { loadCredentials } from '../credentials.js';
import { RecordDeviceLogsDocument } from '../graphql/generated.js';
import { createGraphQLClient, type GraphQLClient } from '../server-link/graphqlClient.js';
import type { DeliverLogLines } from './logSender.js';

/**
 * Sends log pages to the server's recordDeviceLogs with the device's token. Before pairing there
 * is no token: the lines wait (an unpaired screen has no one to read them).
 */
export function serverLogDelivery(options: {
  apiUrl: string;
  fetch: HostFetch;
  state: LocalState;
  client?: GraphQLClient;
}): DeliverLogLines {
  let client = options.client;
  return async (stream, lines) => {
    const credentials = await loadCredentials(options.state);
    if (!credentials) throw new Error('Not paired yet');
    client ??= createGraphQLClient({ apiUrl: options.apiUrl, fetch: options.fetch });
    const { recordDeviceLogs } = await client.request(
      RecordDeviceLogsDocument,
      {
        stream,
        lines: lines.map(({ seq, level, message, loggedAt }) => ({
          seq,
          level,
          message,
          loggedAt,
        })),
      },
      { token: credentials.deviceToken },
    );
    return recordDeviceLogs;
  };
}
