import { AcknowledgeBroadcastDocument } from '../graphql/generated.js';
import type { GraphQLClient } from '../server-link/graphqlClient.js';

/** What a content version says of an emergency broadcast: its id, and the content's hash. */
interface AnnouncedVersion {
  hash?: string | null;
  broadcastId?: string | null;
}

/**
 * Acknowledges an emergency broadcast once its content is on screen: the server's content version
 * names the broadcast with the hash of its content, and the content settled on stage is the one
 * fetched with that hash. Each broadcast is acknowledged once; a failed report is retried at the
 * next change.
 */
export function createBroadcastAck(client: GraphQLClient) {
  let broadcast: { id: string; hash: string } | null = null;
  let token = '';
  let fetchedHash: string | null = null;
  let shownHash: string | null = null;
  let acknowledged: string | null = null;
  const check = () => {
    if (!broadcast || acknowledged === broadcast.id || shownHash !== broadcast.hash) return;
    const { id } = broadcast;
    acknowledged = id;
    client
      .request(AcknowledgeBroadcastDocument, { id }, { token })
      .catch(() => (acknowledged = acknowledged === id ? null : acknowledged));
  };
  return {
    /** A content version was announced (subscription or query), with the device's token. */
    announced(version: AnnouncedVersion | null | undefined, deviceToken: string) {
      token = deviceToken;
      const { hash, broadcastId } = version ?? {};
      broadcast = broadcastId && hash ? { id: broadcastId, hash } : null;
      check();
    },
    /** The content with this hash was fetched. */
    fetched(hash: string | null) {
      fetchedHash = hash;
    },
    /** The content last fetched went on screen. */
    shown() {
      shownHash = fetchedHash;
      check();
    },
  };
}
export type BroadcastAck = ReturnType<typeof createBroadcastAck>;
