import { createGraphQLClient, storageLocalState, type ItemDataSource } from '@marquee/sdk';

/**
 * The editor's item data source: the server as the signed-in operator (the session cookie goes
 * with same-origin requests), data kept in this browser's localStorage, the browser's fetch. The
 * editor feeds no engine, so a camera's detections go nowhere; outside events (a cashier's)
 * arrive on the window, where the emulator panel sends them.
 */
function editorItemData(): ItemDataSource {
  const fetchWithSession: typeof fetch = (input, init) =>
    fetch(input, { ...init, credentials: 'same-origin' });
  return {
    request: (() => {
      const client = createGraphQLClient({
        apiUrl: `${window.location.origin}/graphql`,
        fetch: fetchWithSession,
      });
      return (document, variables) => client.request(document, variables);
    })(),
    fetch: (input, init) => fetch(input, init),
    store: storageLocalState(window.localStorage),
    serverOrigin: window.location.origin,
    reportAudience: () => undefined,
    events: window,
  };
}

let shared: ItemDataSource | undefined;

/** One source for the whole console tab, so widgets share their kept data and fetches. */
export function sharedEditorItemData(): ItemDataSource {
  return (shared ??= editorItemData());
}
