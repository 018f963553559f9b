import type { HostFetch, LocalState } from '../host/index.js';
import { MemoryLocalState } from '../host/localState.js';
import type { AudienceReport } from '../model/index.js';
import { loadCredentials } from './credentials.js';
import type { TypedDocumentString } from './graphql/generated.js';
import { createGraphQLClient, GraphQLRequestError } from './server-link/graphqlClient.js';

/**
 * What a data widget (weather, feeds, data table, camera) may use besides its body: the Marquee
 * server with the caller's own credentials (a screen's device token, the console's session), the
 * device's own network, a store that survives a restart for the last good data, and the engine's
 * audience input. A screen gets one from the player (`deviceItemData`); the console's editor
 * gives its own. Widgets never reach for globals, so a test hands them a fake.
 */
export interface ItemDataSource {
  /** One GraphQL operation on the Marquee server, as the screen or the operator. */
  request<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R>;
  /**
   * The device's own fetch: native on TVs (no CORS there), the browser's elsewhere. For
   * addresses on the screen's network (an AI camera) and feeds the widget fetches itself.
   */
  fetch: HostFetch;
  /** Where a widget keeps its last good data; the host's local state on a screen. */
  store: LocalState;
  /** The server's origin, for its plain HTTP routes (e.g. the image proxy's relative URLs). */
  serverOrigin: string;
  /** Sends an audience report (e.g. a camera's detections) to the engine's trigger rules. */
  reportAudience(report: AudienceReport): void;
  /** Where outside integrations send browser events to the player (e.g. a cashier's events). */
  events: EventTarget;
}

/** No server: requests fail, data lives in memory. What a widget gets outside a player or editor. */
export function offlineItemData(): ItemDataSource {
  return {
    request: () =>
      Promise.reject(new GraphQLRequestError('NETWORK_ERROR', 'No server to ask for item data')),
    fetch: (input, init) => fetch(input, init),
    store: new MemoryLocalState(),
    serverOrigin: typeof location !== 'undefined' ? location.origin : 'http://localhost',
    reportAudience: () => undefined,
    events: typeof window !== 'undefined' ? window : new EventTarget(),
  };
}

/**
 * A screen's item data: the server with the device token kept in local state (none before
 * pairing: the request fails and the widget shows what it kept), the host's fetch and local
 * state, and audience reports to `onAudienceReport`.
 */
export function deviceItemData(options: {
  apiUrl: string;
  fetch: HostFetch;
  state: LocalState;
  events: EventTarget;
  onAudienceReport: (report: AudienceReport) => void;
}): ItemDataSource {
  const client = createGraphQLClient({ apiUrl: options.apiUrl, fetch: options.fetch });
  return {
    async request(document, variables) {
      const credentials = await loadCredentials(options.state);
      if (!credentials)
        throw new GraphQLRequestError('UNAUTHENTICATED', 'This screen is not paired');
      return client.request(document, variables, { token: credentials.deviceToken });
    },
    fetch: options.fetch,
    store: options.state,
    serverOrigin: new URL(options.apiUrl).origin,
    reportAudience: options.onAudienceReport,
    events: options.events,
  };
}
